/**
 * Sending a form: one POST of the multipart body with an Idempotency-Key and a time-out, and the reply
 * read into an outcome the form can show. Framework-free; `fetch` is passed in for tests.
 */

/** How long a visitor waits for a reply before the form says so and lets them send again. */
export const SUBMIT_TIMEOUT_MS = 30_000;

export type SubmitOutcome =
  | { kind: 'sent'; id?: string }
  /** 422 (or 413, a file too large): messages per field, named as docs/forms-contract.md#the-answers says. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** A 4xx reply explaining itself in `{ error }`, e.g. 429, too many submissions: shown in the server's words. */
  | { kind: 'refused'; status: number; message: string }
  /** Any other error reply. */
  | { kind: 'failed'; status: number }
  | { kind: 'timeout' }
  | { kind: 'offline' };

type SubmitOptions = { idempotencyKey: string; timeoutMs?: number; fetch?: typeof fetch };

type ReplyBody = { id?: unknown; errors?: unknown; error?: unknown };

async function readJson(response: Response): Promise<ReplyBody | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' ? (body as ReplyBody | null) : null;
  } catch {
    return null;
  }
}

function fieldErrors(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) => {
      const text = Array.isArray(message) ? message[0] : message;
      return typeof text === 'string' ? [[field, text]] : [];
    }),
  );
}

/** What an error reply means for the form: field messages, a message of its own, or a bare status. */
async function errorOutcome(response: Response): Promise<SubmitOutcome> {
  const { status } = response;
  if (status >= 500) return { kind: 'failed', status };
  const body = await readJson(response);
  if (status === 422 || status === 413) return { kind: 'invalid', errors: fieldErrors(body?.errors) };
  if (typeof body?.error === 'string' && body.error !== '') return { kind: 'refused', status, message: body.error };
  return { kind: 'failed', status };
}

/** Posts the body; the browser sets the multipart Content-Type with its boundary. Never throws. */
export async function submitForm(endpoint: string, body: FormData, options: SubmitOptions): Promise<SubmitOutcome> {
  const { idempotencyKey, timeoutMs = SUBMIT_TIMEOUT_MS, fetch: send = fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await send(endpoint, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      signal: controller.signal,
    });
    if (response.ok) {
      const id = (await readJson(response))?.id;
      return typeof id === 'string' ? { kind: 'sent', id } : { kind: 'sent' };
    }
    return await errorOutcome(response);
  } catch {
    return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'offline' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The form field a server error names: a schema field (`phone`), its payload key (`lead[phone_number]`)
 * or the attribute inside the brackets (`phone_number`), as a Rails CRM names it (docs/forms-contract.md#the-answers).
 * `undefined` when no field matches.
 */
export function fieldForError<Field extends string>(
  name: string,
  keys: Readonly<Partial<Record<Field, string>>>,
): Field | undefined {
  const entries = Object.entries(keys) as [Field, string][];
  const match = entries.find(
    ([field, key]) => field === name || key === name || key.replace(/^\w+\[(\w+)\](\[\])?$/, '$1') === name,
  );
  return match?.[0];
}

/** A fingerprint of a form's values (files by name, size and date), to tell a retry from an edited form. */
export function fingerprint(values: unknown): string {
  return JSON.stringify(values, (_, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? `${'name' in value ? String(value.name) : ''}:${value.size}:${'lastModified' in value ? String(value.lastModified) : ''}`
      : value,
  );
}

/**
 * One Idempotency-Key per filled form: the same key for every retry of the same values, a new one once
 * the values change or after a successful send (`forget`).
 */
export function idempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { key: string; print: string } | null = null;
  return {
    keyFor(values: unknown): string {
      const print = fingerprint(values);
      if (current?.print !== print) current = { key: newKey(), print };
      return current.key;
    },
    forget() {
      current = null;
    },
  };
}
