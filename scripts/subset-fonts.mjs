// `npm run fonts`: cuts the two brand faces from their npm packages down to the characters of
// tooling/fonts/glyphs.ts, in two cuts each (the lead every page preloads, and the Romanian letters), and writes them
// to styles/fonts/ (committed; next/font serves them), and writes one
// TrueType weight of each for the share images (lib/shareImage/fonts/, committed: next/og's renderer reads
// neither WOFF2 nor variable fonts, and the build then needs no font tool). Run it after changing the
// character set; a unit test fails until you do.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import './typescript.mjs';

const { FONT_GLYPHS, LEAD_GLYPHS, EXTENDED_GLYPHS, unicodeRange } = await import('../tooling/fonts/glyphs.ts');

const SOURCES = {
  fraunces: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
};
const EXTENDED_SOURCES = {
  fraunces: '@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2',
  inter: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
};

// The weights the design uses; the axis stays, so one file serves them all (its default instance at 400: a cut
// whose default is inside the range carries more deltas, 6 KB more for Fraunces at 650).
const DISPLAY_WEIGHTS = { min: 400, max: 700, default: 400 };
const TEXT_WEIGHTS = DISPLAY_WEIGHTS;

// Each face's two cuts (tooling/fonts/glyphs.ts): the lead, which every page preloads, and the extended one.
const CUTS = [
  [SOURCES.fraunces, LEAD_GLYPHS, DISPLAY_WEIGHTS, 'styles/fonts/fraunces-lead.woff2'],
  [SOURCES.inter, LEAD_GLYPHS, TEXT_WEIGHTS, 'styles/fonts/inter-lead.woff2'],
  [EXTENDED_SOURCES.fraunces, EXTENDED_GLYPHS, DISPLAY_WEIGHTS, 'styles/fonts/fraunces-extended.woff2'],
  [EXTENDED_SOURCES.inter, EXTENDED_GLYPHS, TEXT_WEIGHTS, 'styles/fonts/inter-extended.woff2'],
];

// Share images: titles in Fraunces 600, the rest in Inter 500 (lib/shareImage/fonts.ts).
const SHARE_FACES = [
  [SOURCES.fraunces, 600, 'lib/shareImage/fonts/fraunces-600.ttf'],
  [SOURCES.inter, 500, 'lib/shareImage/fonts/inter-500.ttf'],
];

for (const [source, glyphs, weights, target] of CUTS) {
  const font = readFileSync(new URL(`../node_modules/${source}`, import.meta.url));
  const subset = await subsetFont(font, glyphs, { targetFormat: 'woff2', variationAxes: { wght: weights } });
  writeFileSync(new URL(`../${target}`, import.meta.url), subset);
  console.log(`${target}: ${font.length} → ${subset.length} bytes (unicode-range ${unicodeRange(glyphs)})`);
}
for (const [source, weight, target] of SHARE_FACES) {
  const font = readFileSync(new URL(`../node_modules/${source}`, import.meta.url));
  const subset = await subsetFont(font, FONT_GLYPHS, { targetFormat: 'truetype', variationAxes: { wght: weight } });
  writeFileSync(new URL(`../${target}`, import.meta.url), subset);
  console.log(`${target}: ${font.length} → ${subset.length} bytes`);
}
writeFileSync(new URL('../styles/fonts/glyphs.txt', import.meta.url), `${FONT_GLYPHS}\n`);
