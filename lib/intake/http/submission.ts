import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { safeParse } from 'zod/v4/core';
import { MAX_FILE_BYTES, MAX_TOTAL_BYTES } from '@/lib/validation/rules';
import { attributionSchema } from '@/lib/validation/attribution';
import { HONEYPOT_KEY, MAILING_KEY, STARTED_AT_KEY } from '@/lib/validation/keys';
import { checkFile, INFLATED_MESSAGE } from './fileCheck';
import { storedFileName } from './fileName';
import type { IntakeForm } from '../forms';
import { IntakeError, isFilePart, parseMultipart, VALUE_TOO_LONG, type FilePart, type Part } from './multipart';
import type { Slots } from '../guards/slots';
import type { Entry, NewFile } from '../store/store';

/** Room for the text fields and the multipart framing on top of the files' 10 MB. */
const BODY_OVERHEAD_BYTES = 256 * 1024;
export const LIMITS = {
  maxBodyBytes: MAX_TOTAL_BYTES + BODY_OVERHEAD_BYTES,
  maxFileBytes: MAX_FILE_BYTES,
  maxFieldBytes: 64 * 1024,
  maxParts: 200,
};

const UNKNOWN_FIELD = 'Unknown field';
const REPEATED_FIELD = 'This field was sent more than once';
const NOT_A_FILE_FIELD = 'A file cannot be sent in this field';
const EMPTY_FILE = 'The file is empty';
const TOO_MANY_FIELDS = `The form has too many fields: at most ${LIMITS.maxParts} are accepted`;

/**
 * Messages by field. A null prototype, so that no field name (`__proto__`, `constructor`) can be mistaken
 * for something already there or change the object instead of naming a problem.
 */
export type Errors = Record<string, string>;
const newErrors = (): Errors => Object.create(null) as Errors;
const addError = (errors: Errors, field: string, message: string) => {
  if (!Object.hasOwn(errors, field)) errors[field] = message;
};

/** A file as received: written to `path` (in the request's upload folder), checked, not yet stored. */
export type ReceivedFile = Omit<NewFile, 'bytes'> & { path: string; size: number };

/** A posted form, read and checked: exactly what was validated is what gets stored and forwarded. */
export type ValidSubmission = {
  /** Text entries as posted, minus the spam signals (what the CRM receives). */
  entries: Entry[];
  /** The schema's values, without the files. */
  fields: Record<string, unknown>;
  attribution: Record<string, string>;
  signals: { honeypot?: string; startedAt?: string };
  files: ReceivedFile[];
  /** A hash of the entries and the files' bytes: the same for a retry of the same submission. */
  fingerprint: string;
};

export type ReadResult =
  | { ok: true; submission: ValidSubmission }
  /** Problems by field (422, or 413 for a size). */
  | { ok: false; status: number; errors: Errors }
  /** A request that is not a readable form at all. */
  | { ok: false; status: number; message: string };

/**
 * Reads one multipart submission and checks it as the browser does and more: only the form's keys, each
 * scalar key once, every value through the shared schema, the attribution, and each file by its bytes.
 * Files are written to `folder` as they arrive (the caller removes it); their bytes are checked taking one of
 * `slots`, so that however many arrive together only a few are read at once.
 */
export async function readSubmission(
  request: Request,
  form: IntakeForm,
  folder: string,
  slots: Slots,
): Promise<ReadResult> {
  let parts: Part[];
  try {
    parts = await parseMultipart(request, LIMITS, folder);
  } catch (error) {
    if (!(error instanceof IntakeError)) throw error;
    return tooLargeOrUnreadable(form, error);
  }
  // Files over the total within the body's cap (which leaves room for the fields) are too large, as one file over
  // its own limit is: 413, not the schema's 422.
  const fileBytes = fileParts(form, parts).reduce((sum, part) => sum + part.file.size, 0);
  if (fileBytes > MAX_TOTAL_BYTES)
    return { ok: false, status: 413, errors: { [form.fileField]: form.totalSizeMessage } };

  const errors = newErrors();
  const formData = new FormData();
  const counts = new Map<string, number>();
  for (const part of parts) {
    counts.set(part.name, (counts.get(part.name) ?? 0) + 1);
    if (!form.accepted.has(part.name)) {
      addError(errors, part.name, UNKNOWN_FIELD);
    } else if (isFilePart(part)) {
      if (part.name !== form.keys[form.fileField]) addError(errors, fieldOfKey(form, part.name), NOT_A_FILE_FIELD);
      const { filename, mimeType, path } = part.file;
      // Backed by the file on disk: the schema sees its name, size and type without its bytes being read.
      formData.append(part.name, new File([await openAsBlob(path!)], filename, { type: mimeType }));
    } else {
      formData.append(part.name, part.value);
    }
  }
  for (const [key, count] of counts) {
    if (form.accepted.has(key) && count > maxValues(form, key)) addError(errors, fieldOfKey(form, key), REPEATED_FIELD);
  }

  const { values, attribution, signals } = form.read(formData);
  const parsed = safeParse(form.schema, values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(errors, String(issue.path[0] ?? 'form'), issue.message);
  }
  for (const [field, message] of Object.entries(form.check?.(values) ?? {})) addError(errors, field, message);
  const attributionResult = safeParse(attributionSchema, attribution);
  if (!attributionResult.success) {
    for (const issue of attributionResult.error.issues) {
      addError(errors, String(issue.path[0] ?? 'attribution'), issue.message);
    }
  }
  // Every value of the Rails-style mailing pair (hidden 'false', then the checkbox's 'true') must be one of the two.
  const mailing = parts.filter((part) => part.name === MAILING_KEY && !isFilePart(part)) as { value: string }[];
  if (mailing.some(({ value }) => value !== 'true' && value !== 'false')) addError(errors, 'mailing', 'Invalid value');

  const files = await slots.run(() => checkedFiles(form, parts, errors));
  if (Object.keys(errors).length > 0) return { ok: false, status: 422, errors };

  const data = parsed.data as Record<string, unknown>;
  const entries = entriesOf(parts);
  const fields = Object.fromEntries(Object.entries(data).filter(([field]) => field !== form.fileField));
  return {
    ok: true,
    submission: {
      entries: validatedEntries(form, entries, data),
      fields,
      attribution: attributionResult.data as Record<string, string>,
      signals,
      files,
      fingerprint: fingerprintOf(entries, fileParts(form, parts)),
    },
  };
}

