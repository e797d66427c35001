import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIResponse } from '@playwright/test';
import { DIST_DIR, htmlFileOf, prerenderedRoutes } from '@/lib/nextBuild';
import { isInboxPath } from '@/lib/security/inboxPolicy';
import { test } from './fixtures';

/**
 * The back office under /inbox (app/(inbox)/inbox): its own root layout, rendered per request under a strict nonce
 * policy (lib/security/inboxPolicy.ts, proxy.ts), and none of the public site's consent panel, tags or widgets;
 * the public site around it unchanged.
 */

const INBOX_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'same-origin',
};

/** The policy as directive name → sources. */
function policyOf(response: APIResponse): Map<string, string[]> {
  return new Map(
    (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The page's nonce, from its policy; fails unless scripts are allowed by that nonce and 'strict-dynamic' alone. */
function nonceOf(response: APIResponse): string {
  const scripts = policyOf(response).get('script-src') ?? [];
  expect(scripts).toHaveLength(2);
  expect(scripts[1]).toBe("'strict-dynamic'");
  const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(scripts[0] ?? '')?.[1];
  expect(nonce, scripts.join(' ')).toBeTruthy();
  return nonce!;
}

/** Every `<script>` tag of the HTML, with its attributes. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);

/**
 * What the public site's layout puts on every page: none of it belongs in the back office. (The site's global
 * stylesheet does reach it, inside the payload, for app/global-error.tsx, which serves both root layouts: its rules
 * name `[data-consent-dialog=…]`, unquoted, with no markup behind them.)
 */
const PUBLIC_SITE_MARKUP = [
  'data-consent-dialog="', // the cookie panel
  "gtag('consent'", // Consent Mode's bootstrap
  'dataLayer',
  'GTM-TEST123', // the tag manager's container (scripts/build-env.mjs)
  'hotjar',
  'test-account', // the chat widget's account
  'driftt',
  'data-link-location="footer"',
  'application/ld+json',
];

test.describe('the back office', () => {
  test('next build left it out of the prerendered pages: it is rendered per request (ƒ)', () => {
    expect(prerenderedRoutes(DIST_DIR).filter(isInboxPath)).toEqual([]);
    expect(existsSync(path.join(DIST_DIR, htmlFileOf('/inbox')))).toBe(false);
  });

  // Signed out, the back office shows its sign-in page (the rest sends there: tests/inbox); the layout is the same.
  test('its sign-in page answers 200, uncached and unindexed, under a nonce policy that names no other site', async ({
    request,
  }) => {
    const response = await request.get('/inbox/sign-in');
    expect(response.status()).toBe(200);
    expect(response.headers()).toMatchObject(INBOX_HEADERS);
    const policy = policyOf(response);
    nonceOf(response);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    const sources = [...policy.values()].flat();
    expect(sources.filter((source) => /^(https?:|wss?:|\*)/.test(source) || source.includes('.'))).toEqual([]);
    expect(sources).not.toContain("'unsafe-eval'");
  });

  test('every script of its HTML carries the response’s own nonce, fresh for each request', async ({ request }) => {
    const first = await request.get('/inbox/sign-in');
    const second = await request.get('/inbox/sign-in');
    const nonce = nonceOf(first);
    expect(nonceOf(second)).not.toBe(nonce);
    const tags = scriptTags(await first.text());
    expect(tags.length).toBeGreaterThan(3);
    expect(tags.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
  });

  test('its HTML has none of the public site’s consent panel, tags, widgets, header or footer', async ({ request }) => {
    const html = await (await request.get('/inbox/sign-in')).text();
    expect(PUBLIC_SITE_MARKUP.filter((marker) => html.includes(marker))).toEqual([]);
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
    expect(html).toContain('<title>Sign in | Inbox</title>');
  });

  test('it takes POST, for server actions and plain HTML forms, and refuses other writes', async ({ request }) => {
    const posted = await request.post('/inbox/sign-in', { form: { anything: 'x' } });
    expect(posted.status()).not.toBe(405);
    expect(posted.headers()).toMatchObject(INBOX_HEADERS);
    const put = await request.put('/inbox');
    expect(put.status()).toBe(405);
    expect(put.headers()['allow']).toBe('GET, HEAD, POST');
  });

  test('an address under /inbox that is no page answers 404 under the inbox’s policy, not the site’s page', async ({
    request,
  }) => {
    const response = await request.get('/inbox/sign-in/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()).toMatchObject(INBOX_HEADERS);
    const nonce = nonceOf(response);
    const html = await response.text();
    expect(scriptTags(html).filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
    expect(PUBLIC_SITE_MARKUP.filter((marker) => html.includes(marker))).toEqual([]);
  });

  test('in a browser it runs under its policy without a violation, and loads nothing from elsewhere', async ({
    page,
    baseURL,
  }) => {
    const violations: string[] = [];
    const errors: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
    });
    await page.exposeFunction('__reportViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __reportViolation: (violation: string) => void }).__reportViolation(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      );
    });

    // The inbox has no head script marking the page hydrated (tests/e2e/fixtures.ts): it waits for the load.
    await page.goto('/inbox?utm_source=newsletter', { waitUntil: 'load' });
    // Next.js's scripts ran: the router bootstrapped.
    await expect.poll(() => page.evaluate(() => (window as { next?: { appDir?: boolean } }).next?.appDir)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.locator('main#main')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

    // Nothing of the public site ran: no data layer, no attribution kept, no consent cookie asked for.
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await expect(page.locator('[data-consent-dialog]')).toHaveCount(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});

test.describe('the public site beside it', () => {
  test('the home page is unchanged: its consent panel and its policy by hash, no nonce', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const scripts = policyOf(response).get('script-src') ?? [];
    expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(5);
    expect(scripts.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
    expect(response.headers()['x-robots-tag']).toBeUndefined();
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = await response.text();
    expect(html).toContain('data-consent-dialog="');
    expect(html).toContain("gtag('consent'");
    expect(html).not.toContain(' nonce="');
  });

  test('an unknown address is still the site’s 404 page, with status 404 and its policy by hash', async ({
    request,
  }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const scripts = policyOf(response).get('script-src') ?? [];
    expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(5);
    const html = await response.text();
    for (const marker of ['Oops!', 'Page not found:', 'data-consent-dialog="', 'data-link-location="footer"']) {
      expect(html, marker).toContain(marker);
    }
    expect(html).not.toContain('This page could not be found');
  });

  test('a public page still takes no POST', async ({ request }) => {
    expect((await request.post('/contact', { form: { a: 'b' } })).status()).toBe(405);
  });
});
