import type { MetadataRoute } from 'next';
import { indexablePages } from '@/lib/siteMap';
import { config } from '@/lib/config';
import { absoluteUrl } from '@/lib/urls';

export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePages().map((page) => ({
    url: absoluteUrl(config.siteUrl, page.path),
    ...(page.lastModified && { lastModified: page.lastModified }),
  }));
}
