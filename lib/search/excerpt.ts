/** A run of an excerpt's text, and whether it is one of the words the visitor searched for. */
export type ExcerptPart = { text: string; matched: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with its HTML character references (`&amp;`, `&#x27;`, ...) replaced by the characters. */
export const decodeEntities = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/**
 * Pagefind's excerpt (escaped text with the matched words in `<mark>`) as plain text parts, so results are
 * rendered as text and never as HTML. Any other tag is dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, chunk] of excerpt.split(/<\/?mark>/i).entries()) {
    const text = decodeEntities(chunk.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, matched: index % 2 === 1 });
  }
  return parts;
}