/**
 * The fingerprint of a posted form, read as a stream and hashed without keeping, checking or unpacking
 * anything: what a replayed Idempotency-Key is compared by. The same as `readSubmission` gives a valid form.
 */
export async function readFingerprint(
  request: Request,
  form: IntakeForm,
): Promise<{ ok: true; fingerprint: string } | Exclude<ReadResult, { ok: true }>> {
  try {
    const parts = await parseMultipart(request, LIMITS, null);
    return { ok: true, fingerprint: fingerprintOf(entriesOf(parts), fileParts(form, parts)) };
  } catch (error) {
    if (!(error instanceof IntakeError)) throw error;
    return tooLargeOrUnreadable(form, error);
  }
}

/** Text entries as posted, minus the spam signals (what is stored and forwarded). */
const entriesOf = (parts: Part[]): Entry[] =>
  parts
    .filter((part) => !isFilePart(part) && part.name !== HONEYPOT_KEY && part.name !== STARTED_AT_KEY)
    .map((part) => [part.name, (part as { value: string }).value] as const);

/**
 * The entries with each form field's text as the schema gave it (an address without the spaces around it), so
 * what is stored and forwarded is what was validated. The fingerprint stays that of the entries as posted.
 */
const validatedEntries = (form: IntakeForm, entries: Entry[], data: Record<string, unknown>): Entry[] =>
  entries.map(([key, value]) => {
    const field = formField(form, key);
    const validated = field === undefined ? undefined : data[field];
    return [key, typeof validated === 'string' ? validated : value] as const;
  });

/** The files sent in the form's file field (an empty file input's nameless, empty part is "no file"). */
const fileParts = (form: IntakeForm, parts: Part[]): FilePart[] =>
  parts.filter(
    (part): part is FilePart =>
      isFilePart(part) &&
      part.name === form.keys[form.fileField] &&
      !(part.file.filename === '' && part.file.size === 0),
  );

/** The files the reader kept, checked by their bytes (an empty file input's nameless, empty part is "no file"). */
async function checkedFiles(form: IntakeForm, parts: Part[], errors: Errors): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  for (const part of fileParts(form, parts)) {
    const { filename, path, size } = part.file;
    const verdict = await checkFile(filename, path!);
    if (!verdict.ok) {
      const message =
        verdict.reason === 'empty'
          ? EMPTY_FILE
          : verdict.reason === 'inflated'
            ? INFLATED_MESSAGE
            : form.fileTypeMessage;
      addError(errors, form.fileField, message);
      continue;
    }
    files.push({ field: part.name, name: storedFileName(filename), type: verdict.type, path: path!, size });
  }
  return files;
}

/**
 * How many values a key may carry: the form's list keys any number, the mailing pair two, every other text
 * key one. The file key's count is the schema's to judge, in the words the form uses.
 */
function maxValues(form: IntakeForm, key: string): number {
  if (form.lists.has(key) || key === form.keys[form.fileField]) return Infinity;
  return key === MAILING_KEY ? 2 : 1;
}

/** A 413 names what was too big, in the words the form uses for its files; other refusals say what was wrong. */
function tooLargeOrUnreadable(form: IntakeForm, error: IntakeError): Exclude<ReadResult, { ok: true }> {
  const field = error.field === undefined ? undefined : fieldOfKey(form, error.field);
  switch (error.tooLarge) {
    case 'file':
      return {
        ok: false,
        status: 413,
        errors: { [field ?? form.fileField]: field === form.fileField ? form.fileSizeMessage : error.message },
      };
    case 'value':
      return { ok: false, status: 413, errors: { [field ?? 'form']: VALUE_TOO_LONG } };
    case 'parts':
      return { ok: false, status: 413, message: TOO_MANY_FIELDS };
    case 'body':
      return { ok: false, status: 413, errors: { [form.fileField]: form.totalSizeMessage } };
    default:
      return error.field === undefined
        ? { ok: false, status: error.status, message: error.message }
        : { ok: false, status: error.status, errors: { [fieldOfKey(form, error.field)]: error.message } };
  }
}

/** The schema field a payload key belongs to (`lead[leads_attachments][]` -> `attachments`), else the key. */
function fieldOfKey(form: IntakeForm, key: string): string {
  return formField(form, key) ?? key;
}

/** The schema field a form payload key belongs to; undefined for another key (attribution, spam signals). */
function formField(form: IntakeForm, key: string): string | undefined {
  return Object.entries(form.keys).find(([, payloadKey]) => payloadKey === key)?.[0];
}

/** A hash of the entries and of each file's key, stored name and bytes (hashed as they streamed). */
function fingerprintOf(entries: Entry[], files: FilePart[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(entries));
  for (const { name, file } of files) hash.update(JSON.stringify([name, storedFileName(file.filename), file.sha256]));
  return hash.digest('hex');
}
