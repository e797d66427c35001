// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attributionSchema } from '@/lib/validation/attribution';
import { applicationSchema, contactSchema, type ApplicationValues, type ContactValues } from '@/lib/validation/schemas';
import { applicationValues, contactValues, MiB, pdfFile as pdf, sized } from '../forms/fixtures';

const contact = contactValues();
const application = { ...applicationValues(), phone: '', message: '', link: '', mailing: true };

/** The message zod reports for each field, for a set of values. */
function messages(schema: typeof contactSchema | typeof applicationSchema, values: unknown) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contactSchema', () => {
  it('accepts a complete contact form, and a minimal one', () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(
      contactSchema.safeParse({ ...contact, phone: '', budget: '', timeline: '', sources: [], attachments: [] })
        .success,
    ).toBe(true);
  });

  it.each<[string, Partial<Record<keyof ContactValues, unknown>>, Record<string, string>]>([
    [
      'blank required fields',
      { name: '  ', email: '', message: '' },
      { name: 'Required field', email: 'Required field', message: 'Required field' },
    ],
    [
      'missing required fields (absent keys)',
      { name: undefined, email: undefined },
      { name: 'Required field', email: 'Required field' },
    ],
    ['a bad email', { email: 'ana@example' }, { email: 'Invalid email format' }],
    ['a short phone', { phone: '12345' }, { phone: 'Invalid phone number' }],
    ['a budget not offered', { budget: 'a million' }, { budget: 'Choose one of the options' }],
    ['a timeline not offered', { timeline: 'yesterday' }, { timeline: 'Choose one of the options' }],
    ['a source not offered', { sources: ['tv'] }, { 'sources.0': 'Choose one of the options' }],
    [
      'a PNG attachment',
      { attachments: [pdf('brief.pdf'), sized('logo.png', 10, 'image/png')] },
      { attachments: 'Only PDF or DOCX files are allowed' },
    ],
    [
      'a 12 MB attachment',
      { attachments: [sized('huge.pdf', 12 * MiB)] },
      { attachments: 'File size must not exceed 10MB' },
    ],
    [
      'attachments over 10 MiB together',
      { attachments: [sized('a.pdf', 6 * MiB), sized('b.pdf', 5 * MiB)] },
      { attachments: 'Total file size must not exceed 10MB' },
    ],
    ['text where a file belongs', { attachments: ['brief.pdf'] }, { 'attachments.0': 'Invalid file' }],
    ['an overlong message', { message: 'x'.repeat(5001) }, { message: 'Must be at most 5000 characters' }],
  ])('reports %s on its field', (_, change, expected) => {
    expect(messages(contactSchema, { ...contact, ...change })).toEqual(expected);
  });

  it('accepts attachments of exactly 10 MiB together', () => {
    expect(
      contactSchema.safeParse({ ...contact, attachments: [sized('a.pdf', 6 * MiB), sized('b.pdf', 4 * MiB)] }).success,
    ).toBe(true);
  });

  it('rejects an unknown lead type', () => {
    expect(contactSchema.safeParse({ ...contact, leadType: 'spam' }).success).toBe(false);
  });
});

describe('applicationSchema', () => {
  it('accepts a minimal application', () => {
    expect(applicationSchema.safeParse(application).success).toBe(true);
  });

  it.each<[string, Partial<Record<keyof ApplicationValues, unknown>>, Record<string, string>]>([
    ['no CV', { cv: [] }, { cv: 'Required field' }],
    [
      'a CV that is not PDF or DOCX',
      { cv: [sized('cv.odt', 10, 'application/vnd.oasis.opendocument.text')] },
      { cv: 'Only PDF and DOCX files are allowed' },
    ],
    ['a 12 MB CV', { cv: [sized('cv.pdf', 12 * MiB)] }, { cv: 'File size must not exceed 10MB' }],
    ['two CVs', { cv: [pdf('a.pdf'), pdf('b.pdf')] }, { cv: 'Attach one file only' }],
    ['no job', { jobId: '' }, { jobId: 'Required field' }],
    ['a job id that is no slug', { jobId: '../etc/passwd' }, { jobId: 'Choose one of the open jobs' }],
    [
      'a link without a scheme',
      { link: 'linkedin.com/in/radu' },
      { link: 'Invalid link: use a full address starting with https://' },
    ],
    ['a bad email', { email: 'radu' }, { email: 'Invalid email format' }],
  ])('reports %s on its field', (_, change, expected) => {
    expect(messages(applicationSchema, { ...application, ...change })).toEqual(expected);
  });
});

describe('attributionSchema', () => {
  it('accepts known keys and rejects unknown ones', () => {
    expect(
      attributionSchema.safeParse({ utm_source: 'clutch', first_visit_at: '2026-11-23T04:00:00.000Z' }).success,
    ).toBe(true);
    expect(attributionSchema.safeParse({}).success).toBe(true);
    expect(attributionSchema.safeParse({ gclid: 'x' }).success).toBe(false);
  });
});
