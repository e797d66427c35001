import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/afterFirstPaint';
import { test } from './fixtures';

// A new visitor on a phone: Slow 4G (DevTools' preset) and a CPU four times slower, no consent stored yet.
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** Throttles the page's network and CPU as a slow phone's, and stops third-party tags at the door. */
async function asSlowPhone(page: Page, context: BrowserContext): Promise<CDPSession> {
  await context.route(/googletagmanager\.com|hotjar\.com|hotjar\.io|drift/, (route) => route.abort());
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.emulateNetworkConditions', SLOW_4G);
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Each click as the page received it: whether the page had hydrated, and on what.
  await page.addInitScript((hydrated) => {
    const taps: { hydrated: boolean; text: string }[] = [];
    Object.assign(window, { taps });
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      Object.assign(window, { painted: true });
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener(
      'click',
      (event) =>
        taps.push({
          hydrated: document.documentElement.hasAttribute(hydrated),
          text: (event.target as Element).closest('button, a')?.textContent?.trim() ?? '',
        }),
      true,
    );
  }, HYDRATED_ATTRIBUTE);
  return client;
}

/** Opens `path` and returns at its first contentful paint, long before its scripts have run on this phone. */
async function atFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => 'painted' in window, undefined, { polling: 10, timeout: 30_000 });
}

const tapsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { taps: { hydrated: boolean; text: string }[] }).taps);
const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '', { timeout: 60_000 });

test.describe('no tap lost while the page wakes up, on a slow phone', () => {
  test.setTimeout(120_000);

  test('"Accept All Cookies" tapped at the first paint stores the choice and closes the panel at once, once', async ({
    page,
    context,
  }) => {
    await asSlowPhone(page, context);
    await atFirstPaint(page, '/');
    const panel = page.getByRole('dialog', { name: 'Cookies on this site' });
    await panel.getByRole('button', { name: 'Accept All Cookies' }).click();
    expect(await tapsSeen(page)).toEqual([{ hydrated: false, text: 'Accept All Cookies' }]);
    await expect(panel).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'consent-status')?.value).toBe('true');

    await hydrated(page);
    await expect(panel).toHaveCount(0);
    // Consent Mode was told once: the hydrated page found the choice stored and did not take the tap again.
    // Commands are gtag's `arguments`; the data layer holds events (plain objects) beside them once tags load.
    const updates = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => {
        if (Object.prototype.toString.call(entry) !== '[object Arguments]') return false;
        const command = [...(entry as IArguments)];
        return command[0] === 'consent' && command[1] === 'update';
      }),
    );
    expect(updates).toHaveLength(1);
  });

  test('the search button tapped at the first paint shows it was pressed and opens the search once the page can', async ({
    page,
    context,
  }) => {
    await asSlowPhone(page, context);
    // When the page woke, and when the dialog opened.
    await page.addInitScript((hydratedAttribute) => {
      new MutationObserver(() => {
        const marks = window as unknown as { hydratedAt?: number; openedAt?: number };
        if (!marks.hydratedAt && document.documentElement.hasAttribute(hydratedAttribute))
          marks.hydratedAt = performance.now();
        if (!marks.openedAt && document.querySelector('dialog[open]')) marks.openedAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, childList: true });
    }, HYDRATED_ATTRIBUTE);
    await atFirstPaint(page, '/services/web-development');
    // The header's launcher (the dialog it opens has a Search button of its own).
    const search = page.getByRole('banner').locator('button[aria-haspopup="dialog"]', { hasText: 'Search' });
    await search.click();
    expect(await tapsSeen(page)).toEqual([{ hydrated: false, text: 'Search' }]);
    await expect(search).toHaveAttribute('data-pressed-early', '');
    // Its ring is in the brand's sunset ($sunset in styles/_tokens.scss).
    await expect(search).toHaveCSS('outline-color', 'rgb(255, 122, 69)');

    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible({ timeout: 30_000 });
    await expect(search).not.toHaveAttribute('data-pressed-early');
    // Its code was fetched while the page woke: it opens with no round trip after (1.4 s when fetched only then).
    const { hydratedAt, openedAt } = await page.evaluate(() => {
      const marks = window as unknown as { hydratedAt: number; openedAt: number };
      return { hydratedAt: marks.hydratedAt, openedAt: marks.openedAt };
    });
    console.log(`search opened ${Math.round(openedAt - hydratedAt)} ms after the page woke`);
    expect(openedAt - hydratedAt).toBeLessThan(300);
  });

  test('the menu button tapped twice before the page wakes opens the menu: each early tap acts once, together', async ({
    page,
    context,
  }) => {
    await asSlowPhone(page, context);
    await atFirstPaint(page, '/about');
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    // Two taps in a row where the button is, as a thumb makes them: Playwright's click would wait for the button to
    // stand still after the first tap's pressed ring, long enough on a busy machine for the page to wake between.
    const box = (await menu.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.mouse.click(x, y);
    expect((await tapsSeen(page)).map((tap) => tap.hydrated)).toEqual([false, false]);
    await expect(menu).toHaveAttribute('data-pressed-early', '');

    await hydrated(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }),
    ).toBeVisible();
  });

  test('a share link tapped at the first paint opens the share once', async ({ page, context }) => {
    await asSlowPhone(page, context);
    await atFirstPaint(page, '/jobs/senior-react-native-developer');
    const share = page.getByRole('region', { name: /Share this role/ }).getByRole('link', { name: /LinkedIn/ });
    const opened: string[] = [];
    context.on('page', (popup) => opened.push(popup.url()));
    const popup = context.waitForEvent('page');
    await share.click();
    expect((await tapsSeen(page)).map((tap) => tap.hydrated)).toEqual([false]);
    await popup;
    await hydrated(page);
    expect(opened).toHaveLength(1);
  });
});

/** The platform fonts Chromium drew an element's text with (CDP), not what `document.fonts` says it has. */
async function fontsDrawing(client: CDPSession, selector: string) {
  const { root } = await client.send('DOM.getDocument');
  const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

test.describe('the brand faces on the page a visitor lands on, on a slow phone', () => {
  test.setTimeout(120_000);

  for (const path of ['/', '/contact']) {
    test(`a first visit to ${path} draws the headline in Fraunces and the text in Inter`, async ({ page, context }) => {
      const client = await asSlowPhone(page, context);
      await page.goto(path, { waitUntil: 'load' });
      await client.send('DOM.enable');
      await client.send('CSS.enable');
      // Drawn in them from the first frame: the page waited for them rather than falling back.
      await expect(page.locator('html')).not.toHaveAttribute('data-system-faces');
      expect(await fontsDrawing(client, 'h1')).toEqual(['Fraunces']);
      expect(await fontsDrawing(client, 'main p')).toEqual(['Inter']);
    });
  }
});
