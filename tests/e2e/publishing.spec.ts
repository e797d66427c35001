import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

// Content written in files (content/*/entries): drafts stay out of production, a closed job keeps only its page,
// and a post's highlighted code is markup made at build, not JavaScript.

const DRAFT = '/blogposts/passkeys-in-mobile-apps-what-we-learned';
const CODE_POST = '/blogposts/nuxt-auth-refresh-token-authentication-in-your-nuxt-app';
const PROSE_POST = '/blogposts/how-much-does-an-mvp-cost-in-2026';
/** content/jobs/entries/kotlin-multiplatform-developer.yaml, filled and marked closed. */
const CLOSED_JOB = '/jobs/kotlin-multiplatform-developer';

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

  test('a closed job keeps its page, says it is closed, points to the open jobs, and is offered nowhere', async ({
    page,
  }) => {
    await page.goto(CLOSED_JOB);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kotlin Multiplatform Developer');
    await expect(page.getByText('This position is closed: we no longer take applications for it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send Application' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Open Positions' }).first()).toHaveAttribute('href', '/jobs');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structuredData.join('\n')).not.toContain('JobPosting');
    expect(await (await page.request.get('/jobs/senior-react-native-developer')).text()).toContain('"JobPosting"');

    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(CLOSED_JOB);
    await page.goto('/jobs');
    await expect(page.locator(`a[href="${CLOSED_JOB}"]`)).toHaveCount(0);
    await page.goto('/apply-job');
    await expect(page.getByLabel('The job').getByRole('option', { name: /Kotlin Multiplatform/ })).toHaveCount(0);
    await expect(page.getByLabel('The job').getByRole('option', { name: /React Native/ })).toHaveCount(1);
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
