// `npm test`: lint (ESLint, stylelint, Prettier), type check, unit tests, production build, intake server tests,
// performance budgets, end-to-end tests, and the content editor's end-to-end tests against `next dev`.
// Runs every step even after a failure, then prints one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildEnv } from './build-env.mjs';
import { freePort } from './next-server.mjs';

const results = { passed: 0, failed: 0 };
mkdirSync('test-results', { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status === 0;
}

/** A step that is one check: it counts as one test. */
function step(label, command, args, env) {
  const ok = run(label, command, args, env);
  results[ok ? 'passed' : 'failed'] += 1;
  if (!ok) console.log(`✗ ${label} failed`);
  return ok;
}

/** A test runner step: its report file gives the counts. */
function suite(label, command, args, report, count, env) {
  rmSync(report, { force: true });
  const ok = run(label, command, args, env);
  if (!existsSync(report)) {
    results.failed += 1;
    console.log(`✗ ${label} produced no report`);
    return;
  }
  const { passed, failed } = count(JSON.parse(readFileSync(report, 'utf8')));
  results.passed += passed;
  results.failed += failed + (ok || failed > 0 ? 0 : 1);
}

const bin = (name) => `node_modules/.bin/${name}`;

// The intake's PostgreSQL back end is tested against a real server when there is one (`bash .ci/run`
// starts a throwaway cluster); without it those tests are skipped, and said so at the start and the end.
const postgresSkipped = process.env.TEST_DATABASE_URL
  ? null
  : 'PostgreSQL tests skipped: TEST_DATABASE_URL is not set. `bash .ci/run` starts a throwaway PostgreSQL for them ' +
    '(Debian: apt-get install postgresql; or `source scripts/throwaway-postgres.sh && throwaway_postgres_start`).';
if (postgresSkipped) console.log(`\n⚠ ${postgresSkipped}`);

step('ESLint', bin('eslint'), ['.', '--max-warnings=0']);
step('Stylelint (SCSS)', bin('stylelint'), ['**/*.scss']);
step('Prettier (formatting)', bin('prettier'), ['--check', '.']);
step('TypeScript', bin('tsc'), ['--noEmit']);
suite(
  'Unit tests (vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
  'test-results/vitest.json',
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
);
const chromium = step('Chromium for end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']);
const built =
  step('Production build (next build)', bin('next'), ['build'], buildEnv) &&
  // The rest of `npm run build`: integrity on every script of the pages (for their CSP) and those scripts held
  // until the first paint, then the search index.
  step('Prerendered pages: script integrity, scripts after the first paint', 'node', ['scripts/prepare-pages.mjs']) &&
  step('Search index of the prerendered pages (Pagefind)', 'node', ['scripts/search-index.mjs']);
if (built) {
  // The built-in intake against `next start`: throughput, a SIGKILL mid-submission, forwarding to a failing CRM.
  step('Intake load test (200 submissions, 20 clients)', 'node', ['tests/intake/load.mjs']);
  step('Intake crash test (SIGKILL while submitting)', 'node', ['tests/intake/crash.mjs']);
  step('Intake forwarding test (503, time-out, restart)', 'node', ['tests/intake/forward.mjs']);
  step('Intake hostile-client test (forged addresses, other sites, methods)', 'node', ['tests/intake/hostile.mjs']);
  step('Intake e-mail test (team and sender, through a real SMTP server)', 'node', ['tests/intake/mail.mjs']);
  step('Intake start-up (a bad setting, a database that is down)', 'node', ['tests/intake/startup.mjs']);
  step('Intake under a stalling mail server (each delivery by its deadline, the CRM unheld)', 'node', [
    'tests/intake/stall.mjs',
  ]);
  step('Intake uploads and replays (exactly 10 MiB, 413 at once, replays counted)', 'node', [
    'tests/intake/uploads.mjs',
  ]);
  // On PostgreSQL too when TEST_DATABASE_URL is set.
  step('Intake under 30 uploads of 9 MiB at once (pages answer, memory comes back)', 'node', [
    'tests/intake/uploadLoad.mjs',
  ]);
  if (!postgresSkipped) {
    step('Intake on PostgreSQL: two instances, 400 submissions, kill -9, database restart', 'node', [
      'tests/intake/cluster.mjs',
    ]);
    step('Intake on PostgreSQL: a slow CRM and two instances, each lead posted once', 'node', [
      'tests/intake/slowCrm.mjs',
    ]);
    step('Intake on PostgreSQL: the storage quota under concurrent uploads to two instances', 'node', [
      'tests/intake/quota.mjs',
    ]);
  }
} else {
  results.failed += postgresSkipped ? 9 : 12;
  console.log('✗ Intake server tests skipped: the build failed');
}
if (built && chromium) {
  // Compressed JavaScript, HTML and fonts per page, nothing third-party before consent, Lighthouse 100s.
  step('Performance budgets (scripts/budgets.mjs)', 'node', ['scripts/budgets.mjs']);
} else {
  results.failed += 1;
  console.log('✗ Performance budgets skipped: the build or Chromium is missing');
}
if (built && chromium) {
  suite(
    'End-to-end tests (Playwright, next start)',
    bin('playwright'),
    ['test'],
    'test-results/playwright.json',
    (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
    // A free port, so that a server already listening elsewhere (3100 by default) is never the one tested.
    { CI: process.env.CI ?? '', E2E_PORT: String(await freePort()) },
  );
} else {
  results.failed += 1;
  console.log('✗ End-to-end tests skipped: the build or Chromium is missing');
}

if (chromium) {
  // The content editor in local mode: `next dev` in a temporary copy of the project, which its saves write to
  // (playwright.editor.config.ts). It needs no build, and no server of the steps above.
  suite(
    'Content editor end-to-end tests (Playwright, next dev in a copy)',
    bin('playwright'),
    ['test', '-c', 'playwright.editor.config.ts'],
    'test-results/playwright-editor.json',
    (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
    { CI: process.env.CI ?? '' },
  );
} else {
  results.failed += 1;
  console.log('✗ Content editor end-to-end tests skipped: Chromium is missing');
}

if (postgresSkipped) console.log(`\n⚠ ${postgresSkipped}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
