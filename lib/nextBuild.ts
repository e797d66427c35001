import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the running site (proxy.ts and the pages' Content-Security-Policy) reads of the folder `next build` writes
 * and `next start` serves from. The build-time steps read it through tooling/next/buildOutput.ts, which adds what
 * only they need. tests/e2e/nextContract.spec.ts checks each fact against the real build, so a Next.js upgrade
 * that moves one fails there by name.
 */
export const DIST_DIR = '.next';

/** Where the prerendered app routes are written, relative to the build folder. */
export const PRERENDERED_APP_DIR = 'server/app';

/** The build's list of prerendered routes (`{ routes: { "/path": {…} } }`), relative to the build folder. */
export const PRERENDER_MANIFEST = 'prerender-manifest.json';

/** The route of the page Next.js serves for any path that is no page. */
export const NOT_FOUND_ROUTE = '/_not-found';

/** The prerendered HTML file of an app route, relative to the build folder. */
export function htmlFileOf(route: string): string {
  return `${PRERENDERED_APP_DIR}/${route === '/' ? 'index' : route.slice(1)}.html`;
}

/** The prerendered routes of a build (pages, feeds, robots.txt), from its prerender manifest. */
export function prerenderedRoutes(distDir: string): string[] {
  const file = path.join(distDir, PRERENDER_MANIFEST);
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const routes = (manifest as { routes?: unknown } | null)?.routes;
  if (typeof routes !== 'object' || routes === null || Object.keys(routes).length === 0) {
    throw new Error(
      `${file} lists no routes: Next.js no longer writes its prerendered routes as { "routes": { "/path": … } }`,
    );
  }
  return Object.keys(routes);
}
