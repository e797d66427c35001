// @vitest-environment node
/**
 * The intake route handlers, called as Next.js calls them, against a real temporary SQLite file and,
 * when the tests have a PostgreSQL server (TEST_DATABASE_URL), against a fresh PostgreSQL schema.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { docm, docx, exe, pdf, pdfOfSize } from '@/tests/support/files';
import { loadIntakeRoutes, upload as file, type IntakeRoutes } from '@/tests/support/intakeRoutes';
import { storeBackends } from '@/tests/support/storeBackends';
import { applicationBody, applicationValues, leadBody, leadValues } from '@/tests/support/submissions';

let routes: IntakeRoutes;

const lead = (body: BodyInit, headers?: Record<string, string>) => routes.lead(body, headers);
const application = (body: BodyInit, headers?: Record<string, string>) => routes.application(body, headers);
const counts = () => routes.counts();

const pdfFile = (name = 'brief.pdf', bytes = pdf()) => file(bytes, name, 'application/pdf');
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Posts a bad lead and checks the answer and that nothing was stored. */
async function refused(response: Promise<Response>, status: number, body: unknown) {
  const before = await counts();
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(await answer.json()).toEqual(body);
  expect(await counts()).toEqual(before);
}

describe.each(storeBackends)('POST /api/leads and /api/job-applications on $name', (backend) => {
  beforeAll(async () => {
    if (backend.available) routes = await loadIntakeRoutes({}, backend);
  });
  beforeEach((context) => {
    if (!backend.available) context.skip();
  });
  afterAll(async () => {
    if (backend.available) await routes.close();
  });

  it('stores a valid lead with two files field for field and byte for byte, then answers 201 with its id', async () => {
    const brief = pdf('Pharmacy stock app brief');
    const wireframes = docx();
    const values = leadValues({
      attachments: [pdfFile('Brief – pharmacies.pdf', brief), file(wireframes, 'Wireframes.docx', docxType)],
    });
    const attribution = {
      utm_source: 'linkedin',
      utm_campaign: 'spring-2026',
      landing_page: 'http://localhost/contact',
    };
    const answer = await lead(leadBody(values, attribution), { 'user-agent': 'Mozilla/5.0 Firefox/140.0' });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };

    const stored = await routes.store.get(id);
    expect(stored).toMatchObject({
      kind: 'lead',
      spam: null,
      userAgent: 'Mozilla/5.0 Firefox/140.0',
      attribution,
      fields: {
        name: 'Ioana Pop',
        email: 'ioana.pop@example.ro',
        phone: '+40721555012',
        message: values.message,
        budget: '50k_100k',
        timeline: 'within_3_months',
        sources: ['linkedin', 'blog'],
        mailing: true,
        leadType: 'general_enquiry',
        subscriberSource: 'contact_page',
      },
    });
    expect(stored!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.ipHash).not.toContain('198.51.100');
    expect(stored!.entries.filter(([key]) => key === 'lead[sources][]')).toEqual([
      ['lead[sources][]', 'linkedin'],
      ['lead[sources][]', 'blog'],
    ]);
    expect(stored!.files.map(({ name, type, size, field }) => ({ name, type, size, field }))).toEqual([
      {
        name: 'Brief – pharmacies.pdf',
        type: 'application/pdf',
        size: brief.length,
        field: 'lead[leads_attachments][]',
      },
      { name: 'Wireframes.docx', type: docxType, size: wireframes.length, field: 'lead[leads_attachments][]' },
    ]);
    expect(Buffer.from((await routes.store.fileBytes(stored!.files[0]!.id))!)).toEqual(brief);
    expect(Buffer.from((await routes.store.fileBytes(stored!.files[1]!.id))!)).toEqual(wireframes);
  });

  it('stores a valid job application with its CV', async () => {
    const cv = docx();
    const values = applicationValues({ cv: [file(cv, 'Radu Ene CV.docx', '')] });
    const answer = await application(applicationBody(values));
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    const stored = await routes.store.get(id);
    expect(stored?.kind).toBe('application');
    // Every value as the applicant typed it; the CV is stored as a file, not as a field.
    expect(stored?.fields).toEqual(Object.fromEntries(Object.entries(values).filter(([field]) => field !== 'cv')));
    expect(stored!.files).toHaveLength(1);
    // The type is the one the server detected, not the browser's (empty here).
    expect(stored!.files[0]).toMatchObject({ name: 'Radu Ene CV.docx', type: docxType, field: 'application[cv]' });
    expect(Buffer.from((await routes.store.fileBytes(stored!.files[0]!.id))!)).toEqual(cv);
  });

  it('stores and forwards the address it validated: without the spaces around it', async () => {
    // As a client other than the form (which trims it) may post it.
    const body = leadBody();
    body.set('lead[email]', '  ioana@example.ro ');
    const response = await lead(body);
    expect(response.status).toBe(201);
    const stored = await routes.store.get(((await response.json()) as { id: string }).id);
    expect(stored!.fields.email).toBe('ioana@example.ro');
    expect(stored!.entries.find(([key]) => key === 'lead[email]')).toEqual(['lead[email]', 'ioana@example.ro']);
  });

  describe('refuses bad input with its status and message and stores nothing', () => {
    it('an invalid email', () =>
      refused(lead(leadBody(leadValues({ email: 'ioana@' }))), 422, { errors: { email: 'Invalid email format' } }));

    it.each([
      ['a line break after it', 'ioana@example.ro\r\n'],
      ['a vertical tab after it', 'ioana@example.ro\v'],
      ['a control character in it', 'inj\x01ctl@example.ro'],
      ['a right-to-left override in it', 'ioana\u202e@example.ro'],
    ])('an address with %s', async (_, email) => {
      const body = leadBody();
      body.set('lead[email]', email);
      await refused(lead(body), 422, { errors: { email: 'Invalid email format' } });
    });

    it('a missing required field', async () => {
      const body = leadBody();
      body.delete('lead[name]');
      await refused(lead(body), 422, { errors: { name: 'Required field' } });
    });

    it('an unknown extra key', async () => {
      const body = leadBody();
      body.append('lead[admin]', 'true');
      await refused(lead(body), 422, { errors: { 'lead[admin]': 'Unknown field' } });
    });

    it('an over-long field', () =>
      refused(lead(leadBody(leadValues({ message: 'a'.repeat(5001) }))), 422, {
        errors: { message: 'Must be at most 5000 characters' },
      }));

    it('a job that is not open', () =>
      refused(application(applicationBody(applicationValues({ jobId: 'chief-wolf', cv: [pdfFile('cv.pdf')] }))), 422, {
        errors: { jobId: 'This position is no longer open: choose one of the open jobs' },
      }));

    it('a job closed by its flag, its page still built', () =>
      refused(
        application(
          applicationBody(applicationValues({ jobId: 'kotlin-multiplatform-developer', cv: [pdfFile('cv.pdf')] })),
        ),
        422,
        { errors: { jobId: 'This position is no longer open: choose one of the open jobs' } },
      ));

    it('a job whose closing date has passed since the build, by the clock of the moment it is sent', async () => {
      // content/jobs/entries/ruby-on-rails-developer.yaml takes applications until 2027-01-15 (Cluj time).
      vi.stubEnv('CONTENT_NOW', '2027-01-16T00:30:00+02:00');
      try {
        await refused(application(applicationBody(applicationValues({ cv: [pdfFile('cv.pdf')] }))), 422, {
          errors: { jobId: 'This position is no longer open: choose one of the open jobs' },
        });
      } finally {
        vi.unstubAllEnvs();
      }
    });

    it('an executable renamed .pdf', () =>
      refused(lead(leadBody(leadValues({ attachments: [pdfFile('invoice.pdf', exe())] }))), 422, {
        errors: { attachments: 'Only PDF or DOCX files are allowed' },
      }));

    it('a PDF renamed .docx', () =>
      refused(application(applicationBody(applicationValues({ cv: [file(pdf(), 'cv.docx', docxType)] }))), 422, {
        errors: { cv: 'Only PDF and DOCX files are allowed' },
      }));

    it('a macro-enabled Word document', async () => {
      await refused(lead(leadBody(leadValues({ attachments: [file(docm(), 'plan.docx', docxType)] }))), 422, {
        errors: { attachments: 'Only PDF or DOCX files are allowed' },
      });
      await refused(
        application(
          applicationBody(
            applicationValues({ cv: [file(docm(), 'cv.docm', 'application/vnd.ms-word.document.macroEnabled.12')] }),
          ),
        ),
        422,
        { errors: { cv: 'Only PDF and DOCX files are allowed' } },
      );
    });

    it('an empty file', () =>
      refused(lead(leadBody(leadValues({ attachments: [pdfFile('empty.pdf', Buffer.alloc(0))] }))), 422, {
        errors: { attachments: 'The file is empty' },
      }));

    it('an 11 MB file', () =>
      refused(
        application(applicationBody(applicationValues({ cv: [pdfFile('scan.pdf', pdfOfSize(11 * 1024 * 1024))] }))),
        413,
        {
          errors: { cv: 'File size must not exceed 10MB' },
        },
      ));

    it('too many bytes in total', () =>
      refused(
        lead(
          leadBody(
            leadValues({
              attachments: [pdfFile('a.pdf', pdfOfSize(6 * 1024 * 1024)), pdfFile('b.pdf', pdfOfSize(6 * 1024 * 1024))],
            }),
          ),
        ),
        413,
        { errors: { attachments: 'Total file size must not exceed 10MB' } },
      ));

    it('one byte over in total, within the body cap: 413 as for one file, not the schema 422', () =>
      refused(
        lead(
          leadBody(
            leadValues({
              attachments: [
                pdfFile('a.pdf', pdfOfSize(5 * 1024 * 1024)),
                pdfFile('b.pdf', pdfOfSize(5 * 1024 * 1024 + 1)),
              ],
            }),
          ),
        ),
        413,
        { errors: { attachments: 'Total file size must not exceed 10MB' } },
      ));

    it('a declared Content-Length far over the cap, before reading the body', () =>
      refused(
        lead(new ReadableStream(), {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
        }),
        413,
        { errors: { attachments: 'Total file size must not exceed 10MB' } },
      ));

    it('a JSON body', () =>
      refused(lead(JSON.stringify({ lead: { name: 'Ioana' } }), { 'content-type': 'application/json' }), 415, {
        error: 'Send the form as multipart/form-data',
      }));

    it('a garbage body', () =>
      refused(lead('\u0000\u00ff garbage \r\n--', { 'content-type': 'multipart/form-data; boundary=----x' }), 400, {
        error: 'The form data could not be read',
      }));

    it('a truncated multipart body', async () => {
      const full = new Request('http://localhost/', {
        method: 'POST',
        body: leadBody(leadValues({ attachments: [pdfFile()] })),
      });
      const contentType = full.headers.get('content-type')!;
      const bytes = new Uint8Array(await full.arrayBuffer());
      await refused(lead(bytes.slice(0, bytes.length - 100), { 'content-type': contentType }), 400, {
        error: 'The form data could not be read',
      });
    });
  });

  it('answers 429 with Retry-After when one address sends too often, and lets it in again after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const from = { 'x-forwarded-for': '203.0.113.77' };
      for (let index = 0; index < 5; index += 1) {
        expect((await lead(leadBody(), from)).status).toBe(201);
      }
      const before = await counts();
      const limited = await lead(leadBody(), from);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
      expect(await limited.json()).toEqual({
        error: 'Too many submissions from your address. Please try again in 10 minutes.',
      });
      expect(await counts()).toEqual(before);
      expect((await lead(leadBody(), { 'x-forwarded-for': '203.0.113.78' })).status).toBe(201);
      vi.setSystemTime(Date.now() + 601_000);
      expect((await lead(leadBody(), from)).status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a filled honeypot and a too-fast form with 2xx but keeps them as spam, not as leads', async () => {
    const leadsBefore = (await routes.store.list()).length;
    const honeypot = await lead(
      leadBody(
        leadValues(),
        {},
        { honeypot: 'http://cheap-pills.example', startedAt: new Date(Date.now() - 60_000).toISOString() },
      ),
    );
    const fast = await application(
      applicationBody(applicationValues({ cv: [pdfFile('cv.pdf')] }), {
        startedAt: new Date(Date.now() - 800).toISOString(),
      }),
    );
    expect(honeypot.status).toBe(201);
    expect(fast.status).toBe(201);
    expect(await routes.store.list()).toHaveLength(leadsBefore);
    const spam = await routes.store.list({ spam: true });
    expect(spam.map((s) => [s.kind, s.spam]).sort()).toEqual([
      ['application', 'too-fast'],
      ['lead', 'honeypot'],
    ]);
  });

  it('stores a retried submission with the same Idempotency-Key once and answers with the first id', async () => {
    const key = '6f1c5f0e-8f3c-4bb1-9a55-4d7e1c2b9a10';
    const first = await lead(leadBody(leadValues({ attachments: [pdfFile()] })), { 'idempotency-key': key });
    const before = await counts();
    const retry = await lead(leadBody(leadValues({ attachments: [pdfFile()] })), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await counts()).toEqual(before);
  });

  describe('without JavaScript (Accept: text/html)', () => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

    it('redirects a stored form with 303 to its success page, carrying its reference', async () => {
      // A browser posting the HTML form sends empty optional fields and an empty file input.
      const body = leadBody(leadValues({ phone: '', budget: '' }));
      body.append('lead[leads_attachments][]', new File([], '', { type: 'application/octet-stream' }));
      const answer = await lead(body, html);
      const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toMatch(new RegExp(`^/contact/success\\?reference=${uuid}$`));
      const applied = await application(applicationBody(applicationValues({ cv: [pdfFile('cv.pdf')] })), html);
      expect(applied.status).toBe(303);
      expect(applied.headers.get('location')).toMatch(new RegExp(`^/apply-job/success\\?reference=${uuid}$`));
    });

    it('answers invalid input with a noindex 422 page naming each problem and linking back to the form', async () => {
      const before = await counts();
      const answer = await lead(leadBody(leadValues({ email: 'not-an-address', message: ' ' })), html);
      expect(answer.status).toBe(422);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await answer.text();
      expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page).toContain('<li><strong>Email address:</strong> Invalid email format</li>');
      expect(page).toContain('<li><strong>About your project:</strong> Required field</li>');
      expect(page).toContain('<a href="/contact">Back to the form</a>');
      expect(await counts()).toEqual(before);
    });
  });
});
