import { expect } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { test } from './fixtures';

// Sections below the first viewport are laid out only near it (content-visibility: auto). Chromium
// builds the accessibility tree from the start when assistive technology is running, and then lays out
// what it would otherwise skip; with the tree built later (as DevTools does) skipped sections show as
// "not rendered". This file runs with the tree on from the start, as under a screen reader.
test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--force-renderer-accessibility'] },
});

test('every section heading is in the accessibility tree before the visitor scrolls', async ({ page }) => {
  await page.goto('/');
  const headings = await page.locator('main section[data-tone] h2').allTextContents();
  expect(headings.length).toBeGreaterThan(5);
  const client = await page.context().newCDPSession(page);
  const { nodes } = (await client.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; ignored: boolean }[];
  };
  const exposed = nodes
    .filter((node) => !node.ignored && node.role?.value === 'heading')
    .map((node) => node.name?.value);
  expect(exposed).toEqual(expect.arrayContaining(headings.map((heading) => heading.trim())));
});
