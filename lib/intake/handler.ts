import { createHash } from 'node:crypto';
import { safeParse } from 'zod/v4/core';
import { MAX_FILE_BYTES, MAX_TOTAL_BYTES } from '@/lib/validation/rules';
import { attributionSchema } from '@/lib/validation/attribution';
import { HONEYPOT_KEY, STARTED_AT_KEY } from '@/lib/validation/keys';
import { checkFileBytes, INFLATED_MESSAGE } from './fileCheck';
import { storedFileName } from './fileName';
import type { IntakeForm } from './forms';
import { problemPage, type Problem } from './html';
import { IntakeError, isFilePart, parseMultipart, type Part } from './multipart';
import { clientAddress, type RateLimiter } from './rateLimit';
import { spamVerdict } from './spam';
import type { Entry, IntakeStore, NewFile } from './store';

export type IntakeDeps = {
  store: () => Promise<IntakeStore>;
  limiter: RateLimiter;
  trustedProxyHops: number;
  forwardUrl: string | null;
  now?: () => Date;
  /** Called after a submission is stored (the relay looks for new deliveries). */
  onStored?: () => void;
};

/** Room for the text fields and the multipart framing on top of the files' 10 MB. */
export const BODY_OVERHEAD_BYTES = 256 * 1024;
export const LIMITS = {
  maxBodyBytes: MAX_TOTAL_BYTES + BODY_OVERHEAD_BYTES,
  maxFileBytes: MAX_FILE_BYTES,
  maxFieldBytes: 64 * 1024,
  maxParts: 200,
};

const UNKNOWN_FIELD = 'Unknown field';
const NOT_A_FILE_FIELD = 'A file cannot be sent in this field';
const EMPTY_FILE = 'The file is empty';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

type Errors = Record<string, string>;

/**
 * Receives one form submission: rate limit, streaming multipart parse, the shared schema, byte checks
 * of the files, spam verdict, then one durable write. Answers JSON to the form's fetch, or a redirect /
 * an HTML page to a browser posting the form without JavaScript (`Accept: text/html`).
 */
