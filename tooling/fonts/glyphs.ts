/**
 * The characters the site's two brand faces carry. The fonts in `styles/fonts/` are cut down to these
 * (`npm run fonts`), which makes the preloaded heading face about a third smaller; a character
 * outside the set still shows, in the fallback face, so a stray one degrades gracefully. A unit test
 * checks that every character of the site's copy is in the set and that the fonts were cut from it.
 */

/** Inclusive code point ranges. */
const RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xb7, 0xb7], // · (the separators of eyebrows and footers)
  [0xd7, 0xd7], // ×
  [0xc2, 0xc2], // Â
  [0xce, 0xce], // Î
  [0xe2, 0xe2], // â
  [0xe9, 0xe9], // é
  [0xee, 0xee], // î
  [0x102, 0x103], // Ă ă
  [0x218, 0x21b], // Ș ș Ț ț (Romanian names and places)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2190, 0x2193], // ← ↑ → ↓
];

const characters = (ranges: readonly (readonly [number, number])[]) =>
  ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');

/** Every character of the set, in code point order. */
export const FONT_GLYPHS: string = characters(RANGES);

/** Latin Extended-A and -B: the Romanian letters, in the faces' `latin-ext` files. */
const isExtended = (character: string) => character.codePointAt(0)! >= 0x100 && character.codePointAt(0)! <= 0x24f;
/** Arrows are in neither face's files: a system face draws them. */
const isArrow = (character: string) => character.codePointAt(0)! >= 0x2190 && character.codePointAt(0)! <= 0x21ff;

/**
 * Each face comes in two cuts (`npm run fonts`, app/(site)/fonts.ts), both in the weights the design uses (400-700):
 * - the lead cut: English text, its punctuation and the Latin-1 letters (é, â, î, ×), preloaded by every page;
 * - the extended cut: the Romanian letters (ă, ș, ț), fetched only by a page that shows one.
 */
export const LEAD_GLYPHS: string = [...FONT_GLYPHS]
  .filter((character) => !isExtended(character) && !isArrow(character))
  .join('');
export const EXTENDED_GLYPHS: string = [...FONT_GLYPHS].filter(isExtended).join('');

/** A CSS `unicode-range` of exactly these characters, runs of consecutive code points joined. */
export function unicodeRange(glyphs: string): string {
  const runs: [number, number][] = [];
  for (const codePoint of [...glyphs].map((character) => character.codePointAt(0)!).sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16);
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}
