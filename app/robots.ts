import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { filePaths } from '@/lib/routes';
import { absoluteUrl } from '@/lib/urls';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl(config.siteUrl, filePaths.sitemapXml),
  };
}
