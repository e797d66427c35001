/**
 * The site's colours (styles/_tokens.scss), for pictures that cannot read the SCSS: the share images the
 * server draws (lib/shareImage) and the generated artwork (tooling/artwork).
 */
export const BRAND = {
  midnight: '#0f1b2d',
  midnightSoft: '#1c2b45',
  midnightMuted: '#51607a',
  sunset: '#ff7a45',
  coral: '#ff4f6d',
  fullMoon: '#fbf3e4',
  fullMoonDeep: '#f1e3c8',
  borealis: '#2ec4b6',
  borealisGreen: '#3ddc84',
  borealisDeep: '#0b6e64',
  white: '#fff',
} as const;
