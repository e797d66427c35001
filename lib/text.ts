/** Small text helpers shared by pages, the feed and structured data. */

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Anchor ids for a page's headings, in order: each heading slugified ("section" when nothing is left), a
 * repeated one suffixed -2, -3, ... so the table of contents and the rendered headings link up.
 */
export function anchorIds(texts: readonly string[]): string[] {
  const used = new Map<string, number>();
  return texts.map((text) => {
    const base = slugify(text) || 'section';
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/**
 * A person's initials for a monogram: the first letters of the first and the last name ("Ana-Maria Bota"
 * -> "AB"), one letter for a single name.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1)! : '';
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase('en');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes at 220 words a minute, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * `2026-06-11` -> `11 Jun 2026`: the site's one date style, with three-letter months everywhere (the
 * browser's en-GB style writes "Sept" beside "Oct"), the same on every machine.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** `1 article`, `2 articles`: a count with its noun, plural unless the count is one. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * The site's casing of headings: sentence case, the first letter upper-case and the rest as written (names keep
 * their capitals): `partners who trust us` -> `Partners who trust us`.
 */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The site's casing of actions (buttons and the links that close a card or banner): Title Case, every word
 * capitalised as in the site's "Request A Quote" and "See The Team", so its "view project" and "See Our
 * work" read `View Project` and `See Our Work`. Only first letters are raised, and a word with a capital of its
 * own (iOS) is left as its maker writes it: the words stay as written.
 */
export function actionCase(text: string): string {
  return text.replace(/\S+/gu, (word) => (/\p{Lu}/u.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)));
}

/** Shortens text to at most `max` characters at a word boundary, ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '')}…`;
}
