import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

type AXNode = { role?: { value: string }; name?: { value: string }; ignored: boolean };

/** The headings and landmarks of Chromium's own accessibility tree, as a screen reader lists them. */
async function exposedTree(page: Page) {
  const client = await page.context().newCDPSession(page);
  const { nodes } = (await client.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const named = (role: string) =>
    nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? '');
  return {
    headings: named('heading'),
    landmarks: ['banner', 'navigation', 'main', 'contentinfo'].flatMap((role) => named(role).map(() => role)),
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // No flag that turns accessibility on from the start: the tree is read when the page has loaded, as DevTools
    // and an assistive technology started later read it. A section skipped by `content-visibility: auto` would
    // be missing from it until scrolled near.
    test('every heading and landmark of home is in the accessibility tree right after load', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('load');
      // Compared without case: Chromium names a heading styled in capitals as it shows it.
      const headings = (await page.locator('main h2, main h3').allTextContents()).map((text) =>
        text.trim().toLowerCase(),
      );
      const sectionHeadings = await page.locator('main section[data-tone] h2').count();
      expect(sectionHeadings).toBeGreaterThan(5);

      const exposed = await exposedTree(page);
      expect(exposed.headings.map((heading) => heading.toLowerCase())).toEqual(expect.arrayContaining(headings));
      expect(exposed.landmarks).toEqual(expect.arrayContaining(['banner', 'navigation', 'main', 'contentinfo']));
    });
  });
}
