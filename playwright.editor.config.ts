import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * The content editor in local mode (tests/editor): the one end-to-end test that runs against `next dev`, in a
 * temporary copy of the project whose entry files it writes. `npm test` runs it as a step of its own, apart from
 * the production server the other end-to-end tests use (playwright.config.ts).
 */
export default defineConfig({
  testDir: './tests/editor',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // `next dev` compiles the editor on first use: about a minute on two busy cores.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/editor',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-editor.json' }]],
  use: {
    viewport: { width: 1440, height: 900 },
    navigationTimeout: 180_000,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
