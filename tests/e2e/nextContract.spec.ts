import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { DIST_DIR, htmlFileOf, NOT_FOUND_ROUTE, prerenderedRoutes } from '@/lib/nextBuild';
import { payloadPage } from '@/lib/prefetch/payload';
import { buildFileOf, prerenderedAppDir, prerenderedPageFiles, servedHtmlFiles } from '@/tooling/next/buildOutput';
import { deferPageScripts, heldScripts } from '@/tooling/next/deferScripts';
import { sha256Integrity } from '@/tooling/next/scriptIntegrity';
import { test } from './fixtures';

/**
 * What the site assumes of Next.js's output, checked on the real production build (`npm run build`) and the
 * `next start` serving it. An upgrade of Next.js that changes one of them fails here, by name, instead of in a
 * visitor's browser: lib/nextBuild.ts and tooling/next/buildOutput.ts hold the assumptions.
 */

const sitemapPaths = async (request: APIRequestContext) =>
  [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );

const read = (file: string) => readFileSync(file, 'utf8');

test.describe("Next.js's build output, as the site reads it", () => {
  test('the prerender manifest lists every page, and each page is an HTML file where lib/nextBuild.ts says', async ({
    request,
  }) => {
    const routes = new Set(prerenderedRoutes(DIST_DIR));
    const pages = [...(await sitemapPaths(request)), NOT_FOUND_ROUTE, '/contact/success'];
    expect(pages.length).toBeGreaterThan(80);
    expect(pages.filter((page) => !routes.has(page))).toEqual([]);
    expect(pages.filter((page) => !existsSync(path.join(DIST_DIR, htmlFileOf(page))))).toEqual([]);
    // Generated files are routes without an HTML page: the Content-Security-Policy tells the two apart that way.
    for (const file of ['/robots.txt', '/sitemap.xml', '/blogposts/feed.xml']) {
      expect(routes.has(file), file).toBe(true);
      expect(existsSync(path.join(DIST_DIR, htmlFileOf(file))), file).toBe(false);
    }
    // And every HTML file there is one of the manifest's routes.
    const fileRoutes = prerenderedPageFiles(DIST_DIR).map((file) =>
      file === 'index.html'
        ? '/'
        : `/${file
            .split(path.sep)
            .join('/')
            .replace(/\.html$/, '')}`,
    );
    expect(fileRoutes.filter((route) => !routes.has(route))).toEqual([]);
  });

  test('next start serves the prepared HTML files as they are on disk, the not-found page included', async ({
    request,
  }) => {
    for (const page of ['/', '/contact', '/blogposts', '/services/mobile-development/ios', '/contact/success']) {
      const answer = await request.get(page);
      expect(answer.status(), page).toBe(200);
      expect(await answer.text(), page).toBe(read(path.join(DIST_DIR, htmlFileOf(page))));
    }
    const missing = await request.get('/no-such-page-here');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe(read(path.join(DIST_DIR, htmlFileOf(NOT_FOUND_ROUTE))));
  });

  test('every HTML file next start may serve holds its build scripts for the first paint, each with the integrity of its file', () => {
    const files = servedHtmlFiles(DIST_DIR);
    expect(files.length).toBeGreaterThan(80);
    expect(files.filter((file) => file.startsWith(prerenderedAppDir(DIST_DIR))).length).toBeLessThan(files.length);
    for (const file of files) {
      const html = read(file);
      // No script is left in the shape Next.js writes them (the post-build step rewrote every one).
      expect(deferPageScripts(html).deferred, file).toBe(0);
      const held = heldScripts(html);
      expect(held.length, file).toBeGreaterThan(0);
      for (const { src, integrity } of held) {
        const script = buildFileOf(DIST_DIR, src ?? '');
        expect(script, `${file}: ${src}`).toBeDefined();
        expect(integrity, `${file}: ${src}`).toBe(sha256Integrity(readFileSync(script!)));
      }
    }
  });

  test("a route prefetch (the _rsc parameter and the router's RSC headers) gets the payload lib/prefetch/payload.ts waits for", async ({
    page,
    request,
  }) => {
    // Listening before the visit: the link may be prefetched as it comes into view, before it is hovered.
    const prefetched = page.waitForResponse(
      (response) =>
        response.request().headers()['next-router-prefetch'] === '1' && new URL(response.url()).pathname === '/jobs',
    );
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs', exact: true }).hover();
    const response = await prefetched;
    const sent = response.request();
    expect(new URL(sent.url()).searchParams.has('_rsc')).toBe(true);
    expect(sent.headers()['rsc']).toBe('1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/x-component/);
    // payload.ts reads the end of a prefetch from the page's Resource Timing entries, by the _rsc parameter.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
      .toContainEqual(sent.url());
    expect(payloadPage(sent.url())).toBe('/jobs');

    // The same request from outside the browser: the payload, not the page's HTML.
    const routerHeaders = Object.fromEntries(
      Object.entries(sent.headers()).filter(([name]) => name === 'rsc' || name.startsWith('next-')),
    );
    const again = await request.get(sent.url(), { headers: routerHeaders, maxRedirects: 0 });
    expect(again.status()).toBe(200);
    expect(again.headers()['content-type']).toMatch(/^text\/x-component/);
    expect(await again.text()).not.toContain('<html');
  });
});
