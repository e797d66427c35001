import { buildApplicationFormData } from '@/lib/forms/application';
import { buildLeadFormData } from '@/lib/forms/lead';
import type { SpamSignals } from '@/lib/forms/signals';
import type { ApplicationValues, ContactValues } from '@/lib/validation/schemas';

/** What a visitor fills in, as the forms hold it, and the bodies the forms send for it. */
export const leadValues = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  name: 'Ioana Pop',
  email: 'ioana.pop@example.ro',
  phone: '+40 721 555 012',
  message: 'We run 40 pharmacies in Transylvania and need a stock-checking app for our staff.',
  budget: '50k_100k',
  timeline: 'within_3_months',
  sources: ['linkedin', 'blog'],
  attachments: [],
  mailing: true,
  leadType: 'general_enquiry',
  subscriberSource: 'contact_page',
  ...overrides,
});

export const applicationValues = (overrides: Partial<ApplicationValues> = {}): ApplicationValues => ({
  name: 'Radu Ene',
  email: 'radu.ene@example.ro',
  phone: '0745123456',
  jobId: 'ruby-on-rails-developer',
  message: 'Six years of Rails, the last two on a logistics platform.',
  link: 'https://www.linkedin.com/in/radu-ene',
  cv: [],
  mailing: false,
  ...overrides,
});

/** A person's timing: the form was shown a minute ago. */
export const personStartedAt = () => new Date(Date.now() - 60_000).toISOString();

export const leadBody = (
  values = leadValues(),
  attribution = {},
  signals: SpamSignals = { startedAt: personStartedAt() },
) => buildLeadFormData(values, attribution, signals);

export const applicationBody = (
  values = applicationValues(),
  signals: SpamSignals = { startedAt: personStartedAt() },
) => buildApplicationFormData(values, {}, signals);
