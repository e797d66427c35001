import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

const POST = '/blogposts/design-systems-that-survive-the-second-product';

const transitioning = (page: Page) => page.locator('[data-transitioning]');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Records every scroll position from now on, across client-side navigations. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { scrolled: number[] }).scrolled = positions;
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
  });
  return async () => {
    // Long enough for a smooth scroll to run its course.
    await page.waitForTimeout(600);
    return page.evaluate(() => (window as unknown as { scrolled: number[] }).scrolled);
  };
}

/** A real mouse click on the element where it is now, without scrolling it into view first. */
async function clickWhereItIs(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether the centre of the element is the element itself (or inside it), not something over it. */
const isOnTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

test.describe('navigation feedback and scrolling', () => {
  test('same-page links and Back/Forward between hashes never leave the page dimmed', async ({ page }) => {
    await page.goto(POST);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Skip to content
    await expect(page).toHaveURL(/#main$/);
    await expect(transitioning(page)).toHaveCount(0);
    // The skip link's jump glides (a focused link makes scrolling smooth): a click before it rests can land where
    // the entry no longer is, on a busy machine.
    await expect
      .poll(async () => {
        const before = await scrollY(page);
        await page.waitForTimeout(150);
        return (await scrollY(page)) === before;
      })
      .toBe(true);

    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const entry = toc.getByRole('link').first();
    // The entry's own hash: any hash (#main too) would let Back below run before the click has navigated.
    const { hash } = new URL((await entry.getAttribute('href'))!, page.url());
    expect(hash).toMatch(/^#[a-z0-9-]+$/);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(transitioning(page)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/#main$/);
    await expect(transitioning(page)).toHaveCount(0);
    await page.goForward();
    await expect(transitioning(page)).toHaveCount(0);

    // A real navigation still completes and clears the mark, and Back brings the post itself back.
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(transitioning(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${POST}#`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(transitioning(page)).toHaveCount(0);
  });

  test('a new page starts at the top at once and Back returns to where the visitor left', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 2400, behavior: 'instant' }));
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(2000);
    const scrolled = await recordScrolling(page);

    await clickWhereItIs(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }),
    );
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    // No glide: the position goes from where the visitor was to the top in one step.
    expect((await scrolled()).filter((y) => y > 0 && y < left)).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
    expect(await scrollY(page)).toBeLessThan(left + 5);

    await page.goForward();
    await expect(page).toHaveURL(/\/projects$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a table-of-contents link lands on its heading, at once when the visitor prefers less motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(POST);
    const entry = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').last();
    const id = (await entry.getAttribute('href'))!.slice(1);
    await entry.scrollIntoViewIfNeeded();
    const start = await scrollY(page);
    const scrolled = await recordScrolling(page);
    await clickWhereItIs(page, entry);
    const target = page.locator(`[id="${id}"]`);
    await expect(target).toBeInViewport();
    const positions = await scrolled();
    const landed = await scrollY(page);
    expect(landed).toBeGreaterThan(start);
    // One jump to the heading, no positions in between.
    expect(positions.filter((y) => y > start && y < landed)).toEqual([]);
    // Just below the sticky header, not under it.
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y).toBeLessThan(header.height + 40);
  });
});

test.describe('mistyped addresses', () => {
  for (const path of ['/100%', '/%']) {
    test(`${path} shows the branded not-found page with the path`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
      await expect(page.getByText(`Page not found: ${path}`, { exact: true })).toBeVisible();
    });
  }
});

test.describe('content that reads correctly', () => {
  test('a project names its time to launch and since when it is supported', async ({ page }) => {
    await page.goto('/projects/glow-salon-booking');
    const duration = page.getByRole('definition').filter({ hasText: 'to launch' });
    await expect(duration).toHaveText('7 months to launch, supported since 2025');
  });

  test('an internship with one salary figure shows it once', async ({ page }) => {
    await page.goto('/jobs/flutter-developer-internship');
    await expect(page.getByText('RON\u00a03,500 gross / month', { exact: true })).toBeVisible();
    await expect(page.getByText(/RON.3,500–/)).toHaveCount(0);
  });

  test('home carries the brand in its title and shows its three figures side by side', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page).toHaveTitle('Web and mobile app development in Cluj Napoca | Wolfpack Digital');
    const values = page.getByRole('definition').filter({ hasText: /^\d+\+?$/ });
    await expect(values).toHaveCount(3);
    const tops = await values.evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe('cookie panel on a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("at 390 px the panel is a compact sheet that leaves both of the hero's calls to action whole", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const panel = (await page.getByRole('dialog', { name: 'Cookies on this site' }).boundingBox())!;
    expect(panel.height).toBeLessThan(844 * 0.23);
    for (const name of ["Let's Hunt Together!", 'See Our Work']) {
      const button = (await page.getByRole('main').getByRole('link', { name, exact: true }).boundingBox())!;
      expect(button.y + button.height, name).toBeLessThanOrEqual(panel.y);
    }
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the footer's links and badges can be scrolled into view above the open panel`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // A page whose footer shows the badges (home shows them in its own section instead).
      await page.goto('/about');
      await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const footer = page.getByRole('contentinfo');
      const privacy = footer.getByRole('link', { name: 'Privacy policy' });
      await expect(privacy).toBeInViewport();
      expect(await isOnTop(privacy)).toBe(true);
      const badges = footer.getByRole('heading', { name: 'Certifications' }).locator('xpath=..');
      expect(await isOnTop(badges.getByRole('listitem').last())).toBe(true);
      await privacy.click();
      await expect(page).toHaveURL(/\/privacy$/);
    });
  }
});
