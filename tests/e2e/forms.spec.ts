import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { docx, exe, pdf, pdfOfSize } from '../support/files';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Part = string | { name: string; size: number; type: string; head: string };

/** The posted multipart body, parsed by a real multipart parser (undici's, behind Response.formData()). */
async function parseBody(request: Request): Promise<[string, Part][]> {
  const formData = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
    headers: { 'content-type': request.headers()['content-type']! },
  }).formData();
  const entries: [string, Part][] = [];
  for (const [key, value] of formData.entries()) {
    entries.push([
      key,
      typeof value === 'string'
        ? value
        : {
            name: value.name,
            size: value.size,
            type: value.type,
            head: Buffer.from(await value.slice(0, 5).arrayBuffer()).toString('latin1'),
          },
    ]);
  }
  return entries;
}

/** Keeps the captured body beside the test results, for the closing note. */
function record(name: string, body: [string, Part][], headers: Record<string, string>) {
  mkdirSync('test-results', { recursive: true });
  const file = `test-results/${name}-request.json`;
  writeFileSync(file, JSON.stringify({ headers, body }, null, 2));
}

/** Answers the form's POST like the intake would and hands back the request. */
/** The id the intercepted intake answers with, as the real one gives it. */
const SUBMISSION_ID = '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

function intercept(page: Page, path: string, status = 201) {
  const requests: Request[] = [];
  return {
    requests,
    ready: page.route(`**${path}`, async (route) => {
      requests.push(route.request());
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ id: SUBMISSION_ID }) });
    }),
  };
}

/** The form is taken over by JavaScript once it stops asking the browser to validate. */
const hydrated = async (page: Page, name: string) =>
  expect(page.getByRole('form', { name })).toHaveJSProperty('noValidate', true);

async function fillContact(page: Page) {
  await page.getByLabel('Full name').fill('Ana Pop');
  await page.getByLabel('Email address').fill('ana.pop@example.com');
  await page.getByLabel('Phone number (optional)').fill('+40 744 123 456');
  await page
    .getByLabel('About your project')
    .fill('A booking app for our 40 physiotherapy clinics, iOS and Android, with a web back office.');
  await page.getByLabel('Budget (optional)').selectOption({ label: '€50,000 to €100,000' });
  await page.getByLabel('Timeline (optional)').selectOption({ label: 'Within the next 3 months' });
  await page.getByRole('checkbox', { name: 'LinkedIn' }).check();
  await page.getByRole('checkbox', { name: 'Recommended by someone' }).check();
  await page.getByLabel('Attachments (optional)').setInputFiles([
    { name: 'brief.pdf', mimeType: PDF, buffer: pdf('Clinic booking brief') },
    { name: 'scope.docx', mimeType: DOCX, buffer: docx('Scope: booking, reminders, payments.') },
  ]);
  await page.getByRole('checkbox', { name: /Subscribe to our newsletter/ }).check();
}

