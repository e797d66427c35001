/**
 * The brand name and the agency's own origin alone, free of schema code so the client-side error page can
 * use it without shipping zod. Everything else about the agency is in site.ts.
 */
export const SITE_NAME = 'Wolfpack Digital';

/**
 * The agency's public origin: canonical URLs, og:url, og:image, JSON-LD, sitemap.xml, robots.txt, the
 * feed and share links use it unless NEXT_PUBLIC_SITE_URL names another (a staging copy, a preview).
 */
export const SITE_ORIGIN = 'https://www.wolfpack-digital.com';
