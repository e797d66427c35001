import { decodeEntities } from './excerpt';
import type { SearchRecord } from './records';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const span = (attribute: string, name: string, value: string) =>
  `<span ${attribute}="${name}">${escapeHtml(value)}</span>`;

const plainText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * A built page as Pagefind should read it (the served file is not changed): only `<main>` is searched, so
 * the header, footer and cookie panel never match; the result's title, family and filter values come from
 * the typed content, in a hidden block outside `<main>` that Pagefind reads but does not index as text.
 * Pagefind searches the title among the page's metadata and ranks a match there above any in the text,
 * so a search for a service or technology by name finds its page first without the name being repeated
 * in the text: an h1 that only says the page's name is left out of what is indexed, and the excerpt under
 * the result starts with the page's own words instead of its name again.
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
  return html
    .replace(/<main([^>]*)>/, '<main data-pagefind-body$1>')
    .replace(/<h1([^>]*)>([\s\S]*?)<\/h1>/, (h1, attributes: string, content: string) =>
      plainText(content) === record.title.toLowerCase()
        ? `<h1 data-pagefind-ignore="all"${attributes}>${content}</h1>`
        : h1,
    )
    .replace(/<body([^>]*)>/, `<body$1><div hidden>${fields}</div>`);
}

/**
 * Marks a block that repeats on many pages or only names other pages (share buttons, the call-to-action
 * banner, a hero's eyebrow, a post's "Keep reading" cards) so the search skips its text: a query never
 * matches a page through it, and excerpts show the page's own words.
 */
export const notSearchedProps = { 'data-pagefind-ignore': 'all' } as const;

/** Navigation inside `<main>` (breadcrumbs, a table of contents) only repeats other pages' names. */
export const NOT_SEARCHED_SELECTORS = ['nav'];
