import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await (await browser.newContext()).newPage();
await page.route(/127\.0\.0\.1:3120\/[^_]*$/, async (route) => { const r = await route.fetch(); const body = (await r.text()).replace('</head>', '<style id="dbg">main > *{display:none!important} [hidden-dbg]{display:none!important}</style></head>'); await route.fulfill({ response: r, body, headers: { ...r.headers(), 'content-security-policy': '' } }); });
await page.goto('http://127.0.0.1:3120' + process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(500);
console.log(await page.evaluate(async () => {
  const face = [...document.fonts].find(f => f.family === 'textFont');
  if (face.status !== 'unloaded') return 'already ' + face.status;
  const sections = [...document.querySelectorAll('main > *')];
  sections.forEach(e => e.setAttribute('hidden-dbg', ''));
  document.getElementById('dbg').textContent = '[hidden-dbg]{display:none!important}';
  for (const sec of sections) {
    // reveal the section with all descendants hidden, then reveal descendants one by one in document order
    const all = [...sec.querySelectorAll('*')];
    all.forEach(e => e.setAttribute('hidden-dbg', ''));
    sec.removeAttribute('hidden-dbg'); sec.getBoundingClientRect(); await new Promise(r => requestAnimationFrame(r));
    if (face.status !== 'unloaded') return 'section itself ' + sec.className;
    for (const e of all) {
      e.removeAttribute('hidden-dbg'); document.body.offsetHeight; await new Promise(r => requestAnimationFrame(r));
      if (face.status !== 'unloaded') return `${e.tagName}.${e.className} :: ${e.outerHTML.slice(0, 300)} :: ${getComputedStyle(e).fontFamily} ${getComputedStyle(e).fontWeight} ${getComputedStyle(e).fontStyle}`;
    }
  }
  return 'never';
}));
await browser.close();
