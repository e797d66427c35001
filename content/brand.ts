/**
 * The brand name alone, free of schema code so the client-side error page can
 * use it without shipping zod. Everything else about the agency is in site.ts.
 */
export const SITE_NAME = 'Wolfpack Digital';
