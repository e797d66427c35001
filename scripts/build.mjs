// The one production build, as `npm run build`, `npm test`, `npm run test:e2e` and `npm run bench` make it:
// the content's checks (scripts/check-content.mjs), the route types and a type check of every file (tsc; next build
// does not check them again), next build, then integrity on every script of the prerendered pages (for their CSP) and those scripts held until the first paint,
// then the search index of those pages.
//   node scripts/build.mjs               builds with the environment it is given (production)
//   node scripts/build.mjs --test-ids    builds with scripts/build-env.mjs's third-party ids, as the tests need
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildEnv } from './build-env.mjs';

export const buildSteps = [
  // First, so that a content problem is the first error line, naming its file.
  { label: 'Content: every entry, each SEO title used once', command: 'node', args: ['scripts/check-content.mjs'] },
  { label: 'Route types (next typegen)', command: 'node_modules/.bin/next', args: ['typegen'] },
  { label: 'TypeScript (tsc, every file)', command: 'node_modules/.bin/tsc', args: ['--noEmit'] },
  { label: 'Production build (next build)', command: 'node_modules/.bin/next', args: ['build'] },
  {
    label: 'Prerendered pages: script integrity, scripts after the first paint',
    command: 'node',
    args: ['scripts/prepare-pages.mjs'],
  },
  { label: 'Search index of the prerendered pages (Pagefind)', command: 'node', args: ['scripts/search-index.mjs'] },
];

/** Runs one build step with its output on this terminal; resolves true when it succeeded. */
function runInTerminal({ label, command, args }, env) {
  console.log(`▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/**
 * Runs the build's steps in order with `env` added to this process's environment, each through `runStep`
 * (`npm test` passes its own, which times and counts each); stops at the first that fails. Resolves true when all
 * succeeded.
 */
export async function build({ env = {}, runStep = runInTerminal } = {}) {
  // One moment decides what is published (content/schedule.ts) for every step: next build's workers and the search
  // index read the same posts and jobs, even when the build runs across midnight.
  const stepEnv = { CONTENT_NOW: process.env.CONTENT_NOW || new Date().toISOString(), ...env };
  for (const buildStep of buildSteps) {
    if (!(await runStep(buildStep, stepEnv))) return false;
  }
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const built = await build({ env: process.argv.includes('--test-ids') ? buildEnv : {} });
  process.exit(built ? 0 : 1);
}
