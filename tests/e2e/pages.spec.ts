import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { LinkChecker } from 'linkinator';
import { DIST_DIR, prerenderedRoutes } from '@/lib/nextBuild';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

const SUCCESS_PAGES = ['/contact/success', '/apply-job/success'];

/** One page of every template: axe runs on each. */
const TEMPLATES = [
  '/',
  '/services',
  '/services/pricing',
  '/services/ai-integration',
  '/services/web-development',
  '/services/mobile-development/ios',
  '/industries',
  '/industries/fintech-software-development',
  '/technologies',
  '/technologies/react',
  '/projects',
  '/projects/ledgerly-budgeting',
  '/blogposts',
  '/authors',
  '/jobs',
  '/apply-job',
  '/apply-job/success',
  '/contact',
  '/contact/success',
  '/team',
  '/about',
  '/press-corner',
  '/privacy',
  '/sitemap',
];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe('every page', () => {
  test('sitemap.xml lists every indexable page and nothing else', async ({ request }) => {
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(80);
    expect(new Set(paths).size).toBe(paths.length);
    for (const hidden of [...SUCCESS_PAGES, '/apply-job']) expect(paths).not.toContain(hidden);
    for (const required of [
      '/',
      '/services/web-development/pwa',
      '/technologies/kotlin-multiplatform',
      '/press-corner',
    ]) {
      expect(paths).toContain(required);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.wolfpack-digital.com/sitemap.xml');
  });

  test('each page answers 200 with one h1, its own title and description, no console errors, and fits a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const paths = [...(await sitemapPaths(request)), ...SUCCESS_PAGES, '/apply-job'];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    for (const pagePath of paths) {
      const response = await page.goto(pagePath);
      expect(response?.status(), pagePath).toBe(200);
      await expect(page.locator('h1'), pagePath).toHaveCount(1);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(title.trim(), pagePath).not.toBe('');
      expect(description.trim(), pagePath).not.toBe('');
      expect(titles.get(title), `${pagePath} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(
        descriptions.get(description),
        `${pagePath} repeats the description of ${descriptions.get(description)}`,
      ).toBeUndefined();
      titles.set(title, pagePath);
      descriptions.set(description, pagePath);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      // Built without NEXT_PUBLIC_SITE_URL: the agency's own origin, never the machine that built the pages.
      expect(canonical, pagePath).toBe(`https://www.wolfpack-digital.com${pagePath === '/' ? '' : pagePath}`);
      const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect([ogUrl, ...jsonLd].join(' '), pagePath).not.toContain('localhost');
      // Nothing wider than the phone's screen: no sideways scrolling, no heading cut at the edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pagePath).toBe(390);
      const heading = (await page.locator('h1').boundingBox())!;
      expect(heading.x + heading.width, `${pagePath}: the h1 ends past the screen's edge`).toBeLessThanOrEqual(390);
    }
    expect(errors).toEqual([]);
  });

  // Every public page; the back office (/inbox) is rendered per request by design, and tests/e2e/inbox.spec.ts checks
  // that it is not prerendered.
  test('next build prerendered every page as static HTML', async ({ request }) => {
    const prerendered = new Set(prerenderedRoutes(DIST_DIR));
    const missing = [
      ...(await sitemapPaths(request)),
      ...SUCCESS_PAGES,
      '/apply-job',
      '/sitemap.xml',
      '/robots.txt',
      '/blogposts/feed.xml',
    ].filter((pagePath) => !prerendered.has(pagePath));
    expect(missing).toEqual([]);
  });

  test('the blog has an RSS feed linked from its pages', async ({ page, request }) => {
    const feed = await request.get('/blogposts/feed.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    expect((await feed.text()).match(/<item>/g)?.length).toBeGreaterThanOrEqual(12);
    await page.goto('/blogposts');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blogposts\/feed.xml$/,
    );
  });

  test('confirmation pages are kept out of search engines', async ({ page }) => {
    for (const pagePath of SUCCESS_PAGES) {
      await page.goto(pagePath);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    }
  });

  for (const pagePath of TEMPLATES) {
    test(`${pagePath} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(pagePath);
      await expectNoAxeViolations(page);
    });
  }

  test('every page passes the Nu HTML Checker', async ({ request }) => {
    test.setTimeout(180_000);
    const paths = [...(await sitemapPaths(request)), ...SUCCESS_PAGES, '/apply-job', '/this-page-does-not-exist'];
    const folder = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    const files = await Promise.all(
      paths.map(async (pagePath, index) => {
        const file = path.join(folder, `${index}-${pagePath.replace(/[^a-z0-9]+/gi, '_')}.html`);
        writeFileSync(file, await (await request.get(pagePath)).text());
        return file;
      }),
    );
    let output = '';
    try {
      execFileSync(
        'java',
        ['-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only', '--format', 'gnu', ...files],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    } catch (error) {
      output = String((error as { stderr?: string }).stderr || (error as Error).message);
    }
    expect(output).toBe('');
  });

  test('a crawl of the site finds no broken links or anchors', async ({ baseURL }) => {
    test.setTimeout(180_000);
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${baseURL}/`,
      recurse: true,
      concurrency: 8,
      checkFragments: true,
      linksToSkip: async (link) => !link.startsWith(baseURL!),
    });
    const broken = result.links
      .filter((link) => link.state === 'BROKEN')
      .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
    expect(broken).toEqual([]);
    expect(result.links.length).toBeGreaterThan(100);
  });
});
