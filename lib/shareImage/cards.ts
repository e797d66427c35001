import { SITE_NAME } from '@/content/brand';

/** What a page's share image says: a line naming its kind, its title and a line of detail. */
export type ShareCard = {
  /** The page's family: "Blog", "We're hiring", "Technology · Cross-platform". */
  kicker: string;
  title: string;
  detail?: string;
  /** Site-relative path of a picture of the page's own (an SVG drawing or a photograph in public/). */
  picture?: string;
};

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where a page's share image is served: `/blogposts/x` → `/share/blogposts/x.png`, home → `/share/home.png`. */
export function shareImagePath(pagePath: string): string {
  return `/share${pagePath === '/' ? '/home' : pagePath}.png`;
}

/** A short hash of the card (FNV-1a), so the image URL changes whenever what it shows does. */
function cardVersion(card: ShareCard): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(card)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The `og:image` of a page with its own card. The version query lets the image be cached for a year
 * (the route answers the same file whatever the query) while an edited title still reaches new shares.
 */
export function shareImage(pagePath: string, card: ShareCard) {
  return {
    url: `${shareImagePath(pagePath)}?v=${cardVersion(card)}`,
    ...SHARE_IMAGE_SIZE,
    alt: [`${card.kicker}: ${card.title}`, card.detail].filter(Boolean).join('. '),
  };
}

/** The card of a page that is no collection entry: its title under the brand's name. */
export const staticShareCard = (page: { seo: { title: string } }): ShareCard => ({
  kicker: SITE_NAME,
  title: page.seo.title,
});
