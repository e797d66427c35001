// Renders the bitmap icons and the share-preview image from the SVG sources in
// tooling/artwork/sources/ with the system Chromium. Run after editing artwork: node scripts/render-artwork.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const outputs = [
  { source: 'tooling/artwork/sources/share-preview.svg', target: 'public/share-preview.png', width: 1200, height: 630 },
  { source: 'tooling/artwork/sources/icon.svg', target: 'app/apple-icon.png', width: 180, height: 180 },
  { source: 'tooling/artwork/sources/icon.svg', target: 'public/logo.png', width: 512, height: 512 },
  { source: 'tooling/artwork/sources/icon.svg', target: 'app/favicon.ico', width: 32, height: 32 },
];

/** An ICO file holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 16);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
for (const { source, target, width, height } of outputs) {
  await page.setViewportSize({ width, height });
  const svg = readFileSync(source, 'utf8').replace(/width="\d+" height="\d+"/, `width="${width}" height="${height}"`);
  await page.setContent(`<style>body{margin:0}svg{display:block}</style>${svg}`);
  const png = await page.screenshot({ omitBackground: true });
  writeFileSync(target, target.endsWith('.ico') ? icoFromPng(png, width) : png);
  console.log(`wrote ${target}`);
}
await browser.close();
