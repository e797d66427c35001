import type { NewSubmission, StoredFile, Submission } from '@/lib/intake/store/store';
import { newLead } from './intakeDb';
import { applicationValues, leadValues } from './submissions';

export const SUBMISSION_ID = '7d3f0c1e-5b2a-4c8e-9f10-2a4b6c8d0e12';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file as the store describes it once saved (its bytes stay behind). */
export const storedFile = (overrides: Partial<StoredFile> = {}): StoredFile => ({
  id: 'f1a2b3c4-0000-4000-8000-000000000001',
  field: 'lead[leads_attachments][]',
  name: 'brief.pdf',
  type: 'application/pdf',
  size: 245_760,
  sha256: 'b'.repeat(64),
  ...overrides,
});

/** A `NewSubmission` (`newLead()` ...) as the store gives it back: with an id and its files described. */
export function storedSubmission(
  submission: NewSubmission,
  { id = SUBMISSION_ID, files = [] }: { id?: string; files?: StoredFile[] } = {},
): Submission {
  const { files: _bytes, forwardUrl: _forwardUrl, ...stored } = submission;
  return { ...stored, id, files };
}

/** A lead with every field filled in (`leadValues()`), UTM attribution and two files. */
export function storedLead(overrides: Partial<Submission> = {}): Submission {
  const { attachments: _files, ...fields } = leadValues();
  const lead = newLead({
    fields,
    attribution: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-2026',
      landing_page: 'https://www.wolfpack-digital.com/services/mobile-development',
      first_visit_at: '2026-03-01T18:02:11.000Z',
    },
  });
  const files = [
    storedFile({ name: 'brief.pdf', size: 245_760 }),
    storedFile({ id: 'f2', name: 'wireframes.docx', type: DOCX_TYPE, size: 1_258_291 }),
  ];
  return { ...storedSubmission(lead, { files }), ...overrides };
}

/** A job application (`applicationValues()`) with its CV. */
export function storedApplication(fields: Record<string, unknown> = {}): Submission {
  const { cv: _cv, ...values } = applicationValues();
  const application = newLead({
    kind: 'application',
    fields: { ...values, ...fields },
    attribution: { landing_page: 'https://www.wolfpack-digital.com/jobs' },
  });
  const cv = storedFile({ field: 'application[cv]', name: 'radu-ene-cv.pdf', size: 183_500 });
  return storedSubmission(application, { files: [cv] });
}
