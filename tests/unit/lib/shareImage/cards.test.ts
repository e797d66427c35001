import { describe, expect, it } from 'vitest';
import { staticPages } from '@/content/staticPages';
import { entryPages, type EntryPages } from '@/lib/collections';
import { staticPageMetadata, withShareImage } from '@/lib/metadata';
import { shareImage, shareImagePath } from '@/lib/shareImage/cards';
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
});
