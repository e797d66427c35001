// `npm run fonts`: cuts the two brand faces from their npm packages down to the characters of
// lib/fonts/glyphs.ts and writes them to styles/fonts/ (committed; next/font serves them). Run it after
// changing the character set; a unit test fails until you do.
import { register } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

register('./ts-hooks.mjs', import.meta.url);
const { FONT_GLYPHS } = await import('../lib/fonts/glyphs.ts');

const FACES = [
  ['@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', 'styles/fonts/fraunces-wght.woff2'],
  ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'styles/fonts/inter-wght.woff2'],
];

for (const [source, target] of FACES) {
  const font = readFileSync(new URL(`../node_modules/${source}`, import.meta.url));
  // The weight axis stays: one file still serves every weight the design uses.
  const subset = await subsetFont(font, FONT_GLYPHS, { targetFormat: 'woff2' });
  writeFileSync(new URL(`../${target}`, import.meta.url), subset);
  console.log(`${target}: ${font.length} → ${subset.length} bytes`);
}
writeFileSync(new URL('../styles/fonts/glyphs.txt', import.meta.url), `${FONT_GLYPHS}\n`);
