// `npm run bench`: builds the site, starts `next start`, a bare Next page (the framework's floor), a
// static reference page and any peer sites (folders of static files), and measures one page of every
// template, the floor, the reference and the peers' pages with Lighthouse (mobile) in up to three views
// (tooling/bench/views.ts), one view after the other, the pages interleaved within a view, N runs each in a
// fresh Chromium. Prints a table per view, writes each view's part of bench/results.json and the
// tables in bench/README.md.
// Options: --runs N, --views LIST, --pages LIST, --peer NAME=DIR[:PATH,PATH], --no-build (tooling/bench/options.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Launcher } from 'chrome-launcher';
import { buildEnv } from './build-env.mjs';
import { build } from './build.mjs';
import { chromiumPath } from './chromium.mjs';
import { runLighthouseOnce } from './lighthouse.mjs';
import { startNextFloor } from '../tooling/bench/next-floor.mjs';
import { freePort, startNextServer } from './next-server.mjs';
import './typescript.mjs';

const { startStaticServer } = await import('../tooling/bench/static-server.mjs');
const { templatePages } = await import('../tooling/bench/pages.ts');
const { interleave } = await import('../tooling/bench/schedule.ts');
const { runFigures } = await import('../tooling/bench/lighthouse.ts');
const { formatTable, summarise } = await import('../tooling/bench/summary.ts');
const { parseBenchOptions } = await import('../tooling/bench/options.ts');
const { disableFeaturesFlag, pagesOfView, views } = await import('../tooling/bench/views.ts');
const { withView } = await import('../tooling/bench/results.ts');
const { benchReadme } = await import('../tooling/bench/readme.ts');

const FLOOR = { name: 'next-floor', path: '/' };
const REFERENCE = { name: 'reference', path: '/' };
const RESULTS = 'bench/results.json';
const README = 'bench/README.md';
const ourPages = [...templatePages, FLOOR, REFERENCE];

let options;
try {
  options = parseBenchOptions(
    process.argv.slice(2),
    ourPages.map((page) => page.name),
  );
  for (const peer of options.peers) {
    if (!existsSync(peer.dir) || !statSync(peer.dir).isDirectory()) {
      throw new Error(`--peer ${peer.name}: "${peer.dir}" is not a folder`);
    }
  }
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

// A peer's pages are its rows: named after the peer, one per path.
const peerPages = options.peers.flatMap((peer) => peer.paths.map((path) => ({ name: peer.name, path, peer })));
const allPages = [...ourPages, ...peerPages];
const names = [...new Set(allPages.map((page) => page.name))];
const peerNames = options.peers.map((peer) => peer.name);
const plan = options.views.map((view) => {
  const measured = pagesOfView(view, names, peerNames, options.pages);
  return { view, pages: allPages.filter((page) => measured.includes(page.name)) };
});
const measures = (page) => plan.some(({ pages }) => pages.includes(page));

// The commit checked out when the bench starts (with --no-build: make sure .next was built from it).
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

if (options.build && !(await build({ env: buildEnv }))) process.exit(1);

// The floor page is built on each run (about 20 s), and only when it is measured.
const floor = measures(FLOOR) ? await startNextFloor({ port: await freePort() }) : undefined;
const site = await startNextServer({ port: await freePort() });
const staticServers = await Promise.all(
  ['bench/reference', ...options.peers.map((peer) => peer.dir)].map((root) => startStaticServer({ root, port: 0 })),
);
const [reference, ...peerServers] = staticServers;
const origins = new Map([
  [FLOOR, floor?.url],
  [REFERENCE, reference.url],
  ...peerPages.map((page) => [page, peerServers[options.peers.indexOf(page.peer)].url]),
]);
const urlOf = (page) => (origins.get(page) ?? site.url) + page.path;

const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();

/** Measures one view's pages, writing its part of the results (and the README) after every run. */
async function runView({ view, pages }) {
  const settings = views[view];
  const chromiumFlags = disableFeaturesFlag(Launcher.defaultFlags(), settings.disabledFeatures);
  const runs = new Map(pages.map((page) => [page, []]));
  const schedule = interleave(pages, options.runs);
  const started = Date.now();

  // After every run, so that an interrupted bench still leaves figures.
  const write = () => {
    const rows = pages
      .filter((page) => runs.get(page).length > 0)
      .map((page) => ({ name: page.name, path: page.path, summary: summarise(runs.get(page)), runs: runs.get(page) }));
    const table = formatTable(rows);
    const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : undefined;
    const results = withView(previous, view, {
      date: new Date().toISOString(),
      commit,
      lighthouse: lighthouseVersion,
      chromium,
      settings: settings.settings,
      machine: { cpus: availableParallelism(), loadAverage: loadavg().map((load) => Number(load.toFixed(2))) },
      runsPerPage: options.runs,
      minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
      table,
      pages: rows,
    });
    writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(README, benchReadme(readFileSync(README, 'utf8'), results));
    return table;
  };

  console.log(`\n▶ view ${view}: ${settings.settings}`);
  for (const [index, { page, round }] of schedule.entries()) {
    const lhr = await runLighthouseOnce(
      urlOf(page),
      { onlyCategories: ['performance'], disableFullPageScreenshot: true, ...settings.lighthouse },
      chromiumFlags,
    );
    const figures = runFigures(lhr);
    runs.get(page).push(figures);
    write();
    console.log(
      `[${view} ${index + 1}/${schedule.length}] ${page.name} ${page.path} run ${round}: performance ` +
        `${figures.performance}, LCP ${Math.round(figures.lcp)} ms, FCP ${Math.round(figures.fcp)} ms, ` +
        `TBT ${Math.round(figures.tbt)} ms, first paint ${Math.round(figures.firstPaint)} ms`,
    );
  }
  console.log(`\n${write()}\n\nView ${view}: medians (min–max) of ${options.runs} run(s) per page`);
}

try {
  for (const view of plan) await runView(view);
} finally {
  await Promise.all([site.stop(), floor?.stop(), ...staticServers.map((server) => server.stop())]);
}
console.log(`\nWritten to ${RESULTS} and the bench tables in ${README}`);
