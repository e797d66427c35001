import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const hide of process.argv.slice(3)) {
  const page = await (await browser.newContext()).newPage();
  const fonts = [];
  page.on('request', (r) => { if (r.resourceType() === 'font') fonts.push(r.url().split('/').pop().slice(0, 10)); });
  if (hide !== 'none') await page.addInitScript((sel) => { document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = `${sel}{display:none!important}`; document.head.append(s); }); }, hide);
  await page.goto('http://127.0.0.1:3120' + (process.argv[2] ?? '/'), { waitUntil: 'load' });
  await page.waitForTimeout(800);
  console.log(hide, fonts.join(' '));
  await page.close();
}
await browser.close();
