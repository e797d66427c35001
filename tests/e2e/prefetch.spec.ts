import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { DIST_DIR } from '@/lib/nextBuild';
import { BUILD_ID_FILE } from '@/tooling/next/buildOutput';
import { TEST_CONTENT_NOW } from '@/scripts/build-env.mjs';
import { test } from './fixtures';

/** A route prefetch: a payload (RSC) request the router marks as a prefetch, not a navigation. */
const isPrefetch = (request: Request) =>
  request.headers()['rsc'] === '1' && request.headers()['next-router-prefetch'] === '1';

/** Records the path of every route prefetch the page makes. */
function recordPrefetches(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) paths.push(new URL(request.url()).pathname);
  });
  return { paths };
}

/**
 * Answers every route prefetch after `delayMs`, so that prefetches overlap,
 * and counts the most that were unanswered at once. The count is kept where
 * the answers are sent: a prefetch is over for the page only once its answer
 * was sent, so the count never runs ahead of the page, whatever order the
 * browser reports its network events in.
 */
async function delayPrefetches(page: Page, delayMs: number) {
  let unanswered = 0;
  let mostUnanswered = 0;
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      if (!isPrefetch(route.request())) return route.continue();
      unanswered += 1;
      mostUnanswered = Math.max(mostUnanswered, unanswered);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const response = await route.fetch();
      unanswered -= 1;
      await route.fulfill({ response });
    },
  );
  return { mostAtOnce: () => mostUnanswered };
}

/** Makes the browser report a connection, as Chromium does from its network quality estimate. */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), value, { rtt: 2000, downlink: 0.05 }),
    });
  }, connection);
}

/** Waits past the load event and the idle period after it, when visible links are prefetched. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForTimeout(1500);
}

test.describe('route prefetching', () => {
  for (const connection of [
    { effectiveType: 'slow-2g', saveData: false },
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    test(`prefetches nothing on ${connection.saveData ? 'a data saver' : connection.effectiveType}, and links still work`, async ({
      page,
    }) => {
      await emulateConnection(page, connection);
      const prefetches = recordPrefetches(page);
      await page.goto('/');
      await settle(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Jobs', exact: true }).hover();
      await nav.getByRole('link', { name: 'Blog', exact: true }).focus();
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(1000);
      expect(prefetches.paths).toEqual([]);

      await nav.getByRole('link', { name: 'Projects', exact: true }).click();
      await expect(page).toHaveURL(/\/projects$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(prefetches.paths).toEqual([]);
    });
  }

  test('hovering a link prefetches its page before the click', async ({ page }) => {
    // A page that is never idle: only the hover can start the prefetch.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const prefetches = recordPrefetches(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    expect(prefetches.paths).toEqual([]);

    const jobs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs', exact: true });
    const prefetched = page.waitForRequest((request) => isPrefetch(request) && request.url().includes('/jobs?'));
    await jobs.hover();
    await prefetched;
    expect(new Set(prefetches.paths)).toEqual(new Set(['/jobs']));
  });

  test('visible links are prefetched after load, never more than four at once', async ({ page }) => {
    // Slow answers make the prefetches overlap, so the cap is what keeps them at four.
    const answers = await delayPrefetches(page, 400);
    const prefetches = recordPrefetches(page);
    await page.goto('/');
    await settle(page);
    for (let y = 0; y < 8; y += 1) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(4000);
    // Prefetches of links further down are still being answered; this test has seen enough.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(new Set(prefetches.paths).size).toBeGreaterThan(4);
    expect(answers.mostAtOnce()).toBeGreaterThan(1);
    expect(answers.mostAtOnce()).toBeLessThanOrEqual(4);
  });
});

test.describe('new builds', () => {
  const projectsLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true });

  test('with the same build, following a link is a client-side transition', async ({ page }) => {
    const checked = page.waitForRequest(/\/build-id\.json\?t=\d+$/);
    await page.goto('/');
    await checked;
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await projectsLink(page).click();
    await expect(page).toHaveURL(/\/projects$/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('once a newer build is served, the next click loads the page in full', async ({ page }) => {
    await page.route(/\/build-id\.json\?t=\d+$/, (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }),
    );
    const checked = page.waitForResponse(/\/build-id\.json\?t=\d+$/);
    await page.goto('/');
    await checked;
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    const documentRequest = page.waitForRequest(
      (request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/projects',
    );
    await projectsLink(page).click();
    await documentRequest;
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
  });

  test("the build-id file and every page carry Next's id of this build", async ({ request, page }) => {
    const buildId = readFileSync(path.join(DIST_DIR, BUILD_ID_FILE), 'utf8').trim();
    const answer = await request.get(`/build-id.json?t=${Date.now()}`);
    expect(answer.ok()).toBe(true);
    // With the content clock the build read, for the hourly pipeline (scripts/due-content.mjs).
    expect(await answer.json()).toEqual({ buildId, builtAt: new Date(TEST_CONTENT_NOW).toISOString() });
    await page.goto('/blogposts');
    expect(await page.content()).toContain(buildId);
  });
});
