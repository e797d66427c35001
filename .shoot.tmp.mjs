import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3204';
const [, , outDir, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const spec of specs) {
  // name:path:width:height:mode(first|full|refuse|end|sel=...)
  const [name, path, w, h, mode = 'first'] = spec.split('|');
  const context = await browser.newContext({ viewport: { width: Number(w), height: Number(h) } });
  if (mode !== 'first')
    await context.addCookies([{ name: 'consent-status', value: 'false', domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  const file = `${outDir}/${name}.png`;
  if (mode === 'full') await page.screenshot({ path: file, fullPage: true });
  else if (mode.startsWith('sel=')) {
    await page.locator(mode.slice(4)).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -90));
    await page.waitForTimeout(300);
    await page.screenshot({ path: file });
  } else if (mode === 'end') {
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -Number(window.innerHeight) + 200));
    await page.waitForTimeout(300);
    await page.screenshot({ path: file });
  } else await page.screenshot({ path: file });
  await context.close();
}
await browser.close();
