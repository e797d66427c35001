/** Absolute URL of a site path on the configured origin (sitemap.xml, robots.txt, the feed, JSON-LD). */
export const absoluteUrl = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();
