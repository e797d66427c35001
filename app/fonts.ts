import localFont from 'next/font/local';

// Self-hosted from npm font packages: no request leaves the site for fonts.
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'swap',
  fallback: ['Georgia', 'serif'],
});

export const textFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-text',
  weight: '100 900',
  display: 'swap',
  fallback: ['system-ui', 'sans-serif'],
});
