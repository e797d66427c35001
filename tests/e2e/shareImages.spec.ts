import { expect, type APIRequestContext } from '@playwright/test';
import { SITE_ORIGIN } from '@/content/brand';
import { test } from './fixtures';

/** The origin pages are built for: og:image URLs are absolute on it, whatever host serves the test. */
const ORIGIN = new URL(process.env.NEXT_PUBLIC_SITE_URL || SITE_ORIGIN).origin;

/** One page of each family, by the path prefix its entries share; the static page is the about page. */
const FAMILIES = ['/blogposts/', '/jobs/', '/projects/', '/services/', '/industries/', '/technologies/'];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The `content` of each `<meta>` in the page's head, by its property or name. */
async function metaTags(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)];
  return new Map(tags.map(([, key, content]) => [key!, content!.replaceAll('&amp;', '&')]));
}

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature and the chunk's length and type. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const local = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

test.describe('share images', () => {
  test('one page of each family shares its own 1200x630 PNG, also as twitter:image', async ({ request }) => {
    const paths = await sitemapPaths(request);
    const pages = [...FAMILIES.map((prefix) => paths.find((path) => path.startsWith(prefix))!), '/about', '/'];
    for (const path of pages) {
      const meta = await metaTags(request, path);
      const image = meta.get('og:image')!;
      expect(image, path).toMatch(new RegExp(`^${ORIGIN}/share/.+\\.png\\?v=`));
      expect(meta.get('twitter:image'), path).toBe(image);
      const response = await request.get(local(image));
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
    }
  });

  test('two posts have different pictures', async ({ request }) => {
    const posts = (await sitemapPaths(request)).filter((path) => path.startsWith('/blogposts/')).slice(0, 2);
    const bodies = await Promise.all(
      posts.map(async (path) => {
        const image = (await metaTags(request, path)).get('og:image')!;
        return (await request.get(local(image))).body();
      }),
    );
    expect(bodies[0]!.equals(bodies[1]!)).toBe(false);
  });

  test('every page in sitemap.xml has an absolute og:image with its size and alt', async ({ request }) => {
    for (const path of await sitemapPaths(request)) {
      const meta = await metaTags(request, path);
      expect(meta.get('og:image'), path).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(meta.get('og:image:width'), path).toBe('1200');
      expect(meta.get('og:image:height'), path).toBe('630');
      expect(meta.get('og:image:alt'), path).toBeTruthy();
      expect(meta.get('twitter:image'), path).toBe(meta.get('og:image'));
    }
  });

  test('an image no page has answers 404', async ({ request }) => {
    expect((await request.get('/share/blogposts/no-such-post.png')).status()).toBe(404);
  });
});
