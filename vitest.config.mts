import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test files that use the DOM (Testing Library, `document`, `window`): they run under jsdom, with Testing
 * Library's matchers and clean-up (tests/setup.ts). Every other test runs under plain Node, which starts in a
 * fraction of jsdom's time. Chosen by folder and file name, so a test moved or added elsewhere runs under Node.
 */
const domTests = ['tests/unit/components/**/*.test.{ts,tsx}'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: domTests },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: domTests, setupFiles: ['./tests/setup.ts'] },
      },
    ],
  },
});
