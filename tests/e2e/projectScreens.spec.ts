// Each case study's art is its own product's screens: the /projects cards show seven different pictures, and each
// case study shows at least three screens, each with its own alt text and caption, loaded lazily below the fold.
import { expect } from '@playwright/test';
import { test } from './fixtures';

const SLUGS = [
  'campus-quest',
  'fieldnote-smart-greenhouse',
  'glow-salon-booking',
  'huddle-sports-clubs',
  'ledgerly-budgeting',
  'roadready-fleet',
  'voltway-ev-charging',
];

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('the /projects cards show each product’s own picture', async ({ page }) => {
      await page.goto('/projects');
      const sources = await page
        .locator('main img[src*="/images/projects/"]')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
      expect(sources.toSorted()).toEqual(SLUGS.map((slug) => `/images/projects/${slug}.svg`));
    });

    for (const slug of width === 390 ? SLUGS : ['glow-salon-booking', 'huddle-sports-clubs', 'campus-quest']) {
      test(`/projects/${slug} shows its screens, each described and captioned, lazily and within the page`, async ({
        page,
      }) => {
        await page.goto(`/projects/${slug}`);
        const gallery = page.getByRole('region', { name: 'Screens' }).getByRole('list');
        const screens = gallery.getByRole('img');
        expect(await screens.count()).toBeGreaterThanOrEqual(3);
        const alts = await screens.evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
        for (const alt of alts) expect(alt.length).toBeGreaterThan(40);
        expect(new Set(alts).size).toBe(alts.length);
        const captions = await gallery.locator('figcaption').allTextContents();
        expect(captions).toHaveLength(alts.length);
        expect(new Set(captions).size).toBe(captions.length);
        for (const image of await screens.all()) {
          await expect(image).toHaveAttribute('loading', 'lazy');
          await expect(image).toHaveAttribute('width', /^\d+$/);
          await expect(image).toHaveAttribute('height', /^\d+$/);
          expect(await image.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(844);
        }
        await gallery.scrollIntoViewIfNeeded();
        for (const image of await screens.all()) {
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
            .toBeGreaterThan(0);
          const box = await image.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
        // The hero picture is the product's own, loaded first.
        const hero = page.locator(`main img[src="/images/projects/${slug}.svg"]`).first();
        await expect(hero).toHaveAttribute('fetchpriority', 'high');
      });
    }
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a page and two phones share one row at one height', async ({ page }) => {
    await page.goto('/projects/glow-salon-booking');
    const boxes = await page
      .getByRole('region', { name: 'Screens' })
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(3);
    const [first, ...others] = boxes;
    for (const box of others) {
      expect(Math.abs(box.top - first!.top)).toBeLessThan(2);
      expect(Math.abs(box.height - first!.height)).toBeLessThan(4);
    }
    expect(first!.height).toBeGreaterThan(300);
  });
});