export async function handleSubmission(request: Request, form: IntakeForm, deps: IntakeDeps): Promise<Response> {
  const now = deps.now ?? (() => new Date());
  const html = (request.headers.get('accept') ?? '').includes('text/html');
  const answer = answers(form, html);

  const address = clientAddress(request.headers.get('x-forwarded-for'), deps.trustedProxyHops);
  const rate = deps.limiter.hit(address, now().getTime());
  if (!rate.ok) {
    await request.body?.cancel().catch(() => {});
    return answer.refused(
      429,
      `Too many submissions from your address. Please try again in ${Math.ceil(rate.retryAfterSeconds / 60)} minutes.`,
      { 'Retry-After': String(rate.retryAfterSeconds) },
    );
  }

  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return answer.refused(400, 'The Idempotency-Key header must be 1 to 200 visible ASCII characters');
  }

  let parts: Part[];
  try {
    parts = await parseMultipart(request, LIMITS);
  } catch (error) {
    if (!(error instanceof IntakeError)) throw error;
    if (error.status === 413) {
      // A file over its cap, else the body over its cap: in the words the form shows for its files.
      const field = fieldOfKey(form, error.field);
      if (field === form.fileField) return answer.invalid(413, { [field]: form.fileSizeMessage });
      if (field) return answer.invalid(413, { [field]: error.message });
      return answer.invalid(413, { [form.fileField]: form.totalSizeMessage });
    }
    return answer.refused(error.status, error.message);
  }

  const errors: Errors = {};
  const formData = new FormData();
  for (const part of parts) {
    if (!form.accepted.has(part.name)) {
      errors[part.name] = UNKNOWN_FIELD;
    } else if (isFilePart(part)) {
      if (part.name !== form.keys[form.fileField]) errors[fieldOfKey(form, part.name) ?? part.name] = NOT_A_FILE_FIELD;
      const { filename, mimeType, bytes } = part.file;
      formData.append(part.name, new File([new Uint8Array(bytes)], filename, { type: mimeType }));
    } else {
      formData.append(part.name, part.value);
    }
  }

  const { values, attribution, signals } = form.read(formData);
  const parsed = safeParse(form.schema, values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
  }
  for (const [field, message] of Object.entries(form.check?.(values) ?? {})) errors[field] ??= message;
  const attributionResult = safeParse(attributionSchema, attribution);
  if (!attributionResult.success) {
    for (const issue of attributionResult.error.issues)
      errors[String(issue.path[0] ?? 'attribution')] ??= issue.message;
  }

  // The files the reader kept (an empty file input's nameless, empty part is "no file").
  const files: NewFile[] = [];
  const fileKey = form.keys[form.fileField]!;
  for (const part of parts) {
    if (!isFilePart(part) || part.name !== fileKey) continue;
    const { filename, bytes } = part.file;
    if (filename === '' && bytes.length === 0) continue;
    const verdict = await checkFileBytes(filename, bytes);
    if (!verdict.ok) {
      errors[form.fileField] ??= { empty: EMPTY_FILE, inflated: INFLATED_MESSAGE, type: form.fileTypeMessage }[
        verdict.reason
      ];
      continue;
    }
    files.push({ field: part.name, name: storedFileName(filename), type: verdict.type, bytes });
  }

  if (Object.keys(errors).length > 0) return answer.invalid(422, errors);

  const receivedAt = now();
  const store = await deps.store();
  const salt = await store.ipSalt();
  // Text entries as posted, minus the spam signals: what the CRM receives when the submission is forwarded.
  const entries: Entry[] = parts
    .filter((part) => !isFilePart(part) && part.name !== HONEYPOT_KEY && part.name !== STARTED_AT_KEY)
    .map((part) => [part.name, (part as { value: string }).value] as const);
  const fields = Object.fromEntries(
    Object.entries(parsed.data as Record<string, unknown>).filter(([field]) => field !== form.fileField),
  );
  const { id } = await store.save({
    kind: form.kind,
    entries,
    fields,
    attribution: attributionResult.data as Record<string, string>,
    receivedAt,
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500),
    ipHash: createHash('sha256').update(`${salt}:${address}`).digest('hex'),
    spam: spamVerdict(signals.honeypot, signals.startedAt, receivedAt),
    idempotencyKey,
    files,
    forwardUrl: deps.forwardUrl,
  });
  deps.onStored?.();
  return answer.stored(id);
}

/** The schema field a payload key belongs to (`lead[leads_attachments][]` -> `attachments`). */
function fieldOfKey(form: IntakeForm, key: string | undefined): string | undefined {
  return Object.entries(form.keys).find(([, payloadKey]) => payloadKey === key)?.[0];
}

function answers(form: IntakeForm, html: boolean) {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
  const page = (status: number, problems: Problem[], headers?: Record<string, string>) =>
    problemPage({
      status,
      title: 'Please check your form',
      intro:
        status === 422 || status === 413
          ? 'Nothing was sent yet. Go back to the form, put these right and send it again:'
          : 'Nothing was sent yet:',
      problems,
      backHref: form.formPath,
      backText: 'Back to the form',
      headers,
    });
  return {
    stored: (id: string) =>
      html
        ? new Response(null, { status: 303, headers: { Location: form.successPath, 'Cache-Control': 'no-store' } })
        : json(201, { id }),
    invalid: (status: number, errors: Errors) =>
      html
        ? page(
            status,
            Object.entries(errors).map(([field, message]) => ({ label: form.labels[field] ?? field, message })),
          )
        : json(status, { errors }),
    refused: (status: number, message: string, headers?: Record<string, string>) =>
      html
        ? page(status, [{ label: status === 429 ? 'Too many submissions' : 'The form', message }], headers)
        : json(status, { error: message }, headers),
  };
}
