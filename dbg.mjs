import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await (await browser.newContext()).newPage();
const client = await page.context().newCDPSession(page);
await client.send('Network.enable');
await client.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1.6*1024*1024*0.9/8, uploadThroughput: 750*1024*0.9/8 });
await page.addInitScript(() => {
  window.__log = [];
  const t0 = performance.now();
  new MutationObserver((recs) => recs.forEach(r => window.__log.push(`${Math.round(performance.now())} ${r.attributeName}=${document.documentElement.getAttribute(r.attributeName)}`))).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-faces-wait","data-system-faces","data-consent-pending"] });
  const origCheck = FontFaceSet.prototype.check;
  FontFaceSet.prototype.check = function (f) { const r = origCheck.call(this, f); window.__log.push(`check ${f} ${r} size=${this.size} ${[...this].map(x=>x.family+':'+x.status).join(',')}`); return r; };
});
page.on('console', m => console.log('console', m.type(), m.text().slice(0,300))); page.on('pageerror', e => console.log('pageerror', e.message));
await page.goto('http://127.0.0.1:3120/about', { waitUntil: 'load' });
await page.waitForTimeout(2500);
console.log((await page.evaluate(() => window.__log)).join('\n'));
await browser.close();
