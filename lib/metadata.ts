import type { Metadata } from 'next';
import { SITE_NAME } from '@/content/brand';
import { filePaths } from '@/lib/routes';
import { shareImage, staticShareCard, type ShareCard } from '@/lib/shareImage/cards';

/** Every page title carries the brand: `Pricing | Wolfpack Digital`. */
export const TITLE_TEMPLATE = `%s | ${SITE_NAME}`;

/**
 * A title with the brand, for the pages the layout template does not reach: the root layout's
 * own page (home) and its default.
 */
export function brandedTitle(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
}

/** The brand's one picture: the share image of any page without a card of its own. */
export const SHARE_IMAGE = { url: '/share-preview.png', width: 1200, height: 630, alt: SITE_NAME } as const;

type PageMetadataInput = {
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. `/services/pricing`. */
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
};

/**
 * Per-page metadata: title (the layout template appends the site name),
 * description, canonical URL (resolved against metadataBase), Open Graph and
 * Twitter tags with the brand's picture (withShareImage gives a page its own).
 */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
  type = 'website',
}: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    // A page's openGraph replaces the layout's whole object, so the shared fields are repeated here.
    openGraph: { title, description, url: path, type, siteName: SITE_NAME, locale: 'en_GB', images: [SHARE_IMAGE] },
    twitter: { card: 'summary_large_image', title, description, images: [SHARE_IMAGE] },
    ...(noindex && { robots: { index: false, follow: false } }),
  };
}

/** Metadata of a page listed in content/staticPages.ts. */
export function staticPageMetadata(page: {
  path: string;
  seo: { title: string; description: string };
  noindex: boolean;
}): Metadata {
  return withShareImage(
    pageMetadata({ ...page.seo, path: page.path, noindex: page.noindex }),
    page.path,
    staticShareCard(page),
  );
}

/**
 * The page's own share image (app/(site)/share/[...image]/route.tsx draws it at build) in its Open Graph and Twitter
 * tags.
 */
export function withShareImage(metadata: Metadata, path: string, card: ShareCard): Metadata {
  const image = shareImage(path, card);
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [image] },
    twitter: { ...metadata.twitter, images: [image] },
  };
}

/** Points feed readers at the blog's RSS feed (every blog page). */
export function withBlogFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: filePaths.blogFeed, title: 'Blog RSS feed' }] },
    },
  };
}
