// `npm run fonts`: cuts the two brand faces from their npm packages down to the characters of
// lib/fonts/glyphs.ts and writes them to styles/fonts/ (committed; next/font serves them), with a lead cut of
// each (the first screen's characters, weights 400-700) that every page preloads, and writes one
// TrueType weight of each for the share images (lib/shareImage/fonts/, committed: next/og's renderer reads
// neither WOFF2 nor variable fonts, and the build then needs no font tool). Run it after changing the
// character set; a unit test fails until you do.
import { register } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

register('./ts-hooks.mjs', import.meta.url);
const { FONT_GLYPHS, LEAD_GLYPHS, LEAD_UNICODE_RANGE } = await import('../lib/fonts/glyphs.ts');

const SOURCES = {
  fraunces: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
};

const FACES = [
  [SOURCES.fraunces, 'styles/fonts/fraunces-wght.woff2'],
  [SOURCES.inter, 'styles/fonts/inter-wght.woff2'],
];

// The lead cuts every page preloads: the first screen's characters in the weights the design uses.
const LEAD_FACES = [
  [SOURCES.fraunces, 'styles/fonts/fraunces-lead.woff2'],
  [SOURCES.inter, 'styles/fonts/inter-lead.woff2'],
];
const LEAD_WEIGHTS = { min: 400, max: 700, default: 400 };

// Share images: titles in Fraunces 600, the rest in Inter 500 (lib/shareImage/fonts.ts).
const SHARE_FACES = [
  [SOURCES.fraunces, 600, 'lib/shareImage/fonts/fraunces-600.ttf'],
  [SOURCES.inter, 500, 'lib/shareImage/fonts/inter-500.ttf'],
];

for (const [source, target] of FACES) {
  const font = readFileSync(new URL(`../node_modules/${source}`, import.meta.url));
  // The weight axis stays: one file still serves every weight the design uses.
  const subset = await subsetFont(font, FONT_GLYPHS, { targetFormat: 'woff2' });
  writeFileSync(new URL(`../${target}`, import.meta.url), subset);
  console.log(`${target}: ${font.length} → ${subset.length} bytes`);
}
for (const [source, target] of LEAD_FACES) {
  const font = readFileSync(new URL(`../node_modules/${source}`, import.meta.url));
  const subset = await subsetFont(font, LEAD_GLYPHS, { targetFormat: 'woff2', variationAxes: { wght: LEAD_WEIGHTS } });
  writeFileSync(new URL(`../${target}`, import.meta.url), subset);
  console.log(`${target}: ${font.length} → ${subset.length} bytes (unicode-range ${LEAD_UNICODE_RANGE})`);
}
for (const [source, weight, target] of SHARE_FACES) {
  const font = readFileSync(new URL(`../node_modules/${source}`, import.meta.url));
  const subset = await subsetFont(font, FONT_GLYPHS, { targetFormat: 'truetype', variationAxes: { wght: weight } });
  writeFileSync(new URL(`../${target}`, import.meta.url), subset);
  console.log(`${target}: ${font.length} → ${subset.length} bytes`);
}
writeFileSync(new URL('../styles/fonts/glyphs.txt', import.meta.url), `${FONT_GLYPHS}\n`);
