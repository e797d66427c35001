import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * The back office (tests/inbox) against the production build: each spec starts its own `next start` (two on
 * PostgreSQL) with its own database, staff invited through the CLI, and a real SMTP server on loopback that the
 * sign-in links arrive at. `npm test` runs it as a step of its own, beside the intake tests.
 */
export default defineConfig({
  testDir: './tests/inbox',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/inbox',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-inbox.json' }]],
  use: {
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
