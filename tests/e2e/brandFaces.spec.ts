import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

const DISPLAY_FALLBACKS = ['Display fallback Times New Roman', 'Display fallback Noto Serif', 'serif'];
const TEXT_FALLBACKS = ['Text fallback Arial', 'Text fallback Roboto', 'sans-serif'];

/** The families the page's first heading and first paragraph are set in, in stack order. */
const headingAndTextFamilies = (page: Page) =>
  page.evaluate(() =>
    [document.querySelector('h1')!, document.querySelector('main p')!].map((element) =>
      getComputedStyle(element)
        .fontFamily.split(',')
        .map((name) => name.trim().replace(/["']/g, '')),
    ),
  );

/** The families of the two brand faces, from their @font-face rules (Fraunces for headings, Inter for text). */
const brandFaceFamilies = (page: Page) =>
  page.evaluate(() => {
    const rules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule),
    );
    const familyFrom = (file: string) =>
      rules
        .find((rule) => rule.style.getPropertyValue('src').includes(file))
        ?.style.getPropertyValue('font-family')
        .replace(/["']/g, '');
    return [familyFrom('fraunces'), familyFrom('inter')];
  });

/** Whether both brand faces are loaded (on a landing page the stacks name only the fallbacks, so ask by family). */
const brandFacesLoaded = async (page: Page) => {
  const families = await brandFaceFamilies(page);
  return page.evaluate(
    (names) => names.every((name) => name !== undefined && document.fonts.check(`1em "${name}"`)),
    families,
  );
};

test.describe('brand faces', () => {
  test('the page a visitor lands on paints at once in system faces sized like the brand faces, on every platform', async ({
    page,
  }) => {
    const fontsBeforeLoad: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (request.resourceType() === 'font' && !loaded) fontsBeforeLoad.push(request.url());
    });
    const fontFetched = page.waitForRequest((request) => request.resourceType() === 'font');
    await page.goto('/about');
    // A preloaded `optional` face would hold the first frame back until it arrives.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    const fallbacks = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .filter((rule) => rule.style.getPropertyValue('src').startsWith('local('))
          .map((rule) => ({
            family: rule.style.getPropertyValue('font-family').replace(/"/g, ''),
            sizeAdjust: rule.style.getPropertyValue('size-adjust'),
            ascent: rule.style.getPropertyValue('ascent-override'),
            source: rule.style.getPropertyValue('src'),
          })),
      ),
    );
    // Regular and bold faces of Arial and Roboto (Android) for the text, Times New Roman and Noto Serif
    // (Android) for the headings, each scaled and with the brand face's line metrics.
    expect(fallbacks).toHaveLength(8);
    for (const fallback of fallbacks) {
      expect(fallback.sizeAdjust).toMatch(/%$/);
      expect(fallback.ascent).toMatch(/%$/);
    }
    const sourceOf = (family: string) => fallbacks.find((face) => face.family === family)?.source;
    expect(sourceOf('Display fallback Noto Serif')).toContain('Noto Serif');
    expect(sourceOf('Text fallback Roboto')).toContain('Roboto');
    expect(sourceOf('Text fallback Arial')).toContain('Liberation Sans');

    // No brand face in the landing page's stacks, and none requested before the page has loaded.
    expect(await headingAndTextFamilies(page)).toEqual([DISPLAY_FALLBACKS, TEXT_FALLBACKS]);
    await page.waitForLoadState('load');
    expect(fontsBeforeLoad).toEqual([]);
    // Then, with the page idle, both faces are fetched for the next page, and nothing on this one changes.
    await fontFetched;
    await expect.poll(() => brandFacesLoaded(page)).toBe(true);
    expect(await headingAndTextFamilies(page)).toEqual([DISPLAY_FALLBACKS, TEXT_FALLBACKS]);
  });

  test('the next page, reached by a client navigation, is drawn in the brand faces', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('load');
    await expect.poll(() => brandFacesLoaded(page)).toBe(true);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    const [display, text] = await brandFaceFamilies(page);
    expect(await headingAndTextFamilies(page)).toEqual([
      [display, ...DISPLAY_FALLBACKS],
      [text, ...TEXT_FALLBACKS],
    ]);
  });

  test('a full page load that comes from one of our pages uses the brand faces from its first frame', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.waitForLoadState('load');
    await expect.poll(() => brandFacesLoaded(page)).toBe(true);
    // The marker is set by the head script before the body is parsed, so nothing is drawn in the fallbacks first.
    await page.addInitScript(() => {
      document.addEventListener(
        'readystatechange',
        () => {
          if (document.readyState === 'interactive')
            Object.assign(window, { markedAtParse: document.documentElement.hasAttribute('data-brand-faces') });
        },
        { once: true },
      );
    });
    // A full page load, as a link opened in a new tab or the reload after a new build makes.
    await page.evaluate(() => {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the full load is the point
      window.location.href = '/contact';
    });
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => (window as unknown as { markedAtParse: boolean }).markedAtParse)).toBe(true);
    const [display, text] = await brandFaceFamilies(page);
    expect(await headingAndTextFamilies(page)).toEqual([
      [display, ...DISPLAY_FALLBACKS],
      [text, ...TEXT_FALLBACKS],
    ]);
    await expect.poll(() => brandFacesLoaded(page)).toBe(true);
  });
});
