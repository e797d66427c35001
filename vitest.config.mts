import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_CONTENT_NOW } from './scripts/build-env.mjs';

/**
 * Test files that use the DOM (Testing Library, `document`, `window`): they run under jsdom, with Testing
 * Library's matchers and clean-up (tests/setup.ts). Every other test runs under plain Node, which starts in a
 * fraction of jsdom's time. Chosen by folder and file name, so a test moved or added elsewhere runs under Node.
 */
const domTests = [
  'tests/unit/components/**/*.test.{ts,tsx}',
  // Browser code outside the components: analytics, attribution, consent, hydration, navigation, prefetching,
  // search keys, tag scripts, the forms' reference, the brand faces' loading; the artwork's SVG parsed by DOMParser.
  'tests/unit/**/{analytics,hydration}/*.test.ts',
  'tests/unit/**/{attribution,consent}.test.ts',
  'tests/unit/**/navigation/{browser,fragment}.test.ts',
  'tests/unit/**/prefetch/{links,viewport}.test.ts',
  'tests/unit/**/search/keys.test.ts',
  'tests/unit/**/security/tagScripts.test.ts',
  'tests/unit/**/forms/reference.test.ts',
  'tests/unit/**/fonts/brandFaces.test.ts',
  'tests/unit/**/artwork/{blogPostPictures,projectPictures}.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    // `npm test` runs the checks beside the unit tests: a file's first test, which imports the route handlers cold,
    // took over vitest's default 5 s there on a busy machine.
    testTimeout: 20_000,
    // The content as it stood on one day, whenever the tests run (scripts/build-env.mjs).
    env: { CONTENT_NOW: TEST_CONTENT_NOW },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: domTests,
          // The Node files share one module cache (a third of the time: 11 s instead of 37 s alone). A test of
          // code that reads its configuration when loaded stubs the environment, then vi.resetModules() before
          // importing it (tests/support/intakeRoutes.ts). The DOM files stay isolated: each gets its own document.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: domTests, setupFiles: ['./tests/setup.ts'] },
      },
    ],
  },
});
