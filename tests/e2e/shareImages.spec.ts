import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { SITE_ORIGIN } from '@/content/brand';
import { jobs } from '@/content/jobs';
import { BRAND } from '@/lib/brand/colours';
import { formatSalary } from '@/lib/salary';
import { MARK_BOX } from '@/lib/shareImage/cards';
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

  test("every family's card and the home page's carry the wolf mark at the bottom left", async ({ request }) => {
    const paths = await sitemapPaths(request);
    const pages = [...FAMILIES.map((prefix) => paths.find((path) => path.startsWith(prefix))!), '/about', '/'];
    // The middle of the wolf's head (lib/brand/mark.ts draws it on a 48 grid), in the brand's warm accent.
    const at = (grid: number) => Math.round((grid * MARK_BOX.size) / 48);
    const sunset = [1, 3, 5].map((index) => parseInt(BRAND.sunset.slice(index, index + 2), 16));
    for (const path of pages) {
      const image = (await metaTags(request, path)).get('og:image')!;
      const body = await (await request.get(local(image))).body();
      const left = MARK_BOX.left + at(24);
      const top = MARK_BOX.top + at(18);
      const colour = [
        ...(await sharp(body).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
      ];
      colour.forEach((channel, index) => expect(Math.abs(channel - sunset[index]!), path).toBeLessThanOrEqual(6));
    }
  });

  test("a job's card states its salary range", async ({ request }) => {
    const job = jobs.all.find((entry) => entry.salary && !entry.closed)!;
    const meta = await metaTags(request, `/jobs/${job.slug}`);
    expect(meta.get('og:image:alt')).toContain(formatSalary(job.salary!));
    // The drawn card changes with the salary: its URL carries the card's version.
    expect(meta.get('og:image')).toMatch(new RegExp(`/share/jobs/${job.slug}\\.png\\?v=`));
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
