// @vitest-environment node
/**
 * What a hostile client tries against the intake route handlers, and what it gets: each case asserts the
 * status, the message and that nothing was stored. Files and bodies are built here.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPeerAddress } from '@/lib/intake/guards/peer';
import { docx, pdf, pdfOfSize } from '@/tests/support/files';
import { encoded, loadIntakeRoutes, upload, type IntakeRoutes } from '@/tests/support/intakeRoutes';
import { applicationBody, applicationValues, leadBody, leadValues } from '@/tests/support/submissions';

let routes: IntakeRoutes;
const load = async (env?: Record<string, string>) => (routes = await loadIntakeRoutes(env));
afterEach(async () => {
  await routes.close();
  vi.useRealTimers();
});

const MiB = 1024 * 1024;
const pdfFile = (name = 'brief.pdf', bytes = pdf()) => upload(bytes, name, 'application/pdf');
const withCv = (bytes = pdf()) => applicationBody(applicationValues({ cv: [pdfFile('cv.pdf', bytes)] }));

/** Posts, checks the answer, and that nothing was stored. */
async function refused(response: Promise<Response>, status: number, body: unknown) {
  const before = await routes.counts();
  const answer = await response;
  expect(await answer.json()).toEqual(body);
  expect(answer.status).toBe(status);
  expect(await routes.counts()).toEqual(before);
  return answer;
}

