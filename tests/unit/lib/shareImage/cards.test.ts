import { describe, expect, it } from 'vitest';
import { staticPages } from '@/content/staticPages';
import { entryPages, type EntryPages } from '@/lib/collections';
import { staticPageMetadata, withShareImage } from '@/lib/metadata';
import { jobs } from '@/content/jobs';
import { site } from '@/content/site';
import { formatSalary } from '@/lib/salary';
import { HOME_SHARE_CARD, shareImage, shareImagePath } from '@/lib/shareImage/cards';
import { shareCards } from '@/lib/shareImage/pages';

const card = { kicker: "We're hiring", title: 'Product Designer', detail: 'Design · Hybrid · Cluj Napoca' };

describe('share images', () => {
  it('are served beside the page they show, the home page as home.png', () => {
    expect(shareImagePath('/jobs/product-designer')).toBe('/share/jobs/product-designer.png');
    expect(shareImagePath('/services/web-development/pwa')).toBe('/share/services/web-development/pwa.png');
    expect(shareImagePath('/')).toBe('/share/home.png');
  });

  it('have a URL that changes with the card, their size and an alt text from the card', () => {
    const image = shareImage('/jobs/product-designer', card);
    expect(image).toEqual({
      url: expect.stringMatching(/^\/share\/jobs\/product-designer\.png\?v=[0-9a-z]+$/),
      width: 1200,
      height: 630,
      alt: "We're hiring: Product Designer. Design · Hybrid · Cluj Napoca",
    });
    expect(shareImage('/jobs/product-designer', { ...card, title: 'Senior Product Designer' }).url).not.toBe(image.url);
  });

  it('replace the brand picture in both Open Graph and Twitter tags', () => {
    const metadata = withShareImage({ openGraph: { title: 't' }, twitter: { card: 'summary_large_image' } }, '/', card);
    expect(metadata.openGraph).toEqual({ title: 't', images: [shareImage('/', card)] });
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', images: [shareImage('/', card)] });
  });

  it('exist for every page whose metadata names one: each collection entry and each static page', () => {
    const drawn = shareCards();
    const collections: EntryPages<{ slug: string }>[] = Object.values(entryPages);
    const named = [
      ...collections.flatMap((pages) => pages.collection.all.map((entry) => pages.metadata(entry))),
      ...staticPages.map(staticPageMetadata),
    ];
    for (const metadata of named) {
      const [image] = metadata.openGraph!.images as { url: string }[];
      expect(drawn.has(image!.url.split('?')[0]!), image!.url).toBe(true);
    }
    expect(drawn.size).toBe(named.length);
  });

  it("show a job's salary range when the job has one, and say it in the image's alt text", () => {
    const cards = shareCards();
    const paid = jobs.all.filter((job) => job.salary);
    expect(paid.length).toBeGreaterThan(0);
    for (const job of jobs.all) {
      const card = cards.get(shareImagePath(entryPages.jobs.path(job)))!;
      expect(card.highlight).toBe(job.salary ? formatSalary(job.salary) : undefined);
    }
    const job = paid[0]!;
    const metadata = entryPages.jobs.metadata(job);
    const [image] = metadata.openGraph!.images as { alt: string }[];
    expect(image!.alt).toContain(formatSalary(job.salary!));
  });

  it("give the home page the agency's proposition beside the wolf, not a bare title on the moon", () => {
    const home = shareCards().get('/share/home.png');
    expect(home).toEqual(HOME_SHARE_CARD);
    expect(home).toMatchObject({ title: site.tagline, picture: expect.stringMatching(/wolf/) });
    expect(home!.detail).toContain(site.developerClaim);
  });
});
