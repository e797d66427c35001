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

/**
 * The characters of a page's first screen: English text and its punctuation. The lead cut of each face carries
 * these in the weights the design uses (400-700) and is preloaded by every page (app/fonts.ts); the rest of the
 * set (accented letters, arrows, ×) comes from the full cut, fetched only by a page that shows one.
 */
const LEAD_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2192, 0x2192],
];

export const LEAD_GLYPHS: string = characters(LEAD_RANGES);

/** The CSS `unicode-range` of the lead cut. */
export const LEAD_UNICODE_RANGE: string = LEAD_RANGES.map(([first, last]) =>
  first === last ? `U+${first.toString(16)}` : `U+${first.toString(16)}-${last.toString(16)}`,
).join(',');
