import localFont from 'next/font/local';

// Self-hosted, cut from the npm font packages down to the site's characters (tooling/fonts/glyphs.ts,
// `npm run fonts`): no request leaves the site for fonts. Every page, the one a visitor lands on included, is
// drawn in the brand faces (lib/fonts/brandFaces.ts sets the stacks the styles read). Each face comes in two cuts,
// both variable over the weights the design uses (400-700):
// - The lead cut (English text, its punctuation, é, â, î and ×: 22-23 KB) is preloaded by every page, so it
//   arrives with it. `block`, and a head script holds the page's first frame until it has arrived, for at most
//   BRAND_FACES_WAIT_MS; past that the page is drawn in the metric-matched fallbacks and keeps them until the
//   visitor moves on, so nothing moves when the faces arrive.
// - The extended cut carries the Romanian letters (ă, ș, ț: 2-3 KB), fetched only by a page that shows one, and
//   `optional`, so such a letter never swaps in on the page that asked for it.
// - The fallbacks are metric-matched for every platform (lib/fonts/fallbacks.ts: Arial or Roboto for the
//   text face, Times New Roman or Noto Serif for the headings; their @font-face rules are in the root
//   layout's head), so a fallback line takes the room the brand face's would. next/font's own fallback
//   knows only Arial and Times New Roman, which Android does not have, so it is off. next/font needs
//   literals here; unit tests check these names against lib/fonts/fallbacks.ts and each cut's unicode-range
//   against the characters its file carries.
export const displayFont = localFont({
  src: '../../styles/fonts/fraunces-lead.woff2',
  weight: '400 700',
  display: 'block',
  preload: true,
  fallback: ['Display fallback Times New Roman', 'Display fallback Noto Serif', 'serif'],
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-7e,U+a0,U+a9,U+b7,U+c2,U+ce,U+d7,U+e2,U+e9,U+ee,U+2013-2014,U+2018-2019,U+201c-201d,U+2022,U+2026,U+20ac',
    },
  ],
});

export const textFont = localFont({
  src: '../../styles/fonts/inter-lead.woff2',
  weight: '400 700',
  display: 'block',
  preload: true,
  fallback: ['Text fallback Arial', 'Text fallback Roboto', 'sans-serif'],
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-7e,U+a0,U+a9,U+b7,U+c2,U+ce,U+d7,U+e2,U+e9,U+ee,U+2013-2014,U+2018-2019,U+201c-201d,U+2022,U+2026,U+20ac',
    },
  ],
});

export const displayExtendedFont = localFont({
  src: '../../styles/fonts/fraunces-extended.woff2',
  weight: '400 700',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+102-103,U+218-21b' }],
});

export const textExtendedFont = localFont({
  src: '../../styles/fonts/inter-extended.woff2',
  weight: '400 700',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+102-103,U+218-21b' }],
});
