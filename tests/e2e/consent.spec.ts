import { expect, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

// The build under test has ids configured (scripts/test.mjs): GTM-TEST123, Hotjar 1234567, chat test-account.
// There is no network here, so every third-party request is intercepted and recorded as an attempt.
const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|hotjar\.com|hotjar\.io|driftt\.com|drift\.com/;

// A first visit: no stored choice (the other specs run as a visitor who refused).
test.use({ storageState: { cookies: [], origins: [] } });

async function recordThirdParties(context: BrowserContext) {
  const attempts: string[] = [];
  await context.route(THIRD_PARTY, (route) => {
    attempts.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return attempts;
}

/** Data-layer entries that are events (not Consent Mode commands, not GTM's own start event). */
const customEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) !== '[object Arguments]')
      .map((entry) => (entry as { event?: string }).event)
      .filter((event) => event && !event.startsWith('gtm.')),
  );

/** The events a visitor's clicks push: the Web Vitals a consented page load pushes on its own are left out (webVitals.spec.ts). */
const clickEvents = async (page: Page) => (await customEvents(page)).filter((event) => event !== 'web_vitals');

const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'consent-status');

/** Gives the idle-or-interaction loaders every chance to fire. */
async function interactAndSettle(page: Page) {
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 400);
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

const letsTalk = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "Let's Talk", exact: true });

test.describe('cookie consent', () => {
  test('before any choice nothing third-party loads and no event is pushed', async ({ page, context }) => {
    const attempts = await recordThirdParties(context);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeVisible();
    await interactAndSettle(page);
    await letsTalk(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await interactAndSettle(page);
    expect(attempts).toEqual([]);
    expect(await customEvents(page)).toEqual([]);
    expect((await consentCommands(page))[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', security_storage: 'granted' }),
    ]);
  });

  test('after Reject All nothing third-party loads and no event is pushed', async ({ page, context }) => {
    const attempts = await recordThirdParties(context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject All' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await consentCookie(context))?.value).toBe('false');
    await interactAndSettle(page);
    await letsTalk(page).click();
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await interactAndSettle(page);
    expect(attempts).toEqual([]);
    expect(await customEvents(page)).toEqual([]);
  });

  test("Accept All Cookies stores true, loads GTM once and tracks Let's Talk; withdrawing stops events", async ({
    page,
    context,
  }) => {
    const attempts = await recordThirdParties(context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await interactAndSettle(page);
    const gtm = attempts.filter((url) => url.includes('googletagmanager.com/gtm.js'));
    expect(gtm.map((url) => new URL(url).searchParams.get('id'))).toEqual(['GTM-TEST123']);
    expect(attempts.filter((url) => url.includes('hotjar'))).toHaveLength(1);
    expect(attempts.filter((url) => url.includes('js.driftt.com/include/'))).toHaveLength(1);
    expect(attempts.find((url) => url.includes('driftt'))).toMatch(
      /^https:\/\/js\.driftt\.com\/include\/\d+\/test-account\.js$/,
    );
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
        personalization_storage: 'granted',
      },
    ]);

    await letsTalk(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await clickEvents(page)).toEqual(['get_in_touch_click']);
    expect(attempts.filter((url) => url.includes('gtm.js'))).toHaveLength(1); // client navigation loads nothing again

    // Withdraw from the footer.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeFocused();
    const targeting = dialog.getByRole('checkbox', { name: /Targeting & Advertising/ });
    await expect(targeting).toBeChecked();
    await targeting.uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await consentCookie(context))?.value).toBe('false');
    expect((await consentCommands(page)).at(-1)?.[2]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
    });

    await page
      .getByRole('link', { name: 'Pricing', exact: true })
      .first()
      .evaluate((link: HTMLElement) => link.click());
    await letsTalk(page).click();
    expect(await clickEvents(page)).toEqual(['get_in_touch_click']);
  });

  test('a returning visitor who accepted gets the stored choice before GTM, and no dialog', async ({
    page,
    context,
  }) => {
    const attempts = await recordThirdParties(context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    const gtmLoads = () => attempts.filter((url) => url.includes('gtm.js'));
    // The first page's tag manager must have been asked for before the reload, or it is never counted.
    await expect.poll(gtmLoads).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await interactAndSettle(page);
    const commands = await consentCommands(page);
    expect(commands.slice(0, 2).map((command) => command.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect(gtmLoads()).toHaveLength(2); // once per page load
  });

  test('the dialog is accessible in both views and does not shift the layout', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
    await expect(dialog).toBeVisible();
    // Layout shifts not caused by the visitor's own input, from navigation until the dialog is showing.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThan(0.01);

    await page.getByRole('button', { name: 'read more' }).click();
    await expect(page.getByRole('button', { name: 'read less' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Customize Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('the first-visit panel is painted with the page, before any script of the site has loaded', async ({
    page,
    context,
  }) => {
    // No chunk of the site's JavaScript arrives: only the HTML, its CSS and its inline head script.
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' }); // the page never hydrates
    await expect(page.getByRole('heading', { name: 'Cookies on this site' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();

    // A visitor who has chosen never sees it, not even for a frame.
    await context.addCookies([{ name: 'consent-status', value: 'false', url: page.url() }]);
    await page.reload({ waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: 'Cookies on this site' })).toBeHidden();
  });

  test('without JavaScript there is no panel (nothing third-party can load)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cookies on this site' })).toBeHidden();
    await context.close();
  });

  test('the dialog works by keyboard alone', async ({ page, context }) => {
    await page.goto('/');
    await page.keyboard.press('Tab'); // the skip link, then the panel
    for (const name of ['read more', 'Customize Settings', 'Reject All', 'Accept All Cookies']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    expect((await consentCookie(context))?.value).toBe('true');
    // Back where the visitor was, not at the top of the main content.
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expect(page.locator('#main')).not.toBeFocused();
  });
});
