// `npm run bench`: builds the site, starts `next start`, a bare Next page (the framework's floor) and a
// static reference page, and measures one page of every template, the floor and the reference with
// Lighthouse (mobile), interleaved, N runs each in a fresh Chromium. Prints one table (medians and
// ranges) and writes bench/results.json.
// Options: --runs N, --pages home,post,next-floor,reference, --no-build (see lib/bench/options.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { buildEnv } from './build-env.mjs';
import { runLighthouseOnce } from './lighthouse.mjs';
import { startNextFloor } from './next-floor.mjs';
import { freePort, startNextServer } from './next-server.mjs';
import { startStaticServer } from './static-server.mjs';

register('./ts-hooks.mjs', import.meta.url);
const { templatePages } = await import('../lib/bench/pages.ts');
const { interleave } = await import('../lib/bench/schedule.ts');
const { runFigures } = await import('../lib/bench/lighthouse.ts');
const { formatTable, summarise } = await import('../lib/bench/summary.ts');
const { parseBenchOptions } = await import('../lib/bench/options.ts');

const FLOOR = { name: 'next-floor', path: '/' };
const REFERENCE = { name: 'reference', path: '/' };
const RESULTS = 'bench/results.json';
const allPages = [...templatePages, FLOOR, REFERENCE];

let options;
try {
  options = parseBenchOptions(
    process.argv.slice(2),
    allPages.map((page) => page.name),
  );
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

// The commit checked out when the bench starts (with --no-build: make sure .next was built from it).
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

if (options.build) {
  // As `npm run build` and `npm test` build: next build, then integrity on the pages' scripts (for their CSP).
  for (const [command, args] of [
    ['node_modules/.bin/next', ['build']],
    ['node', ['scripts/add-script-integrity.mjs']],
  ]) {
    console.log(`▶ ${command} ${args.join(' ')}`);
    const build = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...buildEnv } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const pages = allPages.filter((page) => options.pages.includes(page.name));
// The floor page is built on each run (about 20 s), and only when it is measured.
const floor = pages.includes(FLOOR) ? await startNextFloor({ port: await freePort() }) : undefined;
const site = await startNextServer({ port: await freePort() });
const reference = await startStaticServer({ root: 'bench/reference', port: await freePort() });
const origins = new Map([
  [FLOOR, floor?.url],
  [REFERENCE, reference.url],
]);
const urlOf = (page) => (origins.get(page) ?? site.url) + page.path;

const runs = new Map(pages.map((page) => [page, []]));
const schedule = interleave(pages, options.runs);
const started = Date.now();
const chromium = execFileSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });

/** Writes what has been measured so far (after every run, so an interrupted bench still leaves figures). */
function writeResults() {
  const rows = pages
    .filter((page) => runs.get(page).length > 0)
    .map((page) => ({ name: page.name, path: page.path, summary: summarise(runs.get(page)), runs: runs.get(page) }));
  const table = formatTable(rows);
  const results = {
    date: new Date().toISOString(),
    commit,
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
    chromium: chromium.trim(),
    settings: 'Lighthouse mobile defaults (simulated throttling), a fresh Chromium per run, pages interleaved',
    machine: { cpus: availableParallelism(), loadAverage: loadavg().map((load) => Number(load.toFixed(2))) },
    runsPerPage: options.runs,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    table,
    pages: rows,
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  return table;
}

try {
  for (const [index, { page, round }] of schedule.entries()) {
    const lhr = await runLighthouseOnce(urlOf(page), {
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
    });
    const figures = runFigures(lhr);
    runs.get(page).push(figures);
    writeResults();
    console.log(
      `[${index + 1}/${schedule.length}] ${page.name} run ${round}: performance ${figures.performance}, ` +
        `LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, first paint ${Math.round(figures.firstPaint)} ms`,
    );
  }
} finally {
  await Promise.all([site.stop(), reference.stop(), floor?.stop()]);
}

const table = writeResults();
console.log(`\n${table}\n\nMedians (min–max) of ${options.runs} run(s) per page; written to ${RESULTS}`);
