import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

// Content written in files (content/*/entries): drafts stay out of production, and a post's highlighted code
// is markup made at build, not JavaScript.

const DRAFT = '/blogposts/passkeys-in-mobile-apps-what-we-learned';
const CODE_POST = '/blogposts/nuxt-auth-refresh-token-authentication-in-your-nuxt-app';
const PROSE_POST = '/blogposts/how-much-does-an-mvp-cost-in-2026';

/** The build scripts a page asks for: inert until its first paint, then started (lib/hydration/afterFirstPaint.ts). */
async function pageScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script[^>]*\b(?:data-)?src="([^"]+)"/g)].map(([, src]) => src!).sort();
}

test.describe('publishing from files', () => {
  test('a draft post is built nowhere: not at its address, in the list, the sitemap, the feed or search', async ({
    page,
  }) => {
    expect((await page.request.get(DRAFT)).status()).toBe(404);
    for (const file of ['/sitemap.xml', '/blogposts/feed.xml']) {
      const text = await (await page.request.get(file)).text();
      expect(text, file).toContain('/blogposts/how-much-does-an-mvp-cost-in-2026');
      expect(text, file).not.toContain('passkeys-in-mobile-apps');
    }
    await page.goto('/blogposts');
    await expect(page.getByRole('link', { name: /Passkeys in mobile apps/ })).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('searchbox').fill('passkeys');
    await expect(dialog.getByRole('status')).toContainText('for “passkeys”');
    // The published trends post mentions passkeys: search works, and finds no draft.
    await expect(dialog.getByRole('link', { name: /8 trends shaping/ })).toBeVisible();
    await expect(dialog.locator(`a[href^="${DRAFT}"]`)).toHaveCount(0);
  });

  test('highlighted code is markup: the post with code samples loads the same scripts as a post without', async ({
    page,
  }) => {
    await page.goto(CODE_POST);
    const sample = page.getByRole('region', { name: 'Code sample, TypeScript' }).first();
    await expect(sample).toBeVisible();
    await expect(sample.locator('.hljs-keyword').first()).toHaveText(/^(import|export|const|type)$/);
    await expect(page.getByRole('table')).toBeVisible();
    const scripts = await pageScripts(page, CODE_POST);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts).toEqual(await pageScripts(page, PROSE_POST));
  });
});

test('an uploaded photograph is served resized and in WebP by the site itself', async ({ page }) => {
  const original = await page.request.get('/share-preview.png');
  const resized = await page.request.get('/_next/image?url=%2Fshare-preview.png&w=640&q=75', {
    headers: { accept: 'image/avif,image/webp,image/*' },
  });
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toBe('image/webp');
  expect((await resized.body()).length).toBeLessThan((await original.body()).length / 2);
});
