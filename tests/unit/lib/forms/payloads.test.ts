// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildApplicationFormData, readApplicationFormData } from '@/lib/forms/application';
import { buildLeadFormData, readLeadFormData } from '@/lib/forms/lead';
import { applicationSchema, contactSchema, type ContactValues } from '@/lib/validation/schemas';

import { applicationValues, contactValues, DOCX, PDF } from './fixtures';

/** The body as [key, value] pairs, files as `name (size bytes, type)`, in order. */
const entries = (formData: FormData) =>
  [...formData.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `${value.name} (${value.size} bytes, ${value.type})`,
  ]);

const contact: ContactValues = {
  ...contactValues(),
  name: ' Ana Pop ',
  mailing: true,
  leadType: 'quote_request',
  subscriberSource: 'pricing_page',
};
const attribution = {
  utm_source: 'clutch',
  utm_medium: 'referral',
  utm_campaign: 'autumn-2026',
  landing_page: 'https://www.example.com/services/pricing?utm_source=clutch',
  first_visit_at: '2026-11-23T04:00:00.000Z',
};

describe('buildLeadFormData', () => {
  it('produces exactly the keys of docs/forms-contract.md, sources and attachments repeated, mailing and the spam signals', () => {
    expect(
      entries(buildLeadFormData(contact, attribution, { honeypot: '', startedAt: '2026-11-23T04:01:00.000Z' })),
    ).toEqual([
      ['lead[name]', 'Ana Pop'],
      ['lead[message]', 'We need a booking app for 40 clinics.'],
      ['lead[budget]', '50k_100k'],
      ['lead[timeline_restrictions]', 'within_3_months'],
      ['lead[email]', 'ana@example.com'],
      ['lead[sources][]', 'linkedin'],
      ['lead[sources][]', 'referral'],
      ['lead[lead_type]', 'quote_request'],
      ['lead[phone_number]', '+40744123456'],
      ['lead[subscriber_source]', 'pricing_page'],
      ['lead[leads_attachments][]', `brief.pdf (14 bytes, ${PDF})`],
      ['lead[leads_attachments][]', `scope.docx (8 bytes, ${DOCX})`],
      ['lead[utm_source]', 'clutch'],
      ['lead[utm_medium]', 'referral'],
      ['lead[utm_campaign]', 'autumn-2026'],
      ['lead[landing_page]', 'https://www.example.com/services/pricing?utm_source=clutch'],
      ['lead[first_visit_at]', '2026-11-23T04:00:00.000Z'],
      ['mailing', 'true'],
      ['website', ''],
      ['form_started_at', '2026-11-23T04:01:00.000Z'],
    ]);
  });

  it('leaves optional keys out when empty and always sends mailing', () => {
    const minimal: ContactValues = {
      ...contact,
      phone: ' ',
      budget: '',
      timeline: '',
      sources: [],
      attachments: [],
      mailing: false,
    };
    expect(entries(buildLeadFormData(minimal, {}))).toEqual([
      ['lead[name]', 'Ana Pop'],
      ['lead[message]', 'We need a booking app for 40 clinics.'],
      ['lead[email]', 'ana@example.com'],
      ['lead[lead_type]', 'quote_request'],
      ['lead[subscriber_source]', 'pricing_page'],
      ['mailing', 'false'],
      ['website', ''],
    ]);
  });

  it('sends only the attribution keys that are known', () => {
    const keys = [...buildLeadFormData(contact, { utm_source: 'google' }).keys()];
    expect(keys.filter((key) => /utm|landing|first_visit/.test(key))).toEqual(['lead[utm_source]']);
  });

  it('reads back into values the schema accepts (the intake side)', () => {
    const read = readLeadFormData(buildLeadFormData(contact, attribution, { honeypot: 'x', startedAt: 'then' }));
    const parsed = contactSchema.parse(read.values);
    expect({ ...parsed, attachments: parsed.attachments.map((file) => file.name) }).toEqual({
      ...contact,
      name: 'Ana Pop',
      phone: '+40744123456',
      attachments: ['brief.pdf', 'scope.docx'],
    });
    expect(read.attribution).toEqual(attribution);
    expect(read.signals).toEqual({ honeypot: 'x', startedAt: 'then' });
  });
});

const application = applicationValues();

describe('buildApplicationFormData', () => {
  it('produces the application keys in the Rails nested style', () => {
    expect(entries(buildApplicationFormData(application, { utm_source: 'linkedin' }, { startedAt: 'then' }))).toEqual([
      ['application[name]', 'Radu Ionescu'],
      ['application[email]', 'radu@example.com'],
      ['application[phone_number]', '0744123456'],
      ['application[job_id]', 'senior-react-developer'],
      ['application[message]', 'I have built React apps for fintech clients for six years.'],
      ['application[links][]', 'https://www.linkedin.com/in/radu-ionescu'],
      ['application[cv]', `radu-cv.pdf (11 bytes, ${PDF})`],
      ['application[utm_source]', 'linkedin'],
      ['mailing', 'false'],
      ['website', ''],
      ['form_started_at', 'then'],
    ]);
  });

  it('leaves out the optional phone, message and link when empty', () => {
    const keys = [...buildApplicationFormData({ ...application, phone: '', message: ' ', link: '' }, {}).keys()];
    expect(keys).toEqual([
      'application[name]',
      'application[email]',
      'application[job_id]',
      'application[cv]',
      'mailing',
      'website',
    ]);
  });

  it('reads back into values the schema accepts (the intake side)', () => {
    const read = readApplicationFormData(buildApplicationFormData(application, {}));
    const parsed = applicationSchema.parse(read.values);
    expect({ ...parsed, cv: parsed.cv.map((file) => file.name) }).toEqual({
      ...application,
      phone: '0744123456',
      cv: ['radu-cv.pdf'],
    });
  });
});
