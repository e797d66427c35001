import type { $ZodType } from 'zod/v4/core';
import { openJob } from '@/content/jobs';
import { readApplicationFormData } from '@/lib/forms/application';
import { readLeadFormData } from '@/lib/forms/lead';
import { pagePaths } from '@/lib/routes';
import {
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  FILE_TYPES_MESSAGE,
  TOTAL_FILE_SIZE_MESSAGE,
} from '@/lib/validation/rules';
import {
  APPLICATION_KEYS,
  attributionKeys,
  HONEYPOT_KEY,
  LEAD_KEYS,
  MAILING_KEY,
  STARTED_AT_KEY,
} from '@/lib/validation/keys';
import { APPLICATION_LABELS, LEAD_LABELS } from '@/lib/validation/labels';
import { applicationSchema, contactSchema } from '@/lib/validation/schemas';
import type { SubmissionKind } from './store/store';

/**
 * What the intake knows about each form: the keys it accepts (everything else is refused), the schema
 * and reader shared with the browser, where its files come in, and where a browser without JavaScript
 * goes next. Error keys are the schema's field names, as the form shows them.
 */
export type IntakeForm = {
  kind: SubmissionKind;
  /** The form's zod schema (classic or mini: both share zod's core). */
  schema: $ZodType;
  read: (formData: FormData) => {
    values: Record<string, unknown>;
    attribution: Record<string, string>;
    signals: { honeypot?: string; startedAt?: string };
  };
  /** Payload key of each schema field. */
  keys: Record<string, string>;
  /** Every accepted payload key: the fields, attribution, mailing and the spam signals. */
  accepted: ReadonlySet<string>;
  /** Text keys that carry a list (every value checked by the schema); any other text key may come once. */
  lists: ReadonlySet<string>;
  /** The schema field of the files and the message a file of the wrong type gets. */
  fileField: string;
  fileTypeMessage: string;
  /** The browser's messages for one file, and all files, over 10 MB. */
  fileSizeMessage: string;
  totalSizeMessage: string;
  labels: Record<string, string>;
  /** Checks beyond the shared schema that need the server's data, by field. */
  check?: (values: Record<string, unknown>) => Record<string, string>;
  formPath: string;
  successPath: string;
};

/** The browser's messages for files over 10 MB, so the server's checks answer in the browser's words. */
const sizeMessages = { fileSizeMessage: FILE_SIZE_MESSAGE, totalSizeMessage: TOTAL_FILE_SIZE_MESSAGE };

const accepted = (prefix: 'lead' | 'application', keys: Record<string, string>) =>
  new Set([
    ...Object.values(keys),
    ...Object.values(attributionKeys(prefix)),
    MAILING_KEY,
    HONEYPOT_KEY,
    STARTED_AT_KEY,
  ]);

export const leadForm: IntakeForm = {
  kind: 'lead',
  schema: contactSchema,
  read: readLeadFormData,
  keys: LEAD_KEYS,
  accepted: accepted('lead', LEAD_KEYS),
  lists: new Set([LEAD_KEYS.sources]),
  fileField: 'attachments',
  fileTypeMessage: FILE_TYPES_MESSAGE,
  ...sizeMessages,
  labels: LEAD_LABELS,
  formPath: pagePaths.contact,
  successPath: pagePaths.contactSuccess,
};

export const applicationForm: IntakeForm = {
  kind: 'application',
  schema: applicationSchema,
  read: readApplicationFormData,
  keys: APPLICATION_KEYS,
  accepted: accepted('application', APPLICATION_KEYS),
  // `application[links][]` is a list in the payload, but the form has one link field: one value, validated.
  lists: new Set<string>(),
  fileField: 'cv',
  fileTypeMessage: FILE_TYPE_MESSAGE,
  ...sizeMessages,
  labels: APPLICATION_LABELS,
  check: (values): Record<string, string> =>
    typeof values.jobId === 'string' && values.jobId !== '' && !openJob(values.jobId)
      ? { jobId: 'This position is no longer open: choose one of the open jobs' }
      : {},
  formPath: pagePaths.apply,
  successPath: pagePaths.applySuccess,
};
