/**
 * The choices the contact form offers. The value is what is sent and stored (stable, never shown); the
 * label is what the visitor reads. The schemas accept only these values.
 */

export type Option<Value extends string = string> = { readonly value: Value; readonly label: string };

const options = <const Value extends string>(list: readonly Option<Value>[]) => list;
const values = <Value extends string>(list: readonly Option<Value>[]) =>
  list.map((option) => option.value) as [Value, ...Value[]];

/** Project budgets in euros, the ranges our proposals actually fall into. */
export const BUDGET_OPTIONS = options([
  { value: 'under_25k', label: 'Under €25,000' },
  { value: '25k_50k', label: '€25,000 to €50,000' },
  { value: '50k_100k', label: '€50,000 to €100,000' },
  { value: '100k_250k', label: '€100,000 to €250,000' },
  { value: 'over_250k', label: 'Over €250,000' },
  { value: 'not_sure', label: 'Not sure yet: help me estimate' },
]);

/** When the work has to start or ship. */
export const TIMELINE_OPTIONS = options([
  { value: 'asap', label: 'As soon as possible' },
  { value: 'within_3_months', label: 'Within the next 3 months' },
  { value: '3_to_6_months', label: 'In 3 to 6 months' },
  { value: 'fixed_date', label: 'A fixed launch date (tell us in your message)' },
  { value: 'flexible', label: 'Flexible, no fixed date yet' },
]);

/** How the visitor heard about us; several can be ticked. */
export const SOURCE_OPTIONS = options([
  { value: 'search_engine', label: 'Search engine (Google, Bing, DuckDuckGo)' },
  { value: 'review_site', label: 'Review site (Clutch, GoodFirms)' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'referral', label: 'Recommended by someone' },
  { value: 'event', label: 'An event or a talk' },
  { value: 'blog', label: 'Our blog or an article' },
  { value: 'other', label: 'Somewhere else' },
]);

/** What kind of lead the contact page sends: a general enquiry, or a quote request from the pricing page. */
export const LEAD_TYPE_OPTIONS = options([
  { value: 'general_enquiry', label: 'General enquiry' },
  { value: 'quote_request', label: 'Quote request' },
]);

/** Where a newsletter subscription made in the contact form came from. */
export const SUBSCRIBER_SOURCE_OPTIONS = options([
  { value: 'contact_page', label: 'Contact page' },
  { value: 'pricing_page', label: 'Pricing page' },
]);

export const BUDGETS = values(BUDGET_OPTIONS);
export const TIMELINES = values(TIMELINE_OPTIONS);
export const SOURCES = values(SOURCE_OPTIONS);
export const LEAD_TYPES = values(LEAD_TYPE_OPTIONS);
export const SUBSCRIBER_SOURCES = values(SUBSCRIBER_SOURCE_OPTIONS);

export type Budget = (typeof BUDGETS)[number];
export type Timeline = (typeof TIMELINES)[number];
export type LeadType = (typeof LEAD_TYPES)[number];
