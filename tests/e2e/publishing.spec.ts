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
    await expect(sample.locator('.c-keyword').first()).toHaveText(/^(import|export|const|type)$/);
    await expect(page.getByRole('table')).toBeVisible();
    const scripts = await pageScripts(page, CODE_POST);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts).toEqual(await pageScripts(page, PROSE_POST));
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px a code sample is never cut off unseen, and the post's head reads in order`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(CODE_POST);
      const samples = page.getByRole('region', { name: /^Code sample/ });
      expect(await samples.count()).toBeGreaterThan(3);
      const post = page.locator('main article').first();
      const column = await post.locator(':scope > div').last().boundingBox();
      for (const sample of await samples.all()) {
        const box = await sample.evaluate((pre) => {
          const style = getComputedStyle(pre);
          return {
            hidden: pre.scrollWidth - pre.clientWidth,
            width: pre.getBoundingClientRect().width,
            // The moving covers of the scroll cue (Fence's background) and a coloured scrollbar.
            cue: style.backgroundAttachment.includes('local') && style.backgroundImage.includes('gradient'),
            scrollbar: style.scrollbarColor,
          };
        });
        if (box.hidden > 0) {
          expect(box.cue, 'a sample wider than its box shows that it scrolls').toBe(true);
          expect(box.scrollbar).not.toBe('auto');
          // A wide sample takes the text column's whole width before it scrolls.
          expect(box.width).toBeCloseTo(column!.width, 0);
        }
      }
      // Nothing of the page is wider than the screen (a long trail once widened the hero past it).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const heading = (await page.locator('h1').boundingBox())!;
      expect(heading.x + heading.width).toBeLessThanOrEqual(viewport.width);
      // The trail stays on one line: the current page's name is cut short, not wrapped under it.
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const lineHeight = await trail
        .locator('a')
        .first()
        .evaluate((a) => a.getBoundingClientRect().height);
      expect((await trail.boundingBox())!.height).toBeLessThan(lineHeight * 1.6);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(
        'Nuxt auth: refresh token authentication in your Nuxt app',
      );
      // The cover comes before the table of contents on a phone, beside it on a wide screen.
      const cover = (await post.locator(':scope > img').boundingBox())!;
      const contents = (await page.getByRole('navigation', { name: /contents/i }).boundingBox())!;
      if (viewport.width < 1024) expect(cover.y + cover.height).toBeLessThanOrEqual(contents.y);
      else expect(cover.x).toBeGreaterThan(contents.x + contents.width);
    });
  }
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
