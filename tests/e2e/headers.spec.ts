import { expect, type APIResponse, type Page } from '@playwright/test';
import { docx, pdf } from '../support/files';
import { test } from './fixtures';

/**
 * Security headers of `next start` and a Content-Security-Policy that allows each page's scripts by
 * hash: the build under test has every integration configured (scripts/test.mjs), and a visitor who
 * accepted cookies walks through the site and both forms without a single policy violation.
 */

const POST = '/blogposts/design-systems-that-survive-the-second-product';

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The policy as directive name → sources. */
function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  expect(response.headers()).toMatchObject(SECURITY_HEADERS);
}

function expectNothingAllowed(response: APIResponse) {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
}

test.describe('security headers', () => {
  test('a page carries every security header and a hash-based policy without inline script or eval', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).not.toContain('immutable');

    const policy = policyOf(response);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(5);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.some((source) => source === '*' || source === 'https:')).toBe(false);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // Every configured integration, and only those hosts.
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'wss://*.hotjar.com', 'https://*.drift.com']),
    );

    // Each page is allowed its own inline scripts, not another page's.
    const post = policyOf(await request.get(POST)).get('script-src') ?? [];
    expect(post).not.toEqual(scripts);
  });

  test('the not-found page carries the headers too', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
    expect(policyOf(response).get('script-src')).toContain("'strict-dynamic'");
  });

  test('hashed build files and fonts are cached for a year as immutable, with the headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    // The styles come inside the page (no stylesheet to wait for), and the faces are not preloaded: the
    // inline stylesheet names them.
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const font = /<style[^>]*>[^<]*url\((\/_next\/static\/media\/[^)]+\.woff2)\)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect(font).toBeTruthy();
    for (const asset of [script!, font!]) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
      expectSecurityHeaders(response);
      expectNothingAllowed(response);
    }
    const image = await request.get('/images/wolf-howling.svg');
    expect(image.headers()['cache-control']).not.toContain('immutable');
    expectSecurityHeaders(image);
    expectNothingAllowed(image);
  });

  test('an API answer carries the headers and a policy that allows nothing', async ({ request }) => {
    // A GET (the intake takes POSTs only): nothing is stored and no submission is counted.
    const response = await request.get('/api/leads');
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(response);
    expectNothingAllowed(response);
  });
});

// Small stand-ins for the vendors' scripts: each records that it ran; the tag manager's also adds a
// script of its own, as a real container adds its tags.
const VENDOR_STUBS: [RegExp, string][] = [
  [
    /googletagmanager\.com\/gtm\.js/,
    "window.__ran=(window.__ran||[]).concat('gtm');var s=document.createElement('script');" +
      "s.src='https://www.googletagmanager.com/gtag/js?id=G-TEST';document.head.appendChild(s);",
  ],
  [/googletagmanager\.com\/gtag\/js/, "window.__ran=(window.__ran||[]).concat('gtag');"],
  [/static\.hotjar\.com\/c\/hotjar-1234567\.js/, "window.__ran=(window.__ran||[]).concat('hotjar');"],
  [/js\.driftt\.com\/include\/\d+\/test-account\.js/, "window.__ran=(window.__ran||[]).concat('chat');"],
];
const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|hotjar\.com|hotjar\.io|driftt\.com|drift\.com/;

type Violation = { page: string; directive: string; blocked: string; sample: string };

async function watchPolicy(page: Page) {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (violation: object) => void }).__reportViolation({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.route(THIRD_PARTY, (route) => {
    const url = route.request().url();
    const body = VENDOR_STUBS.find(([pattern]) => pattern.test(url))?.[1] ?? '';
    // The chat loader is requested in CORS mode.
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body,
    });
  });
  return { violations, refusals };
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);

/** The form is taken over by JavaScript (it posts with fetch) once it stops asking the browser to validate. */
const hydrated = (page: Page, name: string) =>
  expect(page.getByRole('form', { name })).toHaveJSProperty('noValidate', true);

/** Gives the idle-or-interaction chat loader its cue. */
async function interact(page: Page) {
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 300);
}

test.describe('content security policy in use', () => {
  // A first visit, so the visitor accepts every integration in the cookie dialog.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('with every integration accepted, home, a post, the contact form and the job form raise no violation', async ({
    page,
  }) => {
    test.slow();
    const { violations, refusals } = await watchPolicy(page);

    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await interact(page);
    await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['gtm', 'gtag', 'hotjar', 'chat']));
    await expect(page.locator('#hotjar-init-script')).toHaveCount(1);

    // A client-side navigation to the blog and a post, then the post loaded afresh.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blogposts$/);
    await page.locator(`a[href="${POST}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
    await page.goto(POST);
    await interact(page);
    await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['gtm', 'gtag', 'hotjar', 'chat']));

    // The contact form, sent to the built-in intake.
    await page.goto('/contact');
    await hydrated(page, 'Contact form');
    await page.getByLabel('Full name').fill('Ioana Pop');
    await page.getByLabel('Email address').fill(`e2e-csp-${Date.now()}@example.ro`);
    await page.getByLabel('About your project').fill('A booking app for a chain of physiotherapy clinics.');
    await page
      .getByLabel('Attachments (optional)')
      .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf('CSP brief') });
    await page.waitForTimeout(3200); // quicker submissions are kept aside as spam
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/success$/);

    // The job application, with a CV.
    await page.goto('/apply-job?job=senior-react-native-developer');
    await hydrated(page, 'Job application');
    await page.getByLabel('Full name').fill('Radu Ionescu');
    await page.getByLabel('Email address').fill(`e2e-csp-applicant-${Date.now()}@example.ro`);
    await page.getByLabel('Your CV').setInputFiles({
      name: 'radu-ionescu-cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx(),
    });
    await page.waitForTimeout(3200);
    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(page).toHaveURL(/\/apply-job\/success$/);

    // The not-found page hydrates under its own policy too.
    await page.goto('/no-such-page');
    await interact(page);
    await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['gtm', 'hotjar', 'chat']));

    expect(violations).toEqual([]);
    expect(refusals).toEqual([]);
  });
});
