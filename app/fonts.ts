import localFont from 'next/font/local';

// Self-hosted, cut from the npm font packages down to the site's characters (lib/fonts/glyphs.ts,
// `npm run fonts`): no request leaves the site for fonts.
// `optional`: a font that is not there within ~100 ms is skipped for that page view instead of
// swapping in later, so text never re-renders and shifts after the first paint on slow phones.
// Each face has a fallback with its metrics (size, ascent, descent), so a fallback line takes the
// room the brand face would and nothing moves if the face is used on a later page.
// The heading face (25 KB; 37 KB before the cut) is preloaded so headings show in it on a first
// visit: Lighthouse 12 mobile, 5 alternating runs each, showed no consistent LCP cost (LCP is body
// text here; medians home 3.96 s vs 3.77 s, a post 3.22 s vs 3.52 s, within the runs' spread) and an
// earlier first paint on both. The text face (30 KB; 48 KB before the cut) stays unpreloaded, so on a
// slow link both faces together do not come ahead of the page itself; its metric-matched fallback
// stands in until it is cached.
export const displayFont = localFont({
  src: '../styles/fonts/fraunces-wght.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'optional',
  preload: true,
  fallback: ['Georgia', 'serif'],
  adjustFontFallback: 'Times New Roman',
});

export const textFont = localFont({
  src: '../styles/fonts/inter-wght.woff2',
  variable: '--font-text',
  weight: '100 900',
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
