import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { TEST_CONTENT_NOW } from './scripts/build-env.mjs';

/** `npm test` passes a free port; run alone, Playwright uses 3100 and stops if something already listens there. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_INTAKE_DB = 'data/e2e-intake.db';

/**
 * Specs run one at a time (in one worker, beside the read-only specs' other worker): those that post to the
 * server's intake, sharing its store and one address's budget of submissions and refusals (intake, forms, headers,
 * editor), and consent.spec.ts, which starts from a first visit.
 */
const ONE_AT_A_TIME = ['intake', 'forms', 'headers', 'editor', 'consent'].map((name) => `**/${name}.spec.ts`);

/**
 * Specs that time what a visitor sees on a slow phone (taps at the first paint, the brand faces' 1.5 s wait): `npm
 * test` runs their project on its own, so that no other test's work is in their timings.
 */
const SLOW_PHONE = ['firstImpression', 'brandFaces'].map((name) => `**/${name}.spec.ts`);

/** Where a run writes its report (playwright.json) and its failures' traces: `npm test` gives each run its own. */
const RESULTS = process.env.E2E_RESULTS ?? 'test-results';

/** End-to-end tests against the production build (`next build`, then `next start`). */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  // One worker per core of the machine the tests were timed on (two).
  workers: 2,
  projects: [
    // First, so that its one worker starts at once beside the read-only specs (listed after them, it ran alone at
    // the end).
    { name: 'one at a time', testMatch: ONE_AT_A_TIME, workers: 1 },
    // Test by test, not file by file, across the workers: no spec shares state between its tests, and the
    // longest files (every page, the keyboard's walks) would otherwise leave one worker idle at the end.
    { name: 'read-only', testIgnore: [...ONE_AT_A_TIME, ...SLOW_PHONE], fullyParallel: true },
    { name: 'slow phone', testMatch: SLOW_PHONE, fullyParallel: true },
  ],
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  outputDir: RESULTS,
  reporter: [['list'], ['json', { outputFile: `${RESULTS}/playwright.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // A returning visitor who refused cookies, so the dialog does not cover pages under test;
    // consent.spec.ts starts from a first visit instead.
    storageState: {
      cookies: [
        {
          name: 'consent-status',
          value: 'false',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node_modules/.bin/next start -H 127.0.0.1 -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    // The built-in intake stores what the end-to-end forms send in its own file (data/ is git-ignored).
    // Every test's browser comes from this one address: room for the few real submissions they make (the
    // limit itself is tested in the unit tests and tests/intake/hostile.mjs).
    // The intake checks a job is open by the content clock the build used (scripts/build-env.mjs).
    env: { INTAKE_DB: E2E_INTAKE_DB, INTAKE_RATE_LIMIT: '20', CONTENT_NOW: TEST_CONTENT_NOW },
    // Never test a server this run did not start (another app, or a `next start` left running).
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
