import { expect, type Page } from '@playwright/test';
import { EVENT_PARAMETERS } from '@/lib/analytics/events';
import { test } from './fixtures';

// Real visitors' Web Vitals (docs/analytics.md): web-vitals' attribution build loads only after Targeting &
// Advertising is accepted, and its `web_vitals` events reach the data layer then, never before.
const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|hotjar\.com|hotjar\.io|driftt\.com|drift\.com/;
/** Names in web-vitals' attribution build that nothing else of the site contains: they mark its chunk. */
const WEB_VITALS_MARKERS = ['elementRenderDelay', 'longAnimationFrameEntries'];

// A first visit: no stored choice (the other specs run as a visitor who refused).
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * Every script of the site the page loads, and whether it holds web-vitals' code, in the order they arrive.
 * `read()` waits for the bodies still being read, so a late chunk cannot slip past a check.
 */
function recordScripts(page: Page) {
  const reading: Promise<{ url: string; webVitals: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || THIRD_PARTY.test(response.url())) return;
    reading.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({
          url: response.url(),
          webVitals: WEB_VITALS_MARKERS.some((marker) => body.includes(marker)),
        })),
    );
  });
  return { read: () => Promise.all(reading) };
}

type Pushed = Record<string, unknown> & { keys: string[] };
/** The `web_vitals` events in the data layer, each with the names of its parameters (undefined ones included). */
const webVitalsEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => (entry as { event?: unknown }).event === 'web_vitals')
      .map((entry) => ({ ...(entry as Record<string, unknown>), keys: Object.keys(entry as object) })),
  ) as Promise<Pushed[]>;
const metricNames = async (page: Page) => (await webVitalsEvents(page)).map((event) => event.metric_name);

/** Gives an idle-time loader every chance to run: load, no network, an idle period. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
}

/**
 * The browser times an interaction after the next paint, and web-vitals reads the timing in an idle callback: wait
 * for both, or the page may be hidden before INP has one (under load the idle callback came after the hiding).
 */
const interactionTimed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 2000 })));
        }).observe({ type: 'first-input', buffered: true }),
      ),
  );

/**
 * What the browser does when the visitor switches tab or app or leaves: the page turns hidden and web-vitals
 * reports what it holds (LCP, INP, CLS). The state is stubbed: the same event web-vitals listens for, without
 * depending on how a headless browser treats background tabs.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Each of the five metrics once, with every parameter of the event, rounded values and its target where it has one. */
function expectEvents(events: Pushed[], pagePath: string) {
  expect(events.map((event) => event.metric_name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  for (const event of events) {
    const name = String(event.metric_name);
    expect(event.keys, name).toEqual(['event', ...EVENT_PARAMETERS.web_vitals]);
    expect(event, name).toMatchObject({
      metric_id: expect.stringMatching(/^v6-\d+-\d+$/),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      navigation_type: 'navigate',
      page_path: pagePath,
    });
    expect(event.metric_delta, name).toBe(event.metric_value);
    // Whole milliseconds; CLS to four decimals.
    const value = Number(event.metric_value);
    const scaled = name === 'CLS' ? value * 10_000 : value;
    expect(Math.abs(scaled - Math.round(scaled)), `${name} ${value}`).toBeLessThan(1e-6);
  }
  const target = (name: string) => events.find((event) => event.metric_name === name)?.metric_target;
  expect(target('LCP')).toMatch(/\S/);
  expect([target('FCP'), target('TTFB')]).toEqual([undefined, undefined]);
}

test.beforeEach(async ({ context }) => {
  await context.route(THIRD_PARTY, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
});

test.describe('web vitals', () => {
  test('before any choice and after Reject All, no web-vitals code is requested and nothing is pushed', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeVisible();
    await settle(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('button', { name: 'Reject All' }).click();
    await settle(page);
    await page.getByRole('heading', { level: 1 }).click();
    await hide(page);
    await settle(page);
    const loaded = await scripts.read();
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((script) => script.webVitals)).toEqual([]);
    expect(await webVitalsEvents(page)).toEqual([]);
  });

  test('after Accept All Cookies on the cookie panel, the page load still reports its metrics', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await settle(page);
    const beforeConsent = await scripts.read();
    expect(beforeConsent.length).toBeGreaterThan(0);
    expect(beforeConsent.filter((script) => script.webVitals)).toEqual([]);

    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    // Loaded at idle time after the choice; the browser kept the page load's timings for it.
    await expect.poll(() => metricNames(page)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    const afterConsent = (await scripts.read()).slice(beforeConsent.length);
    expect(afterConsent.filter((script) => script.webVitals)).toHaveLength(1);
    // LCP is final at the first click or key press web-vitals sees, INP and CLS when the page is hidden.
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => metricNames(page)).toContain('LCP');
    await hide(page);
    await expect.poll(() => metricNames(page)).toEqual(expect.arrayContaining(['CLS', 'INP']));
    expectEvents(await webVitalsEvents(page), '/');
  });

  test('a returning visitor who accepted: a visit reports all five, the interaction with its element', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'consent-status', value: 'true', url: test.info().project.use.baseURL! }]);
    await page.goto('/services/web-development');
    await expect.poll(() => metricNames(page)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => metricNames(page)).toContain('LCP');
    await interactionTimed(page);
    await hide(page);
    await expect.poll(() => metricNames(page)).toEqual(expect.arrayContaining(['CLS', 'INP']));

    const events = await webVitalsEvents(page);
    expectEvents(events, '/services/web-development');
    expect(events.find((event) => event.metric_name === 'INP')?.metric_target).toMatch(/>h1(\.\S+)?$/);
    // The visit's events, for the measurement plan's example (the run's playwright.json).
    await test.info().attach('web_vitals events', {
      body: JSON.stringify(events.map(({ keys, ...event }) => event)),
      contentType: 'application/json',
    });
  });

  test('once consent is withdrawn, nothing more is pushed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect.poll(() => metricNames(page)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Reject All' }).click();
    const pushed = await metricNames(page);
    expect(pushed).not.toEqual(expect.arrayContaining(['CLS']));
    await page.getByRole('heading', { level: 1 }).click();
    await hide(page);
    await settle(page);
    expect(await metricNames(page)).toEqual(pushed);
  });
});
