import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { absoluteUrl } from '@/lib/structuredData';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl(config.siteUrl, '/sitemap.xml'),
  };
}
