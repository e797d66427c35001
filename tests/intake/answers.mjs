// Answers the docs promise, through `next start`, where Next.js or Node would answer otherwise (docs/intake.md,
// "Limits"): attachments one byte over 10 MiB together are 413 like one file over; an /api/ target with dot
// segments is no endpoint (404); Next.js's own redirects (a trailing slash, repeated slashes) carry the security
// headers; CONNECT is answered 405 at once and the connection closed; a part named only by `name*` is refused
// naming its field. Each check is a test of its own.
import http from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, pdf, startServer, tempDb, storedCount } from './server.mjs';
import '../../scripts/typescript.mjs';

const { leadForm } = await import('../../lib/intake/forms.ts');
const { MAX_TOTAL_BYTES } = await import('../../lib/validation/rules.ts');

const temp = tempDb();
let server;
let port;

/** A form's multipart bytes and content type, as fetch would send them. */
async function encoded(form) {
  const request = new Request(server.url, { method: 'POST', body: form });
  return { type: request.headers.get('content-type'), bytes: Buffer.from(await request.arrayBuffer()) };
}

/** One request on a connection of its own, the target sent exactly as written (fetch would resolve dot segments). */
const raw = (method, target, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: body ? { 'Content-Type': body.type } : {},
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body?.bytes);
  });

/** What each answer must carry (docs/architecture.md, "Security headers"). */
function expectSecurityHeaders(what, headers) {
  for (const name of [
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'content-security-policy',
  ]) {
    if (!headers[name]) throw new Error(`${what} has no ${name}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

const checks = {
  async 'attachments one byte over 10 MiB together: 413 with the total-size message'() {
    const half = MAX_TOTAL_BYTES / 2;
    const form = leadBody(1, pdf('first half', half - 6));
    form.append('lead[leads_attachments][]', new File([pdf('second half', half + 1 - 6)], 'b.pdf'));
    const response = await fetch(`${server.url}/api/leads`, { method: 'POST', body: form });
    const answer = await response.json();
    expect(
      response.status === 413 && answer.errors?.attachments === leadForm.totalSizeMessage,
      `expected 413 "${leadForm.totalSizeMessage}", got ${response.status} ${JSON.stringify(answer)}`,
    );
    return `413 "${answer.errors.attachments}"`;
  },

  async 'an /api/ target with dot segments: 404 in JSON with the security headers, whatever the method'() {
    const before = await storedCount(temp.db);
    const body = await encoded(leadBody(2, pdf('dot segments')));
    const seen = [];
    for (const target of ['/api/./leads', '/api/x/../leads', '/x/../api/leads', '/api/%2e/job-applications']) {
      for (const method of ['POST', 'GET']) {
        const answer = await raw(method, target, method === 'POST' ? body : undefined);
        expect(answer.status === 404, `${method} ${target} answered ${answer.status} ${answer.body}`);
        expect(JSON.parse(answer.body).error === 'Not found', `${method} ${target} said ${answer.body}`);
        expectSecurityHeaders(`${method} ${target}`, answer.headers);
        seen.push(`${method} ${target}`);
      }
    }
    expect((await storedCount(temp.db)) === before, 'nothing is stored');
    return `${seen.length} requests: 404, nothing stored`;
  },

  async "Next.js's redirects carry the security headers"() {
    for (const [target, location] of [
      ['/api/leads/', '/api/leads'],
      ['//api/leads', '/api/leads'],
      ['/contact/', '/contact'],
    ]) {
      const answer = await raw('GET', target);
      expect(answer.status === 308 && answer.headers.location === location, `${target}: ${answer.status}`);
      expectSecurityHeaders(`the 308 of ${target}`, answer.headers);
    }
    return '308 with HSTS, nosniff, X-Frame-Options, Referrer-Policy, Permissions-Policy and a policy';
  },

  async 'CONNECT: 405 at once with Allow, Connection: close and the security headers'() {
    const started = Date.now();
    const answer = await new Promise((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      let text = '';
      const timer = setTimeout(() => socket.destroy(), 3000);
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(text);
      });
      socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect(/^HTTP\/1\.1 405 /.test(head), `expected 405, got ${JSON.stringify(head.split('\r\n')[0] || 'no answer')}`);
    expect(headers.connection === 'close', `Connection: ${headers.connection}`);
    expect(headers.allow === 'GET, HEAD', `Allow: ${headers.allow}`);
    expectSecurityHeaders('the answer to CONNECT', headers);
    expect(JSON.parse(body).error !== undefined, `its body says why: ${body}`);
    return `405 in ${Date.now() - started} ms, then the connection closed`;
  },

  async 'a part named only by name* (RFC 2231): 422 naming the field'() {
    const before = await storedCount(temp.db);
    const { type, bytes } = await encoded(leadBody(3, pdf('name star')));
    const starred = Buffer.from(
      bytes.toString('latin1').replace('name="lead[name]"', "name*=UTF-8''lead%5Bname%5D"),
      'latin1',
    );
    expect(!starred.equals(bytes), "the test's body has a lead[name] part");
    const answer = await raw('POST', '/api/leads', { type, bytes: starred });
    const errors = JSON.parse(answer.body).errors ?? {};
    expect(
      answer.status === 422 && Object.keys(errors).join() === 'name',
      `expected 422 naming "name", got ${answer.status} ${answer.body}`,
    );
    expect((await storedCount(temp.db)) === before, 'nothing is stored');
    return `422 ${JSON.stringify(errors)}`;
  },
};

describe('Intake answers as documented (413 in total, dot segments 404, headers on redirects, CONNECT, name*)', () => {
  before(async () => {
    server = await startServer({ port: await freePort(), env: { INTAKE_DB: temp.db } });
    ({ port } = new URL(server.url));
  });
  after(async () => {
    await server?.stop();
    temp.remove();
  });
  for (const [name, check] of Object.entries(checks)) test(name, async () => console.log(`${name}: ${await check()}`));
});
