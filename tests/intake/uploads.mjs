// Large uploads and replayed keys through `next start`, its proxy (proxy.ts) and the route handler, as a
// visitor or an attacker would send them:
// - a file of exactly 10 MiB is stored; 10 MiB + 1 byte is 413 with the form's message for that file; a body
//   declaring 100 MB is refused at once, before it is sent;
// - a replayed Idempotency-Key answers the first submission's id, a reused key with another form 422, and both
//   count against the address's budget of refused posts, so past it the next replay is refused with 429
//   before its body is read.
import assert from 'node:assert/strict';
import http from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, openSqliteStore, pdf, startServer, tempDb } from './server.mjs';
import '../../scripts/typescript.mjs';

const { leadForm } = await import('../../lib/intake/forms.ts');
const { MAX_FILE_BYTES } = await import('../../lib/validation/rules.ts');

// Refused posts (and replays) per address: the two 413s below spend two, the replays the other three.
const REFUSED_BUDGET = 5;
const temp = tempDb();
let server;
let port;
const stored = async () => {
  const store = openSqliteStore(temp.db);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
};
/** A PDF of exactly `size` bytes (`pdf()` pads to its size, then ends with a 6-byte `%%EOF` line). */
const pdfOfSize = (label, size) => {
  const bytes = pdf(label, size - '%%EOF\n'.length);
  assert(bytes.length === size, `the test's PDF has ${bytes.length} bytes, not ${size}`);
  return bytes;
};
const post = (body, headers = {}) => fetch(`${server.url}/api/leads`, { method: 'POST', body, headers });

/**
 * Posts on a connection of its own, closed after the answer: the server answers an oversized body before reading
 * all of it and then drops the connection, which a connection kept for the next request would find reset.
 */
async function postAlone(form) {
  const encoded = new Request(`${server.url}/api/leads`, { method: 'POST', body: form });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}/api/leads`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': encoded.headers.get('content-type'), 'Content-Length': bytes.length },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    // Once answered, the rest of the upload may be cut off: that is the point.
    request.on('error', reject);
    request.end(bytes);
  });
}

/**
 * Sends a request's head and `body` (none by default) on a raw connection, leaving the rest of the declared
 * body unsent, and resolves with the status line's code and how long it took, or null after `waitMs`.
 */
function headOnly(headers, body = Buffer.alloc(0), waitMs = 5000) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    const done = (status) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, ms: Date.now() - started });
    };
    const timer = setTimeout(() => done(null), waitMs);
    socket.on('error', () => done(null));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) done(Number(status[1]));
    });
    const head = Object.entries({ Host: `127.0.0.1:${port}`, ...headers })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`POST /api/leads HTTP/1.1\r\n${head}\r\n\r\n`);
    socket.write(body);
  });
}
describe('Intake uploads and replays (exactly 10 MiB, 413 at once, replays counted)', () => {
  before(async () => {
    server = await startServer({
      port: await freePort(),
      env: { INTAKE_DB: temp.db, INTAKE_INVALID_RATE_LIMIT: String(REFUSED_BUDGET) },
    });
    ({ port } = new URL(server.url));
  });
  after(async () => {
    await server?.stop();
    temp.remove();
  });

  test('a file of exactly 10 MiB is stored whole', async () => {
    // 1. Exactly 10 MiB passes, through the proxy and the route handler.
    const exact = await post(leadBody(1, pdfOfSize('exactly the limit', MAX_FILE_BYTES)));
    const exactAnswer = await exact.json();
    assert(
      exact.status === 201,
      `a file of exactly 10 MiB is stored (201), not ${exact.status} ${JSON.stringify(exactAnswer)}`,
    );
    const [first] = await stored();
    assert(first?.files[0]?.size === MAX_FILE_BYTES, `it is stored whole: ${first?.files[0]?.size} bytes`);
    console.log(`✓ a file of exactly ${MAX_FILE_BYTES} bytes: 201, stored whole`);
  });
  test("a file of 10 MiB + 1 byte is 413 with the form's message for it", async () => {
    // 2. One byte more: 413 naming the file, in the form's words.
    const over = await postAlone(leadBody(2, pdfOfSize('one byte over', MAX_FILE_BYTES + 1)));
    const overAnswer = JSON.parse(over.body);
    assert(
      over.status === 413 && overAnswer.errors?.attachments === leadForm.fileSizeMessage,
      `10 MiB + 1 byte is 413 "${leadForm.fileSizeMessage}", not ${over.status} ${JSON.stringify(overAnswer)}`,
    );
    console.log(`✓ a file of ${MAX_FILE_BYTES + 1} bytes: 413 "${overAnswer.errors.attachments}"`);
  });
  test('a body declaring 100 MB is refused with 413 at once, none of it sent, nothing stored', async () => {
    // 3. A declared body of 100 MB is answered 413 at once, without waiting for (or reading) its bytes.
    const declared = await headOnly({
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(100 * 1000 * 1000),
    });
    assert(
      declared.status === 413,
      `a declared 100 MB body is refused with 413, not ${declared.status ?? 'no answer'}`,
    );
    assert(declared.ms < 2000, `at once: ${declared.ms} ms`);
    console.log(`✓ a declared 100 MB body: 413 in ${declared.ms} ms, none of it sent`);
    assert((await stored()).length === 1, 'nothing more is stored');
  });
  test('replays and a reused key count against the budget of refused posts: then 429 before the body', async () => {
    // 4. Replays and a reused key count against the address's budget of refused posts.
    const key = 'replay-budget-key';
    const body = () => leadBody(3, pdf('replayed brief', 200_000));
    const original = await post(body(), { 'Idempotency-Key': key });
    assert(original.status === 201, `the keyed lead is stored, not ${original.status}`);
    const { id } = await original.json();
    const replay = await post(body(), { 'Idempotency-Key': key });
    assert(replay.status === 201 && (await replay.json()).id === id, 'a replay answers the first id');
    const misuse = await post(leadBody(4, pdf('another brief')), { 'Idempotency-Key': key });
    assert(misuse.status === 422, `the key with another form is 422, not ${misuse.status}`);
    const again = await post(body(), { 'Idempotency-Key': key });
    assert(again.status === 201, `the last request within the budget is still answered, not ${again.status}`);
    // The budget is spent: the next replay is refused from its key and headers alone, its body never sent.
    const refused = await headOnly({
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': '200000',
      'Idempotency-Key': key,
    });
    assert(
      refused.status === 429,
      `past the budget a replay gets 429 before its body, not ${refused.status ?? 'no answer'}`,
    );
    assert((await stored()).length === 2, 'a replay stores nothing');
    console.log(`✓ replays and a reused key counted: 201, 422, 201, then 429 in ${refused.ms} ms with the body unsent`);
  });
});
