import localFont from 'next/font/local';

// Self-hosted from npm font packages: no request leaves the site for fonts.
// `optional`: a font that is not there within ~100 ms is skipped for that page view instead of
// swapping in later, so text never re-renders and shifts after the first paint on slow phones.
// Not preloaded: on a slow link 85 KB of fonts would compete with the page itself; a first visit
// may show the fallback, later pages come from the cache with the brand fonts.
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'optional',
  preload: false,
  fallback: ['Georgia', 'serif'],
  // The fallback face gets Fraunces' metrics (size, ascent, descent), so a swap moves nothing.
  adjustFontFallback: 'Times New Roman',
});

export const textFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-text',
  weight: '100 900',
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
