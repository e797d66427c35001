import { describe, expect, it } from 'vitest';
import { brandedTitle, pageMetadata, TITLE_TEMPLATE } from '@/lib/metadata';

describe('pageMetadata', () => {
  it('gives a page its title, description, canonical path and the shared share image', () => {
    expect(
      pageMetadata({
        title: 'iOS app development',
        description: 'Native iPhone apps.',
        path: '/services/mobile-development/ios',
      }),
    ).toEqual({
      title: 'iOS app development',
      description: 'Native iPhone apps.',
      alternates: { canonical: '/services/mobile-development/ios' },
      openGraph: {
        title: 'iOS app development',
        description: 'Native iPhone apps.',
        url: '/services/mobile-development/ios',
        type: 'website',
        siteName: 'Wolfpack Digital',
        locale: 'en_GB',
        images: [{ url: '/share-preview.png', width: 1200, height: 630, alt: 'Wolfpack Digital' }],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'iOS app development',
        description: 'Native iPhone apps.',
        images: [{ url: '/share-preview.png', width: 1200, height: 630, alt: 'Wolfpack Digital' }],
      },
    });
  });

  it('keeps pages out of search engines on request', () => {
    expect(pageMetadata({ title: 't', description: 'd', path: '/contact/success', noindex: true }).robots).toEqual({
      index: false,
      follow: false,
    });
  });
});

describe('brandedTitle', () => {
  it('adds the brand the way the layout template does for every other page', () => {
    expect(brandedTitle('Web and mobile app development in Cluj Napoca')).toBe(
      'Web and mobile app development in Cluj Napoca | Wolfpack Digital',
    );
    expect(TITLE_TEMPLATE.replace('%s', 'Pricing')).toBe(brandedTitle('Pricing'));
  });
});
