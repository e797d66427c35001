import { SITE_NAME } from '@/content/brand';
import { site } from '@/content/site';

/** What a page's share image says: a line naming its kind, its title and a line of detail. */
export type ShareCard = {
  /** The page's family: "Blog", "We're hiring", "Technology · Cross-platform". */
  kicker: string;
  title: string;
  detail?: string;
  /** One fact set apart under the detail, in the brand's accent: a job's salary. */
  highlight?: string;
  /** Site-relative path of a picture of the page's own (an SVG drawing or a photograph in public/). */
  picture?: string;
};

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where every card carries the brand's wolf mark (lib/brand/mark.ts): its left, top and size, in pixels. */
export const MARK_BOX = { left: 72, top: SHARE_IMAGE_SIZE.height - 34 - 48, size: 48 } as const;

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
    alt: [`${card.kicker}: ${card.title}`, card.detail, card.highlight].filter(Boolean).join('. '),
  };
}

/**
 * The home page's card: what the agency offers, who and where, beside the wolf howling at the moon. A bare title on
 * a bare moon said nothing of the agency to whoever saw the link shared.
 */
export const HOME_SHARE_CARD: ShareCard = {
  kicker: `${site.city}, ${site.country}`,
  title: site.tagline,
  detail: `${site.developerClaim}, with designers and testers of our own`,
  picture: '/images/wolf-howling.svg',
};

/** The card of a page that is no collection entry: its title under the brand's name (home: HOME_SHARE_CARD). */
export const staticShareCard = (page: { path: string; seo: { title: string } }): ShareCard =>
  page.path === '/' ? HOME_SHARE_CARD : { kicker: SITE_NAME, title: page.seo.title };
