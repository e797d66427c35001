import type { SearchRecord } from './records';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pagefind weighs an h1 at 7 and plain text at 1. */
const TITLE_WEIGHT = 10;

const span = (attribute: string, name: string, value: string) =>
  `<span ${attribute}="${name}">${escapeHtml(value)}</span>`;

/**
 * A built page as Pagefind should read it (the served file is not changed): only `<main>` is searched, so
 * the header, footer and cookie panel never match, and it starts with the page's name; the result's title,
 * family and filter values come from the typed content, in a hidden block outside `<main>` that Pagefind
 * reads but does not index as text.
 */
export function searchableHtml(html: string, record: SearchRecord): string {
  if (!/<main[\s>]/.test(html)) throw new Error(`${record.path}: the built page has no <main> to index`);
  const fields = [
    span('data-pagefind-meta', 'title', record.title),
    span('data-pagefind-meta', 'family', record.family),
    span('data-pagefind-filter', 'family', record.family),
    ...record.industries.map((name) => span('data-pagefind-filter', 'industry', name)),
    ...record.technologies.map((name) => span('data-pagefind-filter', 'technology', name)),
  ].join('');
  // The page's own name, first in what is indexed and weighted above its headings, so a search for a
  // service or technology by name finds that page first.
  const name = `<p data-pagefind-weight="${TITLE_WEIGHT}">${escapeHtml(record.title)}</p>`;
  return html
    .replace(/<main([^>]*)>/, `<main data-pagefind-body$1>${name}`)
    .replace(/<body([^>]*)>/, `<body$1><div hidden>${fields}</div>`);
}

/** The prerendered file of a page under `.next/server/app` (`/` is `index.html`). */
export const builtHtmlFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * Marks a block that repeats on many pages (share buttons, the call-to-action banner) so the search skips
 * its text: a query never matches every page through it, and excerpts show the page's own words.
 */
export const notSearchedProps = { 'data-pagefind-ignore': 'all' } as const;

/** Navigation inside `<main>` (breadcrumbs, a table of contents) only repeats other pages' names. */
export const NOT_SEARCHED_SELECTORS = ['nav'];
