import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

const POST = '/blogposts/design-systems-that-survive-the-second-product';

/** Where the page scrolls a target to: below the fixed header, by the root's scroll padding. */
const scrollPaddingTop = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));

/** The target's distance from the top of the viewport once scrolling has stopped for a while. */
async function settledTop(page: Page, target: Locator) {
  let last = NaN;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [400], timeout: 10_000 },
    )
    .toBe(true);
  return target.evaluate((element) => element.getBoundingClientRect().top);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`anchors and End on a long page, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an anchor deep in the page lands exactly on a fresh load', async ({ page }) => {
      await page.goto('/');
      const sections = page.locator('main section[data-tone]');
      expect(await sections.count()).toBeGreaterThan(5);

      const last = sections.last().getByRole('heading', { level: 2 });
      const id = await last.getAttribute('id');
      await page.goto('about:blank');
      await page.goto(`/#${id}`);
      await page.waitForLoadState('load');
      const top = await settledTop(page, last);
      expect(Math.abs(top - (await scrollPaddingTop(page)))).toBeLessThanOrEqual(1);
    });

    test('End reaches the last links of the footer', async ({ page }) => {
      // A keyboard's End.
      test.skip(viewport.width < 1024, 'phones have no End key');
      await page.goto('/');
      await page.waitForLoadState('load');
      await page.keyboard.press('End');
      const footer = page.getByRole('contentinfo');
      await settledTop(page, footer);
      expect(
        await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
      ).toBe(true);
      await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeInViewport();
    });

    test('an in-page link to a section far below lands exactly after its glide', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('load');
      const last = page.locator('main section[data-tone]').last().getByRole('heading', { level: 2 });
      const id = await last.getAttribute('id');
      await page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href, textContent: 'To the blog' });
        document.querySelector('main')!.prepend(link);
      }, `#${id}`);
      await page.getByRole('link', { name: 'To the blog' }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const top = await settledTop(page, last);
      expect(Math.abs(top - (await scrollPaddingTop(page)))).toBeLessThanOrEqual(1);
    });

    test('a plain link to an anchor of another page is followed client-side, marks the view, and lands on the anchor', async ({
      page,
    }) => {
      await page.goto(POST);
      const tocLink = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').last();
      const hash = new URL((await tocLink.getAttribute('href'))!, 'http://site').hash;
      await page.goto('/');
      await page.waitForLoadState('load');
      // A plain anchor no component rendered: the delegated listener handles every link alike.
      await page.evaluate(
        ([href]) => {
          const link = Object.assign(document.createElement('a'), { href, textContent: 'Read the last part' });
          document.querySelector('main')!.prepend(link);
          const marks: boolean[] = [];
          Object.assign(window, { samePage: true, marks });
          new MutationObserver(() => marks.push(document.querySelector('[data-transitioning]') !== null)).observe(
            document.body,
            { attributes: true, subtree: true, attributeFilter: ['data-transitioning'] },
          );
        },
        [`${POST}${hash}`],
      );
      await page.getByRole('link', { name: 'Read the last part' }).click();
      await expect(page).toHaveURL(new RegExp(`${POST}${hash}$`));
      const target = page.locator(hash);
      await expect(target).toBeVisible();
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { marks: boolean[] }).marks)).toEqual([true, false]);
      const top = await settledTop(page, target);
      expect(Math.abs(top - (await scrollPaddingTop(page)))).toBeLessThanOrEqual(1);
    });
  });
}
