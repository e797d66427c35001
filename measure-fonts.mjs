import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
const base = process.argv[2];
for (const path of ['/', '/contact']) for (let run = 0; run < 2; run++) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1.6*1024*1024*0.9/8, uploadThroughput: 750*1024*0.9/8 });
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const r = await page.evaluate(() => ({
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime),
    doc: Math.round(performance.getEntriesByType('navigation')[0].responseEnd),
    docStart: Math.round(performance.getEntriesByType('navigation')[0].responseStart),
    fonts: performance.getEntriesByType('resource').filter(e => e.initiatorType === 'link' || e.name.endsWith('woff2')).filter(e=>e.name.includes('woff2')).map(e => `${e.name.split('/').pop().slice(0,12)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`),
  }));
  console.log(path, JSON.stringify(r));
  await browser.close();
}
