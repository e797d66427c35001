import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

const POST = '/blogposts/offline-first-mobile-apps-sync-strategies';

type OpenCall = { url: string; target: string; features: string };

/** Records every window.open instead of opening anything, answering with a popup the test can close. */
async function recordPopups(page: Page) {
  await page.addInitScript(() => {
    const calls: { url: string; target: string; features: string }[] = [];
    Object.assign(window, { __shareOpens: calls });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push({ url: String(url), target: target ?? '', features: features ?? '' });
      return { closed: false, opener: window, focus() {}, close() {} } as unknown as Window;
    };
  });
}

/** `width=626,height=436,left=…,top=…` for a popup at (x, y) from the window's own corner on the screen. */
async function featuresAt(page: Page, x: number, y: number) {
  const corner = await page.evaluate(() => ({ left: window.screenLeft, top: window.screenTop }));
  return `width=626,height=436,left=${x + corner.left},top=${y + corner.top}`;
}

const opens = (page: Page) => page.evaluate(() => (window as unknown as { __shareOpens: OpenCall[] }).__shareOpens);
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const shareBar = (page: Page) => page.getByRole('region', { name: 'Share this article' });

/**
 * Opens the post and waits for the share bar to hydrate: "Copy link" only appears once the bar's
 * client code runs, and before that a click is the plain link's own new tab, not the popup.
 */
async function openHydratedPost(page: Page) {
  await page.goto(POST);
  await expect(shareBar(page).getByRole('button', { name: 'Copy link' })).toBeVisible();
}

test.describe('share bar on a blog post', () => {
  // A 1280 x 800 viewport on a 1280 x 800 screen: the popup sits (1280-626)/2 and (800-436)/2 from the
  // window's corner (headless Chromium puts the window itself at 10, 10).
  test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 } });

  test('a click opens a 626 x 436 popup centred on the window with the post to share', async ({ page }) => {
    await recordPopups(page);
    await openHydratedPost(page);
    const link = shareBar(page).getByRole('link', { name: 'Share on LinkedIn (opens in a new window)' });
    await link.click();
    await expect.poll(() => opens(page)).toHaveLength(1);
    const [call] = await opens(page);
    expect(call).toEqual({
      url: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent((await canonical(page))!)}`,
      target: 'sharer-linkedin',
      features: await featuresAt(page, 327, 182),
    });
    // The page stayed where it was: the popup replaced the link's own new tab.
    expect(page.url()).toContain(POST);
    expect(page.context().pages()).toHaveLength(1);
  });

  test('Enter on a focused share link opens the popup too', async ({ page }) => {
    await recordPopups(page);
    await openHydratedPost(page);
    await shareBar(page)
      .getByRole('link', { name: /Share on X/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => opens(page)).toHaveLength(1);
    const [call] = await opens(page);
    expect(call!.target).toBe('sharer-twitter');
    expect(call!.url).toMatch(/^https:\/\/x\.com\/intent\/tweet\?text=.+&url=http/);
    expect(call!.features).toBe(await featuresAt(page, 327, 182));
  });

  test('copy link copies the canonical address and confirms it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(POST);
    const bar = shareBar(page);
    await bar.getByRole('button', { name: 'Copy link' }).click();
    await expect(bar.getByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(bar.getByRole('status')).toHaveText('Link copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonical(page));
    await expect(bar.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 10_000 });
  });

  test('the page with its share bar passes axe', async ({ page }) => {
    await page.goto(POST);
    await expect(shareBar(page).getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('share popup on a zoomed display', () => {
  // A 1280 px viewport on a 1600 px screen: the offsets are divided by 1280 / 1600 = 0.8.
  test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1600, height: 1000 } });

  test('the zoom-aware formula places the popup', async ({ page }) => {
    await recordPopups(page);
    await openHydratedPost(page);
    await shareBar(page)
      .getByRole('link', { name: /Share on Facebook/ })
      .click();
    await expect.poll(() => opens(page)).toHaveLength(1);
    // (1280-626)/2/0.8 = 408.75 and (800-436)/2/0.8 = 227.5, rounded.
    expect((await opens(page))[0]!.features).toBe(await featuresAt(page, 409, 228));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the share links are plain links to new tabs, and there is no dead copy button', async ({ page }) => {
    await page.goto(POST);
    const bar = shareBar(page);
    const linkedin = bar.getByRole('link', { name: /Share on LinkedIn/ });
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', 'noopener');
    await expect(linkedin).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    await expect(bar.getByRole('link', { name: 'Share by Email' })).toHaveAttribute('href', /^mailto:\?subject=/);
    await expect(bar.getByRole('button')).toHaveCount(0);
  });
});

test('projects and jobs have their share bars', async ({ page }) => {
  await page.goto('/projects/ledgerly-budgeting');
  await expect(
    page.getByRole('region', { name: 'Share this case study' }).getByRole('link', { name: /Share on LinkedIn/ }),
  ).toHaveAttribute('href', /ledgerly-budgeting/);
  await page.goto('/jobs/product-designer');
  const job = page.getByRole('region', { name: 'Know someone who would fit? Share this role' });
  await expect(job.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/api\.whatsapp\.com\/send\?text=.*product-designer/,
  );
});
