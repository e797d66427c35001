import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { successLocation } from '@/lib/forms/reference';
import type { IntakeForm } from '../forms';
import { problemPage, type Problem } from './html';
import { isCrossSite } from '../guards/origin';
import { clientAddress, perAddressLimiter, type AddressLimiter } from '../guards/rateLimit';
import type { SiteCeiling } from '../guards/siteCeiling';
import type { Slots } from '../guards/slots';
import { spamVerdict } from '../guards/spam';
import { isStorageQuotaError, storageDecision } from '../guards/storageGuard';
import type { IntakeStore } from '../store/store';
import { newUploadFolder, removeUploadFolder } from './uploadFolder';
import { readFingerprint, readSubmission, type Errors, type ReadResult, type ValidSubmission } from './submission';

export type IntakeDeps = {
  store: () => Promise<IntakeStore>;
  /** Stored submissions per address. */
  limiter: AddressLimiter;
  /** Refused posts per address: a separate, larger budget, so typos do not lock a person out. */
  invalidLimiter: AddressLimiter;
  ceiling: SiteCeiling;
  /** How many uploads' files are checked, and read and written to the store, at once (the others wait). */
  uploadSlots: Slots;
  storage: { quotaBytes: number; minFreeBytes: number; freeBytes: () => number | null };
  trustedProxyHops: number;
  /** The address of the connection the request came in on, when known (`peer.ts`). */
  peerAddress: () => string | undefined;
  /** Origins a browser may always post from (the canonical site, configured ones); see `origin.ts`. */
  allowedOrigins: readonly string[];
  forwardUrl: string | null;
  /** Who is e-mailed about each stored submission (none: no e-mail). */
  notifyTo: readonly string[];
  /** Whether the sender is sent an acknowledgement. */
  acknowledge: boolean;
  /** Where a visitor can send what the form cannot take (the site's e-mail address). */
  contactEmail: string;
  now?: () => Date;
  /** Called after a submission is stored (the relay looks for new deliveries). */
  onStored?: () => void;
  log?: (message: string) => void;
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const BAD_IDEMPOTENCY_KEY = 'The Idempotency-Key header must be 1 to 200 visible ASCII characters';
const CROSS_SITE = 'This form can only be sent from our own website. Please use the form on our site.';
const KEY_REUSED = 'This Idempotency-Key was already used for another submission: send a new key with a changed form';
const TOO_MANY_INVALID =
  'Too many submissions with problems came from your address. Please check the form and try again in';
const TOO_MANY_REPLAYS = 'This form was sent again too many times from your address. Please try again in';
const SITE_BUSY = 'We are receiving an unusual number of submissions. Please try again in';
const STORE_UNAVAILABLE =
  'We could not save your form just now, so nothing was sent. Please send it again in a minute.';
/** Seconds a visitor is asked to wait when the store does not answer (a database restart takes about this). */
const STORE_RETRY_SECONDS = 30;
/**
 * Files refused for storage: a lead may come without its attachments, but an application needs its CV, so
 * its sender is told where to e-mail the CV instead.
 */
const STORAGE_FULL: Record<IntakeForm['kind'], (email: string) => string> = {
  lead: (email) => `We cannot take attached files right now. Send the form without them, or email them to ${email}.`,
  application: (email) =>
    `We cannot take CVs through the form right now. Please email your CV to ${email}, with the name of the job in the subject.`,
};

/** Each kind as the server's log names it. */
const ARTICLED: Record<IntakeForm['kind'], string> = { lead: 'a lead', application: 'an application' };

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? '' : 's'}.`;
};

/**
 * Receives one form submission. In order: a post a browser marks as coming from another site is refused;
 * a retry of a stored submission (same Idempotency-Key) gets its first answer again, counted with the refused
 * posts (the only limit it meets) and compared by a hash of its body; then
 * the per-address budgets (stored submissions, and a larger one for refused posts) and the site-wide
 * ceiling; then the streaming parse and every check (`submission.ts`); then the storage quota; then one
 * durable write. Answers JSON to the form's fetch, or a redirect / an HTML page to a browser posting the
 * form without JavaScript (`Accept: text/html`).
 */
export async function handleSubmission(request: Request, form: IntakeForm, deps: IntakeDeps): Promise<Response> {
  try {
    return await receiveSubmission(request, form, deps);
  } catch (error) {
    // The store (or the shared rate limit in it) did not answer: nothing was stored, so nothing is
    // acknowledged, and the visitor is asked to send again; the form keeps what was typed.
    (deps.log ?? console.error)(`intake: could not store ${ARTICLED[form.kind]}: ${(error as Error).message}`);
    await request.body?.cancel().catch(() => {});
    const html = (request.headers.get('accept') ?? '').includes('text/html');
    return answers(form, html).refused(503, STORE_UNAVAILABLE, { 'Retry-After': String(STORE_RETRY_SECONDS) });
  }
}

async function receiveSubmission(request: Request, form: IntakeForm, deps: IntakeDeps): Promise<Response> {
  const clock = () => (deps.now ?? (() => new Date()))();
  const answer = answers(form, (request.headers.get('accept') ?? '').includes('text/html'));
  const discard = async () => {
    await request.body?.cancel().catch(() => {});
  };

  if (isCrossSite(request.headers, deps.allowedOrigins, deps.trustedProxyHops)) {
    await discard();
    return answer.refused(403, CROSS_SITE);
  }

  const address = clientAddress(request.headers.get('x-forwarded-for'), deps.trustedProxyHops, deps.peerAddress());
  if (address === undefined) {
    (deps.log ?? console.error)(
      'intake: a post came in without its connection address (the server was still starting, or its check at ' +
        'start-up found it cannot see addresses: see the error logged then); only the site-wide limits counted it',
    );
  }
  const submissions = perAddressLimiter(deps.limiter, address);
  const refusedPosts = perAddressLimiter(deps.invalidLimiter, address);
  const refusedAs = async (result: Exclude<ReadResult, { ok: true }>) => {
    await refusedPosts.hit(clock().getTime());
    return 'errors' in result
      ? answer.invalid(result.status, result.errors)
      : answer.refused(result.status, result.message);
  };

  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    await discard();
    return refusedAs({ ok: false, status: 400, message: BAD_IDEMPOTENCY_KEY });
  }

  const store = await deps.store();
  if (idempotencyKey !== null) {
    const first = await store.findIdempotent(form.kind, idempotencyKey);
    if (first) {
      // A replay (or the key reused) is known from its key alone: it spends one of the address's refused posts
      // before its body is read, and is then only hashed as it streams, never checked or unpacked again.
      const replays = await refusedPosts.hit(clock().getTime());
      if (!replays.ok) {
        await discard();
        return answer.refused(429, `${TOO_MANY_REPLAYS} ${minutes(replays.retryAfterSeconds)}`, retryAfter(replays));
      }
      const read = await readFingerprint(request, form);
      if (!read.ok)
        return 'errors' in read ? answer.invalid(read.status, read.errors) : answer.refused(read.status, read.message);
      return first.fingerprint === null || first.fingerprint === read.fingerprint
        ? answer.stored(first.id)
        : answer.refused(422, KEY_REUSED);
    }
  }

  const now = clock().getTime();
  const invalid = await refusedPosts.check(now);
  if (!invalid.ok) {
    await discard();
    return answer.refused(429, `${TOO_MANY_INVALID} ${minutes(invalid.retryAfterSeconds)}`, retryAfter(invalid));
  }
  const rate = await submissions.hit(now);
  if (!rate.ok) {
    await discard();
    return answer.refused(
      429,
      `Too many submissions from your address. Please try again in ${minutes(rate.retryAfterSeconds)}`,
      retryAfter(rate),
    );
  }
  // From here the submission holds one of the address's places: it is given back unless the submission is
  // stored, whichever way the request ends.
  let outcome: { stored: boolean; response: Response } | undefined;
  try {
    outcome = await receiveHolding();
    return outcome.response;
  } finally {
    // After a failure (the caller answers 503) the failure is what is reported, not a refund that fails with it.
    if (outcome === undefined) await Promise.resolve(submissions.refund()).catch(() => {});
    else if (!outcome.stored) await submissions.refund();
  }

  /**
   * The part of the reception that holds the place: the site-wide ceiling, the streaming parse and its checks,
   * the storage quota, the write. Says whether the submission was stored.
   */
  async function receiveHolding(): Promise<{ stored: boolean; response: Response }> {
    const notStored = (response: Response) => ({ stored: false, response });
    const busy = deps.ceiling.check(now);
    if (!busy.ok) {
      await discard();
      return notStored(
        answer.refused(
          busy.reason === 'bytes' ? 503 : 429,
          `${SITE_BUSY} ${minutes(busy.retryAfterSeconds)}`,
          retryAfter(busy),
        ),
      );
    }

    // Files are received to disk in a folder of this request's own, removed however the request ends.
    const folder = await newUploadFolder();
    try {
      const read = await readSubmission(request, form, folder, deps.uploadSlots);
      if (!read.ok) return notStored(await refusedAs(read));
      const submission = read.submission;
      const incomingBytes = submission.files.reduce((sum, file) => sum + file.size, 0);

      const bytesCeiling = deps.ceiling.check(now, incomingBytes);
      if (!bytesCeiling.ok) {
        return notStored(
          answer.refused(503, `${SITE_BUSY} ${minutes(bytesCeiling.retryAfterSeconds)}`, retryAfter(bytesCeiling)),
        );
      }
      const storage = storageDecision(
        incomingBytes,
        { storedBytes: await store.storedFileBytes(), freeBytes: deps.storage.freeBytes() },
        deps.storage,
      );
      const storageFull = (detail: string) => {
        (deps.log ?? console.error)(`intake: refused ${ARTICLED[form.kind]} with files: ${detail}`);
        return notStored(answer.invalid(507, { [form.fileField]: STORAGE_FULL[form.kind](deps.contactEmail) }));
      };
      if (!storage.ok) return storageFull(storage.detail);

      // The quota again, in the store's write transaction: uploads that passed the check above together may not all fit.
      const saved = await save(store, request, form, deps, submission, address, idempotencyKey, clock()).catch(
        (error: unknown) => {
          if (isStorageQuotaError(error)) return error;
          throw error;
        },
      );
      if (isStorageQuotaError(saved)) return storageFull(saved.message);
      if (saved.replayed) {
        return notStored(
          saved.fingerprint === null || saved.fingerprint === submission.fingerprint
            ? answer.stored(saved.id)
            : answer.refused(422, KEY_REUSED),
        );
      }
      deps.ceiling.record(now, incomingBytes);
      deps.onStored?.();
      return { stored: true, response: answer.stored(saved.id) };
    } finally {
      await removeUploadFolder(folder);
    }
  }
}

async function save(
  store: IntakeStore,
  request: Request,
  form: IntakeForm,
  deps: IntakeDeps,
  submission: ValidSubmission,
  address: string | undefined,
  idempotencyKey: string | null,
  receivedAt: Date,
) {
  const salt = await store.ipSalt();
  // Each file's bytes are read from disk only now, and only for a few submissions at a time.
  return deps.uploadSlots.run(async () => {
    const files = await Promise.all(
      submission.files.map(async ({ field, name, type, path }) => ({ field, name, type, bytes: await readFile(path) })),
    );
    const started = performance.now();
    try {
      return await store.save({
        kind: form.kind,
        entries: submission.entries,
        fields: submission.fields,
        attribution: submission.attribution,
        receivedAt,
        userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500),
        // An address the server could not see is recorded as such ('unknown'); it was not counted by address.
        ipHash: createHash('sha256')
          .update(`${salt}:${address ?? 'unknown'}`)
          .digest('hex'),
        spam: spamVerdict(submission.signals.honeypot, submission.signals.startedAt, receivedAt),
        idempotencyKey,
        fingerprint: submission.fingerprint,
        files,
        fileQuotaBytes: deps.storage.quotaBytes,
        forwardUrl: deps.forwardUrl,
        notifyTo: deps.notifyTo,
        acknowledgeTo: deps.acknowledge && typeof submission.fields.email === 'string' ? submission.fields.email : null,
      });
    } finally {
      // SQLite writes a file on this thread while pages wait: before the next upload's write, they get as long.
      if (store.backend === 'sqlite' && files.length > 0) await sleep(performance.now() - started);
    }
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const retryAfter = (decision: { retryAfterSeconds: number }) => ({ 'Retry-After': String(decision.retryAfterSeconds) });

function answers(form: IntakeForm, html: boolean) {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
  const page = (status: number, problems: Problem[], headers?: Record<string, string>) =>
    problemPage({
      status,
      title: 'Please check your form',
      intro:
        status === 422 || status === 413
          ? "Nothing was sent yet. Your browser's Back button returns to the form with everything you typed: put these right and send it again:"
          : 'Nothing was sent yet:',
      problems,
      backHref: form.formPath,
      backText: 'Back to the form',
      headers,
    });
  const label = (field: string) => (Object.hasOwn(form.labels, field) ? form.labels[field]! : field);
  return {
    stored: (id: string) =>
      html
        ? new Response(null, {
            status: 303,
            headers: { Location: successLocation(form.successPath, id), 'Cache-Control': 'no-store' },
          })
        : json(201, { id }),
    invalid: (status: number, errors: Errors) =>
      html
        ? page(
            status,
            Object.entries(errors).map(([field, message]) => ({ label: label(field), message })),
          )
        : json(status, { errors }),
    refused: (status: number, message: string, headers?: Record<string, string>) =>
      html
        ? page(status, [{ label: status === 429 ? 'Too many submissions' : 'The form', message }], headers)
        : json(status, { error: message }, headers),
  };
}
