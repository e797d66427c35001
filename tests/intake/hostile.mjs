// A hostile client against `next start`: a new X-Forwarded-For per request does not buy a new rate-limit
// budget, a browser's post from another site is refused, methods nobody handles get 405 with Allow and the
// security headers (TRACE included), unknown API paths 404, and the no-JavaScript answer page's style is allowed
// by its own policy.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, pdf, startServer, tempDb, storedCount } from './server.mjs';

const temp = tempDb();
let server;
const post = (headers, body = leadBody(Date.now(), pdf('hostile'))) =>
  fetch(`${server.url}/api/leads`, { method: 'POST', body, headers });
/** A raw request, for the methods fetch refuses to send. */
const raw = (method, path) =>
  new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });

describe('Intake hostile-client test (forged addresses, other sites, methods)', () => {
  before(async () => {
    server = await startServer({ port: await freePort(), env: { INTAKE_DB: temp.db, INTAKE_RATE_LIMIT: '3' } });
  });
  after(async () => {
    await server?.stop();
    temp.remove();
  });

  test('a post from another site gets 403 and stores nothing; one from our own page gets 201', async () => {
    // 9. A browser posting from another site; then our own page's post.
    const crossSite = await post({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    assert(crossSite.status === 403, `a post from another site answers 403, not ${crossSite.status}`);
    assert(
      (await crossSite.json()).error ===
        'This form can only be sent from our own website. Please use the form on our site.',
      'the 403 says why',
    );
    assert((await storedCount(temp.db)) === 0, 'a post from another site stores nothing');
    const ours = await post({ Origin: server.url, 'Sec-Fetch-Site': 'same-origin' });
    assert(ours.status === 201, `a post from our own page is stored, not ${ours.status}`);
    console.log('✓ a post from another site: 403, nothing stored; from our own page: 201');
  });
  test("the no-JavaScript error page's style is allowed by hash; JSON answers allow nothing", async () => {
    // 12. The page a browser without JavaScript gets for a refused form: its own style is allowed, nothing else.
    // (Refused posts do not use up the address's budget of stored submissions, which row 1 spends.)
    const body = leadBody(1, pdf('no-js'));
    body.set('lead[email]', 'not-an-address');
    const page = await post({ Accept: 'text/html' }, body);
    const html = await page.text();
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    const policy = page.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    assert(page.status === 422, `the no-JavaScript answer is 422, not ${page.status}`);
    assert(policy.includes(`style-src 'sha256-${hash}'`), `its policy allows its style: ${policy}`);
    assert(policy.startsWith("default-src 'none'") && !policy.includes('unsafe'), `and nothing else: ${policy}`);
    const json = await post({}, body);
    assert(
      json.headers.get('content-security-policy') ===
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'a JSON answer keeps the policy that allows nothing',
    );
    console.log("✓ the no-JavaScript error page's style is allowed by hash; JSON answers allow nothing");
  });
  test('TRACE anywhere, GET or DELETE on the API, POST to a page: 405 with Allow and the security headers', async () => {
    // 10. Methods nobody handles.
    for (const [method, path, allow] of [
      ['TRACE', '/', 'GET, HEAD'],
      ['TRACE', '/api/leads', 'POST, OPTIONS'],
      ['GET', '/api/leads', 'POST, OPTIONS'],
      ['DELETE', '/api/job-applications', 'POST, OPTIONS'],
      ['POST', '/contact', 'GET, HEAD'],
    ]) {
      const answer = await raw(method, path);
      assert(answer.status === 405, `${method} ${path} answers 405, not ${answer.status}`);
      assert(answer.headers.allow === allow, `${method} ${path} says Allow: ${allow}, not ${answer.headers.allow}`);
      assert(answer.headers['x-content-type-options'] === 'nosniff', `${method} ${path} has the security headers`);
      assert(answer.headers['x-frame-options'] === 'DENY', `${method} ${path} has X-Frame-Options`);
    }
    console.log('✓ TRACE anywhere, GET or DELETE on the API, POST to a page: 405 with Allow and the security headers');
  });
  test('/api/Leads, /api/leads;x, /api/leads%2F and other unknown API paths: 404 in JSON', async () => {
    // 13. A mistyped endpoint is no endpoint: 404 in JSON with the security headers (Next.js took such a POST for
    // a Server Action and answered 409).
    for (const [method, path] of [
      ['POST', '/api/Leads'],
      ['POST', '/api/leads;x'],
      ['POST', '/api/leads%2F'],
      ['POST', '/api/leadsx'],
      ['GET', '/api/nothing-here'],
    ]) {
      const answer = await raw(method, path);
      assert(answer.status === 404, `${method} ${path} answers 404, not ${answer.status}`);
      assert(JSON.parse(answer.body).error === 'Not found', `${method} ${path} says so in JSON: ${answer.body}`);
      assert(answer.headers['x-content-type-options'] === 'nosniff', `${method} ${path} has the security headers`);
    }
    console.log('✓ /api/Leads, /api/leads;x, /api/leads%2F and other unknown API paths: 404 in JSON');
  });
  test('a forged X-Forwarded-For per request buys no new rate-limit budget', async () => {
    // 1. Every request from this one connection claims another address; the budget (3) holds all the same.
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await post({ 'X-Forwarded-For': `6.6.6.${index}`, 'Idempotency-Key': `forged-${index}` })).status);
    }
    assert(statuses.join() === '201,201,429,429', `forged addresses buy no new budget: ${statuses.join()}`);
    assert((await storedCount(temp.db)) === 3, 'three submissions stored, no more');
    console.log(`✓ a forged X-Forwarded-For per request: ${statuses.join(', ')}; 3 stored`);
  });
});
