import localFont from 'next/font/local';

// Self-hosted, cut from the npm font packages down to the site's characters (lib/fonts/glyphs.ts,
// `npm run fonts`): no request leaves the site for fonts.
// Text never waits for a brand face and never moves after the first paint:
// - The page a visitor lands on is drawn in the fallbacks; the faces are fetched once it has loaded and
//   shown from the next page on (lib/fonts/brandFaces.ts, which also sets the stacks the styles read).
// - `optional`: a page loaded from one of ours asks for the faces at its first layout and gets them from the
//   cache; one that is not ready in time is skipped for that page view instead of swapping in.
// - No preload: a preloaded `optional` face holds the first frame back until it arrives (up to 100 ms
//   in Chromium), and the face would be one more request ahead of the page's first paint.
// - The fallbacks are metric-matched for every platform (lib/fonts/fallbacks.ts: Arial or Roboto for the
//   text face, Times New Roman or Noto Serif for the headings; their @font-face rules are in the root
//   layout's head), so a fallback line takes the room the brand face's would. next/font's own fallback
//   knows only Arial and Times New Roman, which Android does not have, so it is off. next/font needs
//   literals here; a unit test checks these names against lib/fonts/fallbacks.ts.
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
