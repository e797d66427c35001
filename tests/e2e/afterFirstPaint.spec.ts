import { expect } from '@playwright/test';
import { test } from './fixtures';

const POST = '/blogposts/design-systems-that-survive-the-second-product';
const isBuildScript = (url: string) => new URL(url).pathname.startsWith('/_next/static/chunks/');

test.describe("the page's scripts wait for its first paint", () => {
  test('none is requested before the text is on screen, each is requested once, and the page then hydrates', async ({
    page,
  }) => {
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (isBuildScript(request.url())) requested.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(POST);
    // "Copy link" is rendered by the share bar's client code: the page has hydrated.
    await expect(
      page.getByRole('region', { name: 'Share this article' }).getByRole('button', { name: 'Copy link' }),
    ).toBeVisible();

    const { firstContentfulPaint, scriptStarts } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
        .map((entry) => entry.startTime),
    }));
    expect(scriptStarts.length).toBeGreaterThan(3);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstContentfulPaint);
    expect(requested).toEqual([...new Set(requested)]);
    // Each started as a real script, allowed by the page's Content-Security-Policy.
    await expect(page.locator('script[data-after-first-paint]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
