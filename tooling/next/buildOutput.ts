import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { htmlFileOf, PRERENDERED_APP_DIR } from '@/lib/nextBuild';

/**
 * What the build-time steps (tooling/next/builtPages.ts, scripts/search-index.mjs, the budgets) assume of the
 * output of `next build`, beside the facts the running site reads too (lib/nextBuild.ts). Each step fails naming
 * the assumption when a build does not match it, and tests/e2e/nextContract.spec.ts checks them all on the real
 * build.
 */

/** The file holding Next.js's id of the build, relative to the build folder (its pages carry it). */
export const BUILD_ID_FILE = 'BUILD_ID';

/** The URL path Next.js serves the build's hashed files under (its scripts among them). */
export const BUILD_FILES_URL = '/_next/static/';

/** The file of the build behind a build file's URL (query and fragment ignored), or undefined for any other URL. */
export function buildFileOf(distDir: string, url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(BUILD_FILES_URL)) return undefined;
  return path.join(distDir, 'static', decodeURI(pathname.slice(BUILD_FILES_URL.length)));
}

/** An attribute of a tag's attribute text: the match, with its value (if it has one) as [1]. */
export const attributeOf = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=[\\s/]|$)`, 'i').exec(attributes);

/**
 * The address of a page's script tag as Next.js writes the build's own scripts (`<script src="/_next/static/…"
 * async="">`, no `type`, not `nomodule`), from the tag's attribute text; undefined for any other script.
 */
export function nextAsyncScript(attributes: string): string | undefined {
  const src = attributeOf(attributes, 'src')?.[1];
  const isBuildScript =
    src !== undefined &&
    src.startsWith(BUILD_FILES_URL) &&
    attributeOf(attributes, 'async') !== null &&
    attributeOf(attributes, 'nomodule') === null &&
    attributeOf(attributes, 'type') === null;
  return isBuildScript ? src : undefined;
}

/** The folder of the prerendered app routes (`<route>.html`, `/` as `index.html`). */
export const prerenderedAppDir = (distDir: string) => path.join(distDir, PRERENDERED_APP_DIR);

/** What the steps expect of where the pages are, said when a build does not match it. */
export const PAGE_FILES_EXPECTED = `expected: Next.js writes each prerendered page as ${PRERENDERED_APP_DIR}/<route>.html`;

/** The prerendered HTML file of a page; throws when the build has none there. */
export function prerenderedPageFile(distDir: string, route: string): string {
  const file = path.join(distDir, htmlFileOf(route));
  if (!existsSync(file)) throw new Error(`${route} has no prerendered page at ${file} (${PAGE_FILES_EXPECTED})`);
  return file;
}

/**
 * Every HTML file `next start` may serve a prerendered page from: the pages under server/app and the copies it
 * keeps beside them (its route cache, pages/404.html). None when the build has no server folder.
 */
export const servedHtmlFiles = (distDir: string) => htmlFilesUnder(path.join(distDir, 'server'));

/** The prerendered pages' HTML files, relative to `prerenderedAppDir`, sorted. */
export const prerenderedPageFiles = (distDir: string) =>
  htmlFilesUnder(prerenderedAppDir(distDir))
    .map((file) => path.relative(prerenderedAppDir(distDir), file))
    .sort();

function htmlFilesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(file);
    return entry.isFile() && entry.name.endsWith('.html') ? [file] : [];
  });
}
