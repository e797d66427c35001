import localFont from 'next/font/local';

// Self-hosted, cut from the npm font packages down to the site's characters (lib/fonts/glyphs.ts,
// `npm run fonts`): no request leaves the site for fonts. Every page, the one a visitor lands on included, is
// drawn in the brand faces (lib/fonts/brandFaces.ts sets the stacks the styles read):
// - The lead cuts (English text and punctuation, weights 400-700: 22 KB each) are preloaded by every page, so
//   they arrive with it. `block`: no text is drawn in another face first. A head script bounds the wait
//   (BRAND_FACES_WAIT_MS): past it, the page shows its text in the metric-matched fallbacks and keeps them until
//   the visitor moves on, so nothing moves when the faces arrive.
// - The full cuts carry the rest of the set (accented letters, arrows, ×): fetched only by a page that shows one
//   of those characters, and `optional`, so such a character never swaps in on the page that asked for it.
// - The fallbacks are metric-matched for every platform (lib/fonts/fallbacks.ts: Arial or Roboto for the
//   text face, Times New Roman or Noto Serif for the headings; their @font-face rules are in the root
//   layout's head), so a fallback line takes the room the brand face's would. next/font's own fallback
//   knows only Arial and Times New Roman, which Android does not have, so it is off. next/font needs
//   literals here; unit tests check these names against lib/fonts/fallbacks.ts and the lead's range against
//   lib/fonts/glyphs.ts.
export const displayLeadFont = localFont({
  src: '../styles/fonts/fraunces-lead.woff2',
  weight: '400 700',
  display: 'block',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+20-7e,U+a0,U+a9,U+b7,U+2013-2014,U+2018-2019,U+201c-201d,U+2022,U+2026,U+20ac,U+2192',
    },
  ],
});

export const textLeadFont = localFont({
  src: '../styles/fonts/inter-lead.woff2',
  weight: '400 700',
  display: 'block',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+20-7e,U+a0,U+a9,U+b7,U+2013-2014,U+2018-2019,U+201c-201d,U+2022,U+2026,U+20ac,U+2192',
    },
  ],
});

export const displayFont = localFont({
  src: '../styles/fonts/fraunces-wght.woff2',
  weight: '100 900',
  display: 'optional',
  preload: false,
  fallback: ['Display fallback Times New Roman', 'Display fallback Noto Serif', 'serif'],
  adjustFontFallback: false,
});

export const textFont = localFont({
  src: '../styles/fonts/inter-wght.woff2',
  weight: '100 900',
  display: 'optional',
  preload: false,
  fallback: ['Text fallback Arial', 'Text fallback Roboto', 'sans-serif'],
  adjustFontFallback: false,
});
