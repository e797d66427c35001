import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

const DISPLAY_FALLBACKS = ['Display fallback Times New Roman', 'Display fallback Noto Serif', 'serif'];
const TEXT_FALLBACKS = ['Text fallback Arial', 'Text fallback Roboto', 'sans-serif'];
const LEAD_CUT = /\/_next\/static\/media\/(fraunces|inter)_lead\b[^/]*\.woff2$/;

/** The families the page's first heading and first paragraph are set in, in stack order. */
const headingAndTextFamilies = (page: Page) =>
  page.evaluate(() =>
    [document.querySelector('h1')!, document.querySelector('main p')!].map((element) =>
      getComputedStyle(element)
        .fontFamily.split(',')
        .map((name) => name.trim().replace(/["']/g, '')),
    ),
  );

/** The @font-face rules of the page: each family with its source and unicode-range. */
const fontFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
          source: rule.style.getPropertyValue('src'),
          display: rule.style.getPropertyValue('font-display'),
          sizeAdjust: rule.style.getPropertyValue('size-adjust'),
          ascent: rule.style.getPropertyValue('ascent-override'),
        })),
    ),
  );

test.describe('brand faces', () => {
  test('the page a visitor lands on preloads the lead cuts and is drawn in them from its first frame', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    // What the first frame shows: the marks the head script left before the page was painted.
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        Object.assign(window, {
          atFirstPaint: {
            systemFaces: document.documentElement.hasAttribute('data-system-faces'),
            loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
          },
        });
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto('/about');

    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
    const faces = await fontFaces(page);
    const [display, text] = (await headingAndTextFamilies(page)).map((stack) => stack[0]!);
    expect(await headingAndTextFamilies(page)).toEqual([
      [display, `${display!.replace('Font', '')}ExtendedFont`, ...DISPLAY_FALLBACKS],
      [text, `${text!.replace('Font', '')}ExtendedFont`, ...TEXT_FALLBACKS],
    ]);
    expect(faces.find((face) => face.family === display)).toMatchObject({ display: 'block' });
    expect(faces.find((face) => face.family === display)?.source).toMatch(/fraunces_lead/);
    expect(faces.find((face) => face.family === text)?.source).toMatch(/inter_lead/);
    expect(fonts.every((path) => LEAD_CUT.test(path))).toBe(true);
    expect(fonts).toHaveLength(2);

    const atFirstPaint = await page.evaluate(
      () => (window as unknown as { atFirstPaint: { systemFaces: boolean; loaded: string[] } }).atFirstPaint,
    );
    expect(atFirstPaint.systemFaces).toBe(false);
    expect(atFirstPaint.loaded).toEqual(expect.arrayContaining([display, text]));
  });

  test('metric-matched system faces stand in for the brand faces on every platform', async ({ page }) => {
    await page.goto('/about');
    const fallbacks = (await fontFaces(page)).filter((face) => face.source.startsWith('local('));
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
  });

  test('faces slower than the wait leave the page in the fallbacks, unmoved; the next page shows them', async ({
    page,
  }) => {
    // The lead cuts take 3 s to come: longer than the page waits for them.
    await page.route(LEAD_CUT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'commit' });
    // While it waits, the screen is the navy the header and hero open in, not the cream below them.
    await expect(page.locator('html')).toHaveAttribute('data-faces-wait', '');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(15, 27, 45)',
    );
    await expect(page.locator('html')).toHaveAttribute('data-system-faces', 'waiting', { timeout: 2_500 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await headingAndTextFamilies(page)).toEqual([DISPLAY_FALLBACKS, TEXT_FALLBACKS]);
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();

    // They arrive: this page keeps the faces it was drawn in, so nothing on it moves.
    await expect(page.locator('html')).toHaveAttribute('data-system-faces', 'arrived', { timeout: 10_000 });
    expect(await headingAndTextFamilies(page)).toEqual([DISPLAY_FALLBACKS, TEXT_FALLBACKS]);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headingBox);

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-system-faces');
    const [heading, paragraph] = await headingAndTextFamilies(page);
    expect(heading![0]).not.toBe(DISPLAY_FALLBACKS[0]);
    expect(paragraph![0]).not.toBe(TEXT_FALLBACKS[0]);
  });

  test('lead cuts that fail end the wait at once: the page is shown in the fallbacks within 100 ms', async ({
    page,
  }) => {
    // When the browser found a font had failed, and when the page stopped waiting (the attribute that hides it went).
    await page.addInitScript(() => {
      document.fonts.addEventListener('loadingerror', () => {
        Object.assign(window, { failedAt: performance.now() });
      });
      // The document is empty when this runs: watch it all for the attribute.
      new MutationObserver((_, observer) => {
        if (document.documentElement.hasAttribute('data-faces-wait')) return;
        observer.disconnect();
        Object.assign(window, { shownAt: performance.now() });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-faces-wait'] });
    });
    // The lead cuts fail 300 ms after they are asked for, well inside the 1.5 s the page would wait for them.
    await page.route(LEAD_CUT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.abort('failed');
    });
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-system-faces', 'failed');
    expect(await headingAndTextFamilies(page)).toEqual([DISPLAY_FALLBACKS, TEXT_FALLBACKS]);
    const { failedAt, shownAt } = await page.evaluate(() => {
      const marks = window as unknown as { failedAt: number; shownAt: number };
      return { failedAt: marks.failedAt, shownAt: marks.shownAt };
    });
    expect(shownAt - failedAt).toBeLessThan(100);
  });
});
