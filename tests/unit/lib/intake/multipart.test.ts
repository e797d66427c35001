// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FILE_TOO_LARGE,
  IntakeError,
  NAMELESS,
  parseMultipart,
  STAR_NAME,
  TOO_LARGE,
  TOO_MANY_PARTS,
  VALUE_TOO_LONG,
} from '@/lib/intake/http/multipart';

const limits = { maxBodyBytes: 64 * 1024, maxFileBytes: 16 * 1024, maxFieldBytes: 1024, maxParts: 20 };
const url = 'http://localhost/api/leads';
/** The upload folder of the request under test. */
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'multipart-test-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function refusal(request: Request): Promise<{ status: number; message: string; field?: string }> {
  try {
    await parseMultipart(request, limits, folder);
  } catch (error) {
    if (error instanceof IntakeError) {
      return { status: error.status, message: error.message, ...(error.field !== undefined && { field: error.field }) };
    }
    throw error;
  }
  throw new Error('The body was accepted');
}

/** A body that never ends, counting how many bytes were pulled from it. */
function endless(boundary: string) {
  const pulled = { bytes: 0 };
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="lead[leads_attachments][]"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  let sentHead = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = sentHead ? new Uint8Array(8 * 1024).fill(0x41) : new TextEncoder().encode(head);
      sentHead = true;
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describe('parseMultipart', () => {
  it('reads text parts in order, repeated keys once per value, and files written to the folder', async () => {
    const form = new FormData();
    form.append('lead[name]', 'Ana Mureșan');
    form.append('lead[sources][]', 'linkedin');
    form.append('lead[sources][]', 'event');
    form.append(
      'lead[leads_attachments][]',
      new File(['%PDF-1.4 brief'], 'Brief – v2.pdf', { type: 'application/pdf' }),
    );
    const parts = await parseMultipart(post(form), limits, folder);
    expect(parts).toEqual([
      { name: 'lead[name]', value: 'Ana Mureșan' },
      { name: 'lead[sources][]', value: 'linkedin' },
      { name: 'lead[sources][]', value: 'event' },
      {
        name: 'lead[leads_attachments][]',
        file: {
          filename: 'Brief – v2.pdf',
          mimeType: 'application/pdf',
          path: join(folder, 'part-4'),
          size: 14,
          sha256: createHash('sha256').update('%PDF-1.4 brief').digest('hex'),
        },
      },
    ]);
    expect(readFileSync(join(folder, 'part-4'), 'utf8')).toBe('%PDF-1.4 brief');
    // Personal data: readable by the server's own user only.
    expect(statSync(join(folder, 'part-4')).mode & 0o777).toBe(0o600);
  });

  it('only hashes the files, keeping none of their bytes, when told not to keep them', async () => {
    const form = new FormData();
    form.append('lead[leads_attachments][]', new File(['%PDF-1.4 brief'], 'brief.pdf', { type: 'application/pdf' }));
    const [part] = await parseMultipart(post(form), limits, null);
    expect(readdirSync(folder)).toEqual([]);
    expect(part).toMatchObject({
      file: { path: null, size: 14, sha256: createHash('sha256').update('%PDF-1.4 brief').digest('hex') },
    });
  });

  it('refuses a body that is not multipart with 415', async () => {
    expect(await refusal(post('{"lead":{}}', { 'content-type': 'application/json' }))).toMatchObject({ status: 415 });
    expect(await refusal(post('name=a', { 'content-type': 'application/x-www-form-urlencoded' }))).toMatchObject({
      status: 415,
    });
  });

  it('refuses a declared Content-Length far over the cap with 413 before reading the body', async () => {
    const { stream, pulled } = endless('b');
    const request = post(stream, {
      'content-type': 'multipart/form-data; boundary=b',
      'content-length': String(2 * limits.maxBodyBytes + 1),
    });
    expect(await refusal(request)).toMatchObject({ status: 413, message: TOO_LARGE });
    expect(pulled.bytes).toBeLessThan(limits.maxBodyBytes / 2);
  });

  it('reads a body declared just over the cap up to the cap, so that one file too big is named as such', async () => {
    const { stream, pulled } = endless('b');
    const request = post(stream, {
      'content-type': 'multipart/form-data; boundary=b',
      'content-length': String(limits.maxBodyBytes + 1),
    });
    expect(await refusal(request)).toEqual({
      status: 413,
      message: FILE_TOO_LARGE,
      field: 'lead[leads_attachments][]',
    });
    expect(pulled.bytes).toBeLessThan(limits.maxBodyBytes);
  });

  it('takes a file, a value and a number of parts exactly at their limits, and refuses one more', async () => {
    const atLimits = new FormData();
    atLimits.append('lead[name]', 'a'.repeat(limits.maxFieldBytes));
    atLimits.append('lead[leads_attachments][]', new File([new Uint8Array(limits.maxFileBytes)], 'exact.pdf'));
    for (let index = 2; index < limits.maxParts; index += 1) atLimits.append('lead[sources][]', 'x');
    const parts = await parseMultipart(post(atLimits), limits, folder);
    expect(parts).toHaveLength(limits.maxParts);
    expect(statSync(join(folder, 'part-2')).size).toBe(limits.maxFileBytes);

    const longValue = new FormData();
    longValue.append('lead[name]', 'a'.repeat(limits.maxFieldBytes + 1));
    expect(await refusal(post(longValue))).toEqual({ status: 413, message: VALUE_TOO_LONG, field: 'lead[name]' });
    const bigFile = new FormData();
    bigFile.append('lead[leads_attachments][]', new File([new Uint8Array(limits.maxFileBytes + 1)], 'big.pdf'));
    expect(await refusal(post(bigFile))).toMatchObject({ status: 413, message: FILE_TOO_LARGE });
    atLimits.append('lead[sources][]', 'one too many');
    expect(await refusal(post(atLimits))).toEqual({ status: 413, message: TOO_MANY_PARTS });
  });

  it('stops reading as soon as a streamed file passes its cap', async () => {
    const { stream, pulled } = endless('b');
    const result = await refusal(post(stream, { 'content-type': 'multipart/form-data; boundary=b' }));
    expect(result).toEqual({
      status: 413,
      message: FILE_TOO_LARGE,
      field: 'lead[leads_attachments][]',
    });
    expect(pulled.bytes).toBeLessThan(limits.maxFileBytes + 64 * 1024);
  });

  it('stops reading as soon as the whole body passes its cap', async () => {
    const form = new FormData();
    for (let index = 0; index < 6; index += 1) {
      form.append('lead[leads_attachments][]', new File([new Uint8Array(15 * 1024)], `${index}.pdf`));
    }
    expect(await refusal(post(form))).toMatchObject({ status: 413 });
  });

  it('refuses a truncated body, a body without a boundary and garbage with 400', async () => {
    const form = new FormData();
    form.append('lead[name]', 'Ana');
    form.append('lead[leads_attachments][]', new File(['%PDF-1.4'], 'a.pdf'));
    const request = post(form);
    const full = await request.text();
    const contentType = request.headers.get('content-type')!;
    const truncated = full.slice(0, full.length - 40);
    expect(await refusal(post(truncated, { 'content-type': contentType }))).toMatchObject({ status: 400 });
    expect(await refusal(post(full, { 'content-type': 'multipart/form-data; charset=utf-8' }))).toMatchObject({
      status: 400,
    });
    expect(
      await refusal(post('\u0000\u0001 not a form at all', { 'content-type': 'multipart/form-data; boundary=xyz' })),
    ).toMatchObject({ status: 400 });
  });

  it('refuses a part named only by name* (RFC 2231) with 422 naming the field it gives, a part with no name at all too', async () => {
    const boundary = 'x-boundary';
    const body = (...dispositions: string[]) =>
      post(
        [
          ...dispositions.map(
            (disposition) => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\nAna\r\n`,
          ),
          `--${boundary}--\r\n`,
        ].join(''),
        { 'content-type': `multipart/form-data; boundary=${boundary}` },
      );
    expect(await refusal(body('name="lead[email]"', "name*=UTF-8''lead%5Bname%5D"))).toEqual({
      status: 422,
      message: STAR_NAME,
      field: 'lead[name]',
    });
    expect(await refusal(body("name*=utf-8'ro'n%C4%83me; filename*=UTF-8''a.pdf"))).toMatchObject({
      field: 'năme',
    });
    expect(await refusal(body('name=""'))).toEqual({ status: 422, message: NAMELESS });
    expect(await refusal(body('filename="a.pdf"'))).toEqual({ status: 422, message: NAMELESS });
  });
});
