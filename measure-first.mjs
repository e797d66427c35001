import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
const base = process.argv[2] ?? 'http://127.0.0.1:3100';
const paths = ['/', '/contact', '/about', '/blogposts/how-much-does-an-mvp-cost-in-2026'];
const results = [];
for (const width of [390, 1440]) for (const path of paths) for (let run = 0; run < 3; run++) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1.6*1024*1024*0.9/8, uploadThroughput: 750*1024*0.9/8 });
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__shifts = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') { window.__fcp = e.startTime; window.__fontAtFcp = [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family).join('|'); } }).observe({ type: 'paint', buffered: true });
  });
  let fontBytes = 0, htmlBytes = 0;
  client.on('Network.loadingFinished', () => {});
  page.on('requestfinished', async (req) => { const s = await req.sizes().catch(() => null); if (!s) return; if (req.resourceType() === 'font') fontBytes += s.responseBodySize; if (req.resourceType() === 'document') htmlBytes += s.responseBodySize; });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => ({ fcp: Math.round(window.__fcp), shifts: window.__shifts, fontAtFcp: window.__fontAtFcp, lcp: 0 }));
  results.push({ width, path, ...r, fontKB: +(fontBytes/1024).toFixed(1), htmlKB: +(htmlBytes/1024).toFixed(1) });
  await browser.close();
}
console.table(results);
