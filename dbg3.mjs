import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await (await browser.newContext()).newPage();
await page.goto('http://127.0.0.1:3120' + process.argv[2], { waitUntil: 'load' });
console.log(await page.evaluate(() => {
  const lead = new Set(); for (let c = 0x20; c < 0x7f; c++) lead.add(String.fromCharCode(c)); for (const c of '\u00a0\u00a9\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2192') lead.add(c);
  const out = new Set();
  for (const el of document.querySelectorAll('main *')) {
    for (const pseudo of ['::before', '::after', '::marker']) {
      const c = getComputedStyle(el, pseudo).content;
      if (c && c !== 'none' && c !== 'normal') for (const ch of c) if (!lead.has(ch)) out.add(`${pseudo} ${JSON.stringify(ch)} ${el.className}`);
    }
    const s = getComputedStyle(el);
    if (s.fontStyle !== 'normal') out.add(`style ${s.fontStyle} ${el.tagName}.${el.className}`);
    if (+s.fontWeight > 700 || +s.fontWeight < 400) out.add(`weight ${s.fontWeight} ${el.tagName}.${el.className}`);
    for (const n of el.childNodes) if (n.nodeType === 3) for (const ch of n.data) if (!lead.has(ch) && ch !== '\n') out.add(`text ${JSON.stringify(ch)} ${el.tagName}.${el.className}`);
  }
  return [...out].slice(0, 30).join('\n');
}));
await browser.close();