/** The page shows its top: not scrolled (now or once a glide would end), its heading in view below the header. */
async function expectAtTop(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeInViewport();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const headerBottom = (await page.getByRole('banner').boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
}

/** The control has focus and, once the view has settled, shows whole between the sticky header and the bottom. */
async function expectFocusedInView(page: Page, control: Locator) {
  await expect(control).toBeFocused();
  await page.waitForTimeout(600);
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await control.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

const CONTACT_KEYS = [
  'lead[name]',
  'lead[message]',
  'lead[budget]',
  'lead[timeline_restrictions]',
  'lead[email]',
  'lead[sources][]',
  'lead[lead_type]',
  'lead[phone_number]',
  'lead[subscriber_source]',
  'lead[leads_attachments][]',
  'mailing',
  'website',
  'form_started_at',
];

test.describe('contact form', () => {
  test('a prospect sends the form with two files; the POST carries every key of the spec', async ({ page }) => {
    const landing = '/contact?utm_source=clutch&utm_medium=referral&utm_campaign=autumn-2026';
    const post = intercept(page, '/api/leads');
    await post.ready;
    await page.goto(landing);
    await hydrated(page, 'Contact form');
    await fillContact(page);
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('brief.pdf');
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('scope.docx');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/contact/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message received. The pack is on it.');
    await expect(page.getByText(/^Your reference:/)).toContainText('Your reference: 0F8E 4C1A');

    expect(post.requests).toHaveLength(1);
    const request = post.requests[0]!;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers()['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const body = await parseBody(request);
    record('contact', body, { 'idempotency-key': request.headers()['idempotency-key']! });

    const value = (key: string) => body.filter(([name]) => name === key).map(([, part]) => part);
    expect(value('lead[name]')).toEqual(['Ana Pop']);
    expect(value('lead[email]')).toEqual(['ana.pop@example.com']);
    expect(value('lead[phone_number]')).toEqual(['+40744123456']);
    expect(value('lead[message]')).toEqual([
      'A booking app for our 40 physiotherapy clinics, iOS and Android, with a web back office.',
    ]);
    expect(value('lead[budget]')).toEqual(['50k_100k']);
    expect(value('lead[timeline_restrictions]')).toEqual(['within_3_months']);
    expect(value('lead[sources][]')).toEqual(['linkedin', 'referral']);
    expect(value('lead[lead_type]')).toEqual(['general_enquiry']);
    expect(value('lead[subscriber_source]')).toEqual(['contact_page']);
    expect(value('lead[leads_attachments][]')).toEqual([
      { name: 'brief.pdf', size: pdf('Clinic booking brief').length, type: PDF, head: '%PDF-' },
      {
        name: 'scope.docx',
        size: docx('Scope: booking, reminders, payments.').length,
        type: DOCX,
        head: 'PK\u0003\u0004\u0014',
      },
    ]);
    expect(value('lead[utm_source]')).toEqual(['clutch']);
    expect(value('lead[utm_medium]')).toEqual(['referral']);
    expect(value('lead[utm_campaign]')).toEqual(['autumn-2026']);
    expect(value('lead[landing_page]')).toEqual([new URL(landing, page.url()).href]);
    expect(value('lead[first_visit_at]')[0]).toMatch(ISO_TIME);
    expect(value('mailing')).toEqual(['true']);
    expect(value('website')).toEqual(['']);
    expect(value('form_started_at')[0]).toMatch(ISO_TIME);
    expect([...new Set(body.map(([key]) => key))].sort()).toEqual(
      [
        ...CONTACT_KEYS,
        'lead[utm_source]',
        'lead[utm_medium]',
        'lead[utm_campaign]',
        'lead[landing_page]',
        'lead[first_visit_at]',
      ].sort(),
    );
  });

  for (const width of [390, 1440]) {
    test(`sent from the keyboard at ${width} px, it opens the success page at its top with a reference to read out`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await intercept(page, '/api/leads').ready;
      await page.goto('/contact');
      await hydrated(page, 'Contact form');
      await page.getByLabel('Full name').fill('Ana Pop');
      await page.getByLabel('Email address').fill('ana.pop@example.com');
      await page.getByLabel('About your project').fill('A booking app for our clinics.');
      await page.getByRole('checkbox', { name: /Subscribe to our newsletter/ }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/contact/success');
      await expectAtTop(page);
      await expect(page.getByText(/^Your reference:/)).toContainText('Your reference: 0F8E 4C1A');
    });
  }

  for (const width of [390, 1440]) {
    test(`Tab onto Send and Enter at once at ${width} px: the first field to fix is focused and in view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact');
      await hydrated(page, 'Contact form');
      await page.getByRole('checkbox', { name: /Subscribe to our newsletter/ }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expectFocusedInView(page, page.getByLabel('Full name'));
      await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    });
  }

  test('an invalid email and a 12 MB file show their messages and send nothing', async ({ page }) => {
    // 12 MB travel to the browser through the DevTools protocol: slow on a busy machine.
    test.slow();
    const post = intercept(page, '/api/leads');
    await post.ready;
    await page.goto('/contact');
    await hydrated(page, 'Contact form');
    await page.getByLabel('Full name').fill('Ana Pop');
    await page.getByLabel('About your project').fill('A booking app.');
    await page.getByLabel('Email address').fill('ana.pop@example');
    await expect(page.getByText('Invalid email format')).toHaveCount(0);
    await page.getByLabel('Email address').press('Tab');
    await page.getByLabel('Attachments (optional)').setInputFiles({
      name: 'designs.pdf',
      mimeType: PDF,
      buffer: pdfOfSize(12 * 1024 * 1024),
    });
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByText('File size must not exceed 10MB')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Email address')).toBeFocused();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Attachments (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/contact$/);
    expect(post.requests).toHaveLength(0);
    await expectNoAxeViolations(page);
  });

  test('a server error keeps everything, and sending again works', async ({ page }) => {
    let status = 503;
    const requests: Request[] = [];
    await page.route('**/api/leads', async (route) => {
      requests.push(route.request());
      await route.fulfill({ status, body: '' });
    });
    await page.goto('/services/pricing');
    await page.getByRole('link', { name: 'Request A Quote' }).first().click();
    await expect(page).toHaveURL(/\/contact\?type=quote$/);
    await hydrated(page, 'Contact form');
    await fillContact(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('alert')).toContainText(
      'Something went wrong on our side (error 503)',
    );
    await expect(page.getByLabel('Full name')).toHaveValue('Ana Pop');
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('scope.docx');
    status = 201;
    await page.getByRole('button', { name: 'Send Message' }).click();
    // This intake answers 201 without an id: the success page comes without a reference.
    await expect(page).toHaveURL(/\/contact\/success$/);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers()['idempotency-key']).toBe(requests[0]!.headers()['idempotency-key']);
    const body = await parseBody(requests[1]!);
    expect(body.filter(([key]) => key === 'lead[lead_type]').map(([, value]) => value)).toEqual(['quote_request']);
    expect(body.filter(([key]) => key === 'lead[leads_attachments][]')).toHaveLength(2);
  });
});

test.describe('the form checks', () => {
  /** Scripts the page has fetched that carry zod (its schemas tag every object with `_zod`). */
  function zodScripts(page: Page) {
    const found: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('_zod')) found.push(response.url());
    });
    return found;
  }

  test('load only when the visitor starts on the form', async ({ page }) => {
    const loaded = zodScripts(page);
    await page.goto('/contact');
    await hydrated(page, 'Contact form');
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    await page.getByLabel('Full name').focus();
    await expect.poll(() => loaded).toHaveLength(1);
  });

  test('that cannot load leave the checking to the server, whose messages land on their fields', async ({ page }) => {
    const posts: Request[] = [];
    await page.route('**/api/leads', async (route) => {
      posts.push(route.request());
      await route.fulfill({ status: 422, json: { errors: { email: 'Invalid email format' } } });
    });
    await page.goto('/contact');
    await hydrated(page, 'Contact form');
    // Every script fetched after hydration is the checks' own: refuse it, as a dropped connection would.
    const blocked: string[] = [];
    await page.route('**/_next/static/chunks/*.js', (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await page.getByLabel('Full name').fill('Ana Pop');
    await page.getByLabel('Email address').fill('ana.pop@example');
    await page.getByLabel('About your project').fill('A booking app.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full name')).toHaveValue('Ana Pop');
    expect(blocked.length).toBeGreaterThan(0);
    expect(posts).toHaveLength(1);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser posts the HTML form itself, with the same keys', async ({ page }) => {
    const post = intercept(page, '/api/leads');
    await post.ready;
    await page.goto('/contact');
    await fillContact(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => post.requests.length).toBe(1);
    const request = post.requests[0]!;
    expect(request.method()).toBe('POST');
    const body = await parseBody(request);
    record('contact-no-js', body, {});
    // Without JavaScript there is no attribution (it lives in sessionStorage) and no form time.
    expect([...new Set(body.map(([key]) => key))].sort()).toEqual([...CONTACT_KEYS].sort());
    const value = (key: string) => body.filter(([name]) => name === key).map(([, part]) => part);
    expect(value('lead[name]')).toEqual(['Ana Pop']);
    expect(value('lead[sources][]')).toEqual(['linkedin', 'referral']);
    expect(value('lead[leads_attachments][]').map((file) => (file as { name: string }).name)).toEqual([
      'brief.pdf',
      'scope.docx',
    ]);
    // The hidden `false` comes first, the ticked box last: the last value wins.
    expect(value('mailing')).toEqual(['false', 'true']);
    expect(value('lead[lead_type]')).toEqual(['general_enquiry']);
    expect(value('website')).toEqual(['']);
  });

  test("Tab onto Send and Enter at once: the browser's own check shows the first field to fix", async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('checkbox', { name: /Subscribe to our newsletter/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectFocusedInView(page, page.getByLabel('Full name'));
  });
});

test.describe('job application', () => {
  test('a program renamed .pdf is refused the moment it is chosen, before anything is sent', async ({ page }) => {
    const post = intercept(page, '/api/job-applications');
    await post.ready;
    await page.goto('/apply-job?job=senior-react-native-developer');
    await hydrated(page, 'Job application');
    const picker = page.getByLabel('Your CV');
    await picker.setInputFiles({ name: 'cv.pdf', mimeType: PDF, buffer: exe() });
    await expect(page.getByText('Only PDF and DOCX files are allowed')).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('list', { name: 'Chosen file' })).toHaveCount(0);
    // A real PDF chosen next is taken, and the message goes.
    await picker.setInputFiles({ name: 'cv.pdf', mimeType: PDF, buffer: pdf() });
    await expect(page.getByRole('list', { name: 'Chosen file' })).toContainText('cv.pdf');
    await expect(page.getByText('Only PDF and DOCX files are allowed')).toHaveCount(0);
    expect(post.requests).toHaveLength(0);
  });

  test('an applicant comes from a job page, sends a CV and lands on the success page', async ({ page }) => {
    const post = intercept(page, '/api/job-applications');
    await post.ready;
    await page.goto('/jobs/senior-react-native-developer');
    // The visit begins here: its landing page is stored (at idle) before the applicant moves on.
    await page.waitForFunction(() => sessionStorage.getItem('landing_page') !== null);
    await page.getByRole('link', { name: 'Send Application' }).first().click();
    await expect(page).toHaveURL(/\/apply-job\?job=senior-react-native-developer$/);
    await hydrated(page, 'Job application');
    await expect(page.getByLabel('The job')).toHaveValue('senior-react-native-developer');
    await page.getByLabel('Full name').fill('Radu Ionescu');
    await page.getByLabel('Email address').fill('radu.ionescu@example.com');
    await page.getByLabel('Phone number (optional)').fill('0744 123 456');
    await page.getByLabel('LinkedIn or portfolio (optional)').fill('https://www.linkedin.com/in/radu-ionescu');
    await page.getByLabel('Your CV').setInputFiles({
      name: 'radu-ionescu-cv.docx',
      mimeType: DOCX,
      buffer: docx('Radu Ionescu, React Native developer since 2018.'),
    });
    await page
      .getByLabel('A short message (optional)')
      .fill('Six years of React Native, two apps with over a million installs.');
    // Sent from the keyboard: the success page opens at its top all the same.
    await page.getByRole('button', { name: 'Send Application' }).press('Enter');
    await expect(page).toHaveURL('/apply-job/success');
    await expectAtTop(page);
    await expect(page.getByText(/^Your reference:/)).toContainText('Your reference: 0F8E 4C1A');

    const request = post.requests[0]!;
    expect(request.headers()['idempotency-key']).toBeTruthy();
    const body = await parseBody(request);
    record('application', body, { 'idempotency-key': request.headers()['idempotency-key']! });
    const landing = body.find(([key]) => key === 'application[landing_page]')?.[1];
    const firstVisit = body.find(([key]) => key === 'application[first_visit_at]')?.[1];
    expect(landing).toBe(new URL('/jobs/senior-react-native-developer', page.url()).href);
    expect(firstVisit).toMatch(ISO_TIME);
    const startedAt = body.find(([key]) => key === 'form_started_at')?.[1];
    expect(startedAt).toMatch(ISO_TIME);
    expect(
      body.filter(
        ([key]) => !['application[landing_page]', 'application[first_visit_at]', 'form_started_at'].includes(key),
      ),
    ).toEqual([
      ['application[name]', 'Radu Ionescu'],
      ['application[email]', 'radu.ionescu@example.com'],
      ['application[phone_number]', '0744123456'],
      ['application[job_id]', 'senior-react-native-developer'],
      ['application[message]', 'Six years of React Native, two apps with over a million installs.'],
      ['application[links][]', 'https://www.linkedin.com/in/radu-ionescu'],
      [
        'application[cv]',
        {
          name: 'radu-ionescu-cv.docx',
          size: docx('Radu Ionescu, React Native developer since 2018.').length,
          type: DOCX,
          head: 'PK\u0003\u0004\u0014',
        },
      ],
      ['mailing', 'false'],
      ['website', ''],
    ]);
  });
});
