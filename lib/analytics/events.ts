/**
 * The data-layer events the marketing team reads, with their parameters: the one list the code pushes
 * (`track`), the measurement plan documents (docs/analytics.md) and the tag-manager container sends
 * (docs/analytics/gtm-container.json; a unit test keeps the three together).
 *
 * Parameters are facts about what happened, never about who: the builders below take only the fields
 * they report, so a name, e-mail, phone, message or file name cannot reach them.
 */
import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { Job } from '@/content/schemas';
import type { Attribution } from '@/lib/attribution/keys';
import type { Budget, LeadType, Option, Timeline } from '@/lib/validation/options';
import type { ApplicationValues, ContactValues } from '@/lib/validation/schemas';

/** Where a link sits on the page; set on the containers with `linkLocationProps`, `body` anywhere else. */
const LINK_LOCATIONS = ['header', 'hero', 'cta_banner', 'footer', 'body'] as const;
type LinkLocation = (typeof LINK_LOCATIONS)[number];

type ParameterValues = {
  link_text: string;
  link_location: LinkLocation;
  page_path: string;
  lead_type: LeadType;
  budget: Budget;
  timeline: Timeline;
  sources: string;
  attachments: number;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  landing_page: string;
  job_id: string;
  job_title: string;
  department: Job['department'];
  seniority: Job['seniority'];
  form: 'contact' | 'application';
  metric_name: MetricWithAttribution['name'];
  metric_value: number;
  metric_delta: number;
  metric_id: string;
  metric_rating: MetricWithAttribution['rating'];
  navigation_type: MetricWithAttribution['navigationType'];
  metric_target: string;
  search_term: string;
  search_results: number;
};

type EventParameter = keyof ParameterValues;

/** Every event and the parameters it carries, in the order the plan lists them. */
export const EVENT_PARAMETERS = {
  get_in_touch_click: ['link_text', 'link_location', 'page_path'],
  get_in_touch_form: [
    'lead_type',
    'budget',
    'timeline',
    'sources',
    'attachments',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'landing_page',
  ],
  apply_job_form: ['job_id', 'job_title', 'department', 'seniority', 'attachments'],
  subscribed_to_newsletter: ['form'],
  // Built by `webVitalsParameters` (./webVitals.ts), which loads only after consent.
  web_vitals: [
    'metric_name',
    'metric_value',
    'metric_delta',
    'metric_id',
    'metric_rating',
    'navigation_type',
    'metric_target',
    'page_path',
  ],
  // Built by `siteSearchParameters`, pushed once per search: when the query rests, or the visitor leaves the search.
  site_search: ['search_term', 'search_results'],
} as const satisfies Record<string, readonly EventParameter[]>;

export type TrackedEvent = keyof typeof EVENT_PARAMETERS;

/** Every parameter of the event is named; one that does not apply is `undefined`. */
export type EventParameters<Event extends TrackedEvent> = {
  [Name in (typeof EVENT_PARAMETERS)[Event][number]]: ParameterValues[Name] | undefined;
};

/** GA4 keeps the first 100 characters of a parameter's value. */
const MAX_VALUE_LENGTH = 100;
const EMAIL_ADDRESS = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Text as a parameter value: whitespace collapsed, cut to GA4's length; dropped if empty or holding an e-mail address. */
export function parameterText(value: string | null | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text || EMAIL_ADDRESS.test(text)) return undefined;
  return text.slice(0, MAX_VALUE_LENGTH);
}

/** The path of a URL only: its query string and fragment can hold personal data. */
export function pathOnly(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

const LINK_LOCATION_ATTRIBUTE = 'data-link-location';
const LINK_TEXT_ATTRIBUTE = 'data-link-text';

/** Marks a container so the contact links inside it report where they sit. */
export const linkLocationProps = (location: Exclude<LinkLocation, 'body'>) => ({ [LINK_LOCATION_ATTRIBUTE]: location });

/** A link's name for the events when its text says more than that (a whole banner that is one link). */
export const linkTextProps = (text: string) => ({ [LINK_TEXT_ATTRIBUTE]: text });

const isLinkLocation = (value: string | null | undefined): value is LinkLocation =>
  (LINK_LOCATIONS as readonly (string | null | undefined)[]).includes(value);

/** A click on a link to the contact page: its text, where it sits, and the page it was clicked on. */
export function getInTouchClickParameters(link: Element, pagePath: string): EventParameters<'get_in_touch_click'> {
  const location = link.closest(`[${LINK_LOCATION_ATTRIBUTE}]`)?.getAttribute(LINK_LOCATION_ATTRIBUTE);
  return {
    link_text: parameterText(link.getAttribute(LINK_TEXT_ATTRIBUTE) ?? link.textContent),
    link_location: isLinkLocation(location) ? location : 'body',
    page_path: pathOnly(pagePath),
  };
}

/** A contact form the intake accepted: what kind of project, and where the visit came from. */
export function getInTouchFormParameters(
  values: Pick<ContactValues, 'leadType' | 'budget' | 'timeline' | 'sources' | 'attachments'>,
  attribution: Attribution,
): EventParameters<'get_in_touch_form'> {
  return {
    lead_type: values.leadType,
    budget: values.budget || undefined,
    timeline: values.timeline || undefined,
    sources: values.sources.join(',') || undefined,
    attachments: values.attachments.length,
    utm_source: parameterText(attribution.utm_source),
    utm_medium: parameterText(attribution.utm_medium),
    utm_campaign: parameterText(attribution.utm_campaign),
    landing_page: pathOnly(attribution.landing_page),
  };
}

/** An open job as the application form offers it, with the facts the event reports. */
export type JobOption = Option & Pick<Job, 'department' | 'seniority'>;

export const jobOption = (job: Pick<Job, 'slug' | 'title' | 'department' | 'seniority'>): JobOption => ({
  value: job.slug,
  label: job.title,
  department: job.department,
  seniority: job.seniority,
});

/** A job application the intake accepted: the job, from the open jobs by its id, and how many files came with it. */
export function applyJobFormParameters(
  values: Pick<ApplicationValues, 'jobId' | 'cv'>,
  jobs: readonly JobOption[],
): EventParameters<'apply_job_form'> {
  const job = jobs.find((option) => option.value === values.jobId);
  return {
    job_id: values.jobId,
    job_title: job?.label,
    department: job?.department,
    seniority: job?.seniority,
    attachments: values.cv.length,
  };
}

/** A newsletter subscription ticked in a form the intake accepted. */
export const subscribedToNewsletterParameters = (
  form: ParameterValues['form'],
): EventParameters<'subscribed_to_newsletter'> => ({ form });

/**
 * A site search: the words searched for and how many pages were found (0 when nothing matched). The words
 * are the one thing a visitor types that an event carries: whitespace collapsed, cut to 100 characters, and
 * left out if they hold an e-mail address (the count is still reported).
 */
export const siteSearchParameters = (report: { query: string; results: number }): EventParameters<'site_search'> => ({
  search_term: parameterText(report.query),
  search_results: report.results,
});
