// The budget check `npm test` runs after the build (also `npm run budgets` on an existing build). It fails,
// naming the page and the figure, when a page misses a budget of tooling/budgets/budgets.ts:
// - compressed JavaScript and HTML of every prerendered page, from the built files (.next; none fails the check);
// - on one page of every template, in a first visit (no consent given) against `next start`: font bytes
//   requested before the first paint and any third-party request (Chromium via Playwright), and the
//   Lighthouse accessibility, best practices and SEO scores (one run each, mobile).
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { freePort, startNextServer } from './next-server.mjs';
import './typescript.mjs';

const { templatePages } = await import('../tooling/bench/pages.ts');
const { DIST_DIR } = await import('../lib/nextBuild.ts');
const { builtPages } = await import('../tooling/budgets/built.ts');
const { budgets, scoredCategories } = await import('../tooling/budgets/budgets.ts');
const { budgetFailures, javascriptBudget, scoreFailures } = await import('../tooling/budgets/check.ts');
const { fontBytesBefore, isThirdParty } = await import('../tooling/budgets/pageLoad.ts');

const started = Date.now();
const pages = new Map(builtPages(DIST_DIR).map((page) => [page.path, page]));
for (const { path } of templatePages) {
  if (!pages.has(path)) throw new Error(`${path} is not a prerendered page of this build`);
}

/** A first visit in a fresh context: fonts requested before the first paint and third-party requests. */
async function loadFigures(browser, url) {
  const context = await browser.newContext();
  const thirdParty = [];
  await context.route(
    (target) => isThirdParty(target.href, new URL(url).origin),
    (route) => {
      thirdParty.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.mouse.move(20, 20);
  await page.mouse.wheel(0, 600);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
  const { resources, firstPaint } = await page.evaluate(() => ({
    resources: performance.getEntriesByType('resource').map(({ name, startTime, encodedBodySize }) => ({
      name,
      startTime,
      encodedBodySize,
    })),
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
  }));
  await context.close();
  if (firstPaint === undefined) throw new Error(`${url}: the browser reported no first paint`);
  return { fontBytesBeforeFirstPaint: fontBytesBefore(resources, firstPaint), thirdPartyRequests: thirdParty };
}

/**
 * Maps `items` through `work`, at most `width` at a time, keeping their order. `work` also gets the number of the
 * lane it runs in (0 to width - 1), for work that needs a resource of its lane's own.
 */
async function inTurns(items, width, work) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async (_, laneNumber) => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], laneNumber);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/**
 * A Lighthouse lane (scripts/lighthouse-lane.mjs): a process with its own Chromium, scoring one page at a time.
 * `scores(url)` resolves with the page's category results; `close()` ends the lane.
 */
async function lighthouseLane() {
  const lane = fork(new URL('./lighthouse-lane.mjs', import.meta.url));
  const exited = new Promise((_, reject) =>
    lane.once('exit', (code) => reject(new Error(`a Lighthouse lane exited (${code})`))),
  );
  exited.catch(() => {});
  /** The lane's next message: it sends one when it is ready, then one for each page. */
  const reply = () => Promise.race([exited, new Promise((resolve) => lane.once('message', resolve))]);
  await reply();
  return {
    async scores(url) {
      lane.send({ url });
      const { scores, error } = await reply();
      if (error) throw new Error(`Lighthouse on ${url}: ${error}`);
      return scores;
    },
    close: () => lane.disconnect(),
  };
}

const site = await startNextServer({ port: await freePort() });
/** One page of every template: its built figures, then what a first visit and Lighthouse find. */
const figures = templatePages.map(({ path }) => ({ ...pages.get(path) }));
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  // Two Lighthouse lanes, beside the first visits: all of them read bytes, requests and the page, never timings.
  const lanes = await Promise.all([lighthouseLane(), lighthouseLane()]);
  try {
    const audit = async (lane, page) => {
      page.scores = await lane.scores(site.url + page.path);
      console.log(`  Lighthouse ${page.path}: ${scoredCategories.map((c) => page.scores[c].score).join(' / ')}`);
    };
    await Promise.all([
      // Three first visits at a time, each in its own context.
      inTurns(figures, 3, async (page) => Object.assign(page, await loadFigures(browser, site.url + page.path))),
      inTurns(figures, lanes.length, async (page, laneNumber) => {
        await audit(lanes[laneNumber], page);
        // On a busy machine an audit can miss once (a fetch timing out); a real defect misses twice.
        const missed = scoreFailures(page);
        if (missed.length > 0) {
          console.log(`  ${missed.join('; ')}: measuring once more`);
          await audit(lanes[laneNumber], page);
        }
      }),
    ]);
  } finally {
    for (const lane of lanes) lane.close();
    await browser.close();
  }
} finally {
  await site.stop();
}

const templatePaths = new Set(figures.map((page) => page.path));
const checked = [...figures, ...[...pages.values()].filter((page) => !templatePaths.has(page.path))];
const failures = checked.flatMap((page) => budgetFailures(page));

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `\nTemplates (JS budget ${budgets.javascript.contentPage / 1024} KB, forms ${budgets.javascript.formPage / 1024} KB; ` +
    `HTML ${budgets.html / 1024} KB; fonts before first paint ${budgets.fontsBeforeFirstPaint / 1024} KB):`,
);
console.log('page | JS KB gz | HTML KB | fonts before paint KB | third-party | a11y / BP / SEO');
for (const page of figures) {
  const scores = scoredCategories
    .map((category) => (category === 'seo' && page.noindex ? 'noindex' : page.scores[category].score))
    .join(' / ');
  console.log(
    `${page.path} | ${kb(page.jsBytes)} of ${javascriptBudget(page.path) / 1024} | ${kb(page.htmlBytes)} | ` +
      `${kb(page.fontBytesBeforeFirstPaint)} | ${page.thirdPartyRequests.length} | ${scores}`,
  );
}
const largest = (key) => checked.reduce((top, page) => (page[key] > top[key] ? page : top));
console.log(
  `All ${checked.length} prerendered pages: largest JavaScript ${kb(largest('jsBytes').jsBytes)} KB ` +
    `(${largest('jsBytes').path}), largest HTML ${kb(largest('htmlBytes').htmlBytes)} KB (${largest('htmlBytes').path}).`,
);
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/budgets.json', `${JSON.stringify({ budgets, pages: checked, failures }, null, 2)}\n`);
console.log(`Checked in ${Math.round((Date.now() - started) / 1000)} s.`);
if (failures.length > 0) {
  console.log(`\n✗ ${failures.length} budget(s) missed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('✓ Every page is within its budgets.');
