// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_KEYS, APPLICATION_KEYS } from '@/lib/validation/keys';
import { fieldForError, idempotencyKeys, submitForm, SUBMIT_TIMEOUT_MS } from '@/lib/forms/submit';
import { pdfFile } from './fixtures';

afterEach(() => vi.useRealTimers());

const body = () => {
  const formData = new FormData();
  formData.append('lead[name]', 'Ana');
  return formData;
};

describe('submitForm', () => {
  it('POSTs the body as it is with the Idempotency-Key and no hand-set Content-Type', async () => {
    const send = vi.fn(async () => new Response(null, { status: 201 }));
    const formData = body();
    await expect(submitForm('/api/leads', formData, { idempotencyKey: 'key-1', fetch: send })).resolves.toEqual({
      kind: 'sent',
    });
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(formData);
    expect(init.headers).toEqual({ Accept: 'application/json', 'Idempotency-Key': 'key-1' });
  });

  it("reads the stored submission's id from a 201 reply", async () => {
    const id = '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
    const reply = Response.json({ id }, { status: 201 });
    await expect(submitForm('/api/leads', body(), { idempotencyKey: 'k', fetch: async () => reply })).resolves.toEqual({
      kind: 'sent',
      id,
    });
  });

  it('reads per-field messages from a 422 reply', async () => {
    const reply = Response.json(
      { errors: { email: 'Invalid email format', 'lead[phone_number]': ['Invalid phone number'], x: 3 } },
      { status: 422 },
    );
    await expect(submitForm('/api/leads', body(), { idempotencyKey: 'k', fetch: async () => reply })).resolves.toEqual({
      kind: 'invalid',
      errors: { email: 'Invalid email format', 'lead[phone_number]': 'Invalid phone number' },
    });
    const html = new Response('<h1>Unprocessable</h1>', { status: 422 });
    await expect(submitForm('/api/leads', body(), { idempotencyKey: 'k', fetch: async () => html })).resolves.toEqual({
      kind: 'invalid',
      errors: {},
    });
  });

  it("reads the file field's message from a 413 reply, and a 429 reply's own words", async () => {
    const tooLarge = Response.json(
      { errors: { attachments: 'Total file size must not exceed 10MB' } },
      { status: 413 },
    );
    await expect(submitForm('/x', body(), { idempotencyKey: 'k', fetch: async () => tooLarge })).resolves.toEqual({
      kind: 'invalid',
      errors: { attachments: 'Total file size must not exceed 10MB' },
    });
    const message = 'Too many submissions from your address. Please try again in 10 minutes.';
    const tooMany = Response.json({ error: message }, { status: 429, headers: { 'Retry-After': '600' } });
    await expect(submitForm('/x', body(), { idempotencyKey: 'k', fetch: async () => tooMany })).resolves.toEqual({
      kind: 'refused',
      status: 429,
      message,
    });
    const bare = new Response('Forbidden', { status: 403 });
    await expect(submitForm('/x', body(), { idempotencyKey: 'k', fetch: async () => bare })).resolves.toEqual({
      kind: 'failed',
      status: 403,
    });
  });

  it('reports other error replies, a failed connection and a time-out', async () => {
    await expect(
      submitForm('/x', body(), { idempotencyKey: 'k', fetch: async () => new Response('', { status: 503 }) }),
    ).resolves.toEqual({
      kind: 'failed',
      status: 503,
    });
    await expect(
      submitForm('/x', body(), { idempotencyKey: 'k', fetch: () => Promise.reject(new TypeError('Failed to fetch')) }),
    ).resolves.toEqual({
      kind: 'offline',
    });
    vi.useFakeTimers();
    const hanging: typeof fetch = (_, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const result = submitForm('/x', body(), { idempotencyKey: 'k', fetch: hanging });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ kind: 'timeout' });
  });
});

describe('fieldForError', () => {
  it.each([
    ['phone', 'phone'],
    ['lead[phone_number]', 'phone'],
    ['phone_number', 'phone'],
    ['timeline_restrictions', 'timeline'],
    ['leads_attachments', 'attachments'],
    ['lead[sources][]', 'sources'],
    ['base', undefined],
  ])('lead error %s → %s', (name, field) => expect(fieldForError(name, LEAD_KEYS)).toBe(field));
  it.each([
    ['job_id', 'jobId'],
    ['links', 'link'],
    ['application[cv]', 'cv'],
  ])('application error %s → %s', (name, field) => expect(fieldForError(name, APPLICATION_KEYS)).toBe(field));
});

describe('idempotencyKeys', () => {
  it('keeps the key for every retry of the same values and makes a new one after a change or a success', () => {
    let n = 0;
    const keys = idempotencyKeys(() => `key-${++n}`);
    const values = { name: 'Ana', attachments: [pdfFile('brief.pdf')] };
    expect(keys.keyFor(values)).toBe('key-1');
    expect(keys.keyFor({ ...values })).toBe('key-1');
    expect(keys.keyFor({ ...values, name: 'Ana Pop' })).toBe('key-2');
    expect(keys.keyFor({ ...values, name: 'Ana Pop', attachments: [pdfFile('brief.pdf', '%PDF-1.7 longer')] })).toBe(
      'key-3',
    );
    keys.forget();
    expect(keys.keyFor({ ...values, name: 'Ana Pop', attachments: [pdfFile('brief.pdf', '%PDF-1.7 longer')] })).toBe(
      'key-4',
    );
  });

  it('uses random UUIDs by default', () => {
    expect(idempotencyKeys().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