describe('1. the rate limit keys on the address, not on what the client writes', () => {
  it("with no trusted proxy, a new X-Forwarded-For per request shares the connection's one budget", async () => {
    await load({ INTAKE_TRUSTED_PROXY_HOPS: '0' });
    const fromOneConnection = (index: number) =>
      withPeerAddress('203.0.113.50', () => routes.lead(leadBody(), { 'x-forwarded-for': `6.6.6.${index}` }));
    for (let index = 0; index < 5; index += 1) expect((await fromOneConnection(index)).status).toBe(201);
    const limited = await refused(fromOneConnection(5), 429, {
      error: 'Too many submissions from your address. Please try again in 10 minutes.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    // Another connection has its own budget.
    const other = await withPeerAddress('203.0.113.51', () =>
      routes.lead(leadBody(), { 'x-forwarded-for': '6.6.6.5' }),
    );
    expect(other.status).toBe(201);
  });

  it('a post whose connection address the server could not see (it was still starting) is counted only site-wide', async () => {
    // Before: every such post shared one budget named "unknown" (on PostgreSQL, across instances), and the sixth
    // was refused, whoever sent it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await load({ INTAKE_TRUSTED_PROXY_HOPS: '0' });
    for (let index = 0; index < 7; index += 1) expect((await routes.lead(leadBody())).status).toBe(201);
    expect(logged).toHaveBeenCalledWith(
      'intake: a post came in without its connection address (the server was still starting, or its check at ' +
        'start-up found it cannot see addresses: see the error logged then); only the site-wide limits counted it',
    );
    logged.mockRestore();
    // A known address still has its budget of five.
    const fromPeer = () => withPeerAddress('203.0.113.52', () => routes.lead(leadBody()));
    for (let index = 0; index < 5; index += 1) expect((await fromPeer()).status).toBe(201);
    expect((await fromPeer()).status).toBe(429);
  });

  it('behind a trusted proxy, the address that proxy saw, whatever the client put before it', async () => {
    await load({ INTAKE_TRUSTED_PROXY_HOPS: '1' });
    const forged = (index: number) => routes.lead(leadBody(), { 'x-forwarded-for': `6.6.6.${index}, 198.51.100.9` });
    for (let index = 0; index < 5; index += 1) expect((await forged(index)).status).toBe(201);
    await refused(forged(5), 429, { error: 'Too many submissions from your address. Please try again in 10 minutes.' });
  });

  it('a site-wide ceiling on submissions per minute holds whatever the addresses', async () => {
    await load({ INTAKE_SITE_SUBMISSIONS_PER_MINUTE: '3' });
    for (let index = 0; index < 3; index += 1) expect((await routes.lead(leadBody())).status).toBe(201);
    const busy = await refused(routes.lead(leadBody()), 429, {
      error: 'We are receiving an unusual number of submissions. Please try again in 1 minute.',
    });
    expect(Number(busy.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('a site-wide ceiling on stored bytes per hour answers 503 with Retry-After before the disk is at risk', async () => {
    await load({ INTAKE_SITE_MB_PER_HOUR: '1' });
    expect((await routes.application(withCv(pdfOfSize(0.6 * MiB)))).status).toBe(201);
    const busy = await refused(routes.application(withCv(pdfOfSize(0.6 * MiB))), 503, {
      error: 'We are receiving an unusual number of submissions. Please try again in 60 minutes.',
    });
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Text alone does not risk the disk.
    expect((await routes.lead(leadBody())).status).toBe(201);
  });

  it('a storage quota refuses new files with 507, a clear message and a log line, and still takes text', async () => {
    await load({ INTAKE_STORAGE_QUOTA_MB: '1' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await routes.application(withCv(pdfOfSize(0.6 * MiB)))).status).toBe(201);
    // An application cannot be sent without its CV: it is told where to e-mail the CV instead.
    await refused(routes.application(withCv(pdfOfSize(0.6 * MiB))), 507, {
      errors: {
        cv: 'We cannot take CVs through the form right now. Please email your CV to hello@wolfpack-digital.com, with the name of the job in the subject.',
      },
    });
    const brief = pdfFile('brief.pdf', pdfOfSize(0.6 * MiB));
    await refused(routes.lead(leadBody(leadValues({ attachments: [brief] }))), 507, {
      errors: {
        attachments:
          'We cannot take attached files right now. Send the form without them, or email them to hello@wolfpack-digital.com.',
      },
    });
    expect(log).toHaveBeenCalledWith(
      'intake: refused an application with files: stored files 0.6 MB + 0.6 MB would pass the quota of 1.0 MB',
    );
    expect((await routes.lead(leadBody())).status).toBe(201);
  });
});

describe('2. no property name slips past the unknown-field check', () => {
  it('a part named __proto__ (150 of 64 KB) is 422 naming it', async () => {
    await load();
    const body = leadBody();
    for (let index = 0; index < 150; index += 1) body.append('__proto__', 'x'.repeat(64 * 1024));
    await refused(routes.lead(body), 422, JSON.parse('{"errors":{"__proto__":"Unknown field"}}'));
  });

  it('constructor, toString and hasOwnProperty are named too, also on the no-JavaScript page', async () => {
    await load();
    const body = leadBody();
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) body.append(name, 'x');
    await refused(routes.lead(body), 422, {
      errors: { constructor: 'Unknown field', toString: 'Unknown field', hasOwnProperty: 'Unknown field' },
    });
    const page = await routes.lead(body, { accept: 'text/html' });
    expect(page.status).toBe(422);
    expect(await page.text()).toContain('<li><strong>constructor:</strong> Unknown field</li>');
  });
});

describe('3. what is stored and forwarded is exactly what was validated', () => {
  it('a repeated scalar key is 422', async () => {
    await load();
    const body = leadBody();
    body.append('lead[name]', 'Someone Else');
    await refused(routes.lead(body), 422, { errors: { name: 'This field was sent more than once' } });
  });

  it('a javascript: link beside a good one is 422, and so is one alone', async () => {
    await load();
    const twoLinks = withCv();
    twoLinks.append('application[links][]', 'javascript:alert(document.cookie)');
    await refused(routes.application(twoLinks), 422, { errors: { link: 'This field was sent more than once' } });
    const badLink = applicationBody(applicationValues({ link: 'javascript:alert(1)', cv: [pdfFile('cv.pdf')] }));
    const answer = await routes.application(badLink);
    expect(answer.status).toBe(422);
    expect(Object.keys(((await answer.json()) as { errors: object }).errors)).toEqual(['link']);
  });

  it('the no-JavaScript mailing pair (hidden false, then the checkbox) is taken; another value is not', async () => {
    await load();
    const pair = leadBody(leadValues({ mailing: false }));
    pair.append('mailing', 'true');
    const stored = await routes.lead(pair);
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    expect((await routes.store.get(id))?.fields.mailing).toBe(true);
    const odd = leadBody(leadValues({ mailing: false }));
    odd.append('mailing', 'maybe');
    await refused(routes.lead(odd), 422, { errors: { mailing: 'Invalid value' } });
  });
});

describe('4 and 5. idempotent retries', () => {
  const key = { 'idempotency-key': '0b3f4c1e-5d2a-4f8e-9c71-2a6d8e4b1f00' };

  it('reusing an Idempotency-Key for a different body is 422 and stores nothing', async () => {
    await load();
    const first = await routes.lead(leadBody(), key);
    expect(first.status).toBe(201);
    await refused(routes.lead(leadBody(leadValues({ message: 'A completely different project.' })), key), 422, {
      error: 'This Idempotency-Key was already used for another submission: send a new key with a changed form',
    });
    const retry = await routes.lead(leadBody(), key);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
  });

  it('a replay of a stored submission gets its answer even when the address is over its limit', async () => {
    await load({ INTAKE_RATE_LIMIT: '1' });
    const from = { 'x-forwarded-for': '198.51.100.200' };
    const first = await routes.lead(leadBody(), { ...from, ...key });
    expect(first.status).toBe(201);
    expect((await routes.lead(leadBody(), from)).status).toBe(429);
    const replay = await routes.lead(leadBody(), { ...from, ...key });
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
  });

  it('invalid posts do not use up the submission budget: five typos, then the form goes through', async () => {
    await load();
    const from = { 'x-forwarded-for': '198.51.100.201', accept: 'text/html' };
    for (let index = 0; index < 6; index += 1) {
      expect((await routes.lead(leadBody(leadValues({ email: `typo${index}@` })), from)).status).toBe(422);
    }
    expect((await routes.lead(leadBody(), from)).status).toBe(303);
  });

  it('invalid posts have their own, larger budget', async () => {
    await load({ INTAKE_INVALID_RATE_LIMIT: '3' });
    const from = { 'x-forwarded-for': '198.51.100.202' };
    for (let index = 0; index < 3; index += 1) {
      expect((await routes.lead(leadBody(leadValues({ email: 'x@' })), from)).status).toBe(422);
    }
    const limited = await refused(routes.lead(leadBody(), from), 429, {
      error:
        'Too many submissions with problems came from your address. Please check the form and try again in 10 minutes.',
    });
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});

describe('6 and 11. sizes', () => {
  it('a file of exactly 10 MiB is taken; one byte more is refused with the one-file message', async () => {
    await load();
    const exact = await routes.application(withCv(pdfOfSize(10 * MiB)));
    expect(exact.status).toBe(201);
    const { id } = (await exact.json()) as { id: string };
    expect((await routes.store.get(id))?.files[0]?.size).toBe(10 * MiB);
    await refused(routes.application(withCv(pdfOfSize(10 * MiB + 1))), 413, {
      errors: { cv: 'File size must not exceed 10MB' },
    });
  });

  it('one 11 MB file, with its Content-Length declared, gets the one-file message', async () => {
    await load();
    const body = await encoded(withCv(pdfOfSize(11 * 1024 * 1024)));
    await refused(routes.application(body.bytes, body.headers), 413, {
      errors: { cv: 'File size must not exceed 10MB' },
    });
  });

  it('10,000 tiny parts are refused as too many fields', async () => {
    await load();
    const body = leadBody();
    for (let index = 0; index < 10_000; index += 1) body.append('lead[sources][]', 'linkedin');
    await refused(routes.lead(body), 413, { error: 'The form has too many fields: at most 200 are accepted' });
  });
});

describe('9. posts from another site', () => {
  it('are refused with 403 when a browser says so; our own pages and server-side clients are taken', async () => {
    await load();
    await refused(routes.lead(leadBody(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), 403, {
      error: 'This form can only be sent from our own website. Please use the form on our site.',
    });
    await refused(routes.lead(leadBody(), { 'sec-fetch-site': 'cross-site' }), 403, {
      error: 'This form can only be sent from our own website. Please use the form on our site.',
    });
    await refused(routes.lead(leadBody(), { origin: 'null' }), 403, {
      error: 'This form can only be sent from our own website. Please use the form on our site.',
    });
    const ours = await routes.lead(leadBody(), {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
    });
    expect(ours.status).toBe(303);
    // An older browser without Sec-Fetch-Site: its Origin is the host it posted to.
    expect((await routes.lead(leadBody(), { origin: 'https://wolfpack.test', host: 'wolfpack.test' })).status).toBe(
      201,
    );
    expect((await routes.lead(leadBody())).status).toBe(201);
  });

  it('takes a configured origin', async () => {
    await load({ INTAKE_ALLOWED_ORIGINS: 'https://careers.example.com' });
    expect((await routes.lead(leadBody(), { origin: 'https://careers.example.com' })).status).toBe(201);
  });
});

describe('12. the no-JavaScript answer page', () => {
  it('allows by hash exactly its own style (next.config.ts sends this policy for HTML answers)', async () => {
    await load();
    const { PROBLEM_PAGE_POLICY } = await import('@/lib/intake/http/html');
    const answer = await routes.lead(leadBody(leadValues({ email: 'nope' })), { accept: 'text/html' });
    const style = /<style>([\s\S]*)<\/style>/.exec(await answer.text())![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(PROBLEM_PAGE_POLICY).toBe(
      `default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; style-src 'sha256-${hash}'`,
    );
  });
});

it('a valid Word CV still goes through all of this', async () => {
  await load();
  const cv = docx();
  const answer = await routes.application(applicationBody(applicationValues({ cv: [upload(cv, 'CV.docx', '')] })), {
    origin: 'https://www.wolfpack-digital.com',
    'idempotency-key': 'cv-1',
  });
  expect(answer.status).toBe(201);
});
