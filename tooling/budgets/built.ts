import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NOT_FOUND_PATH } from '@/tooling/bench/pages';
import { buildFileOf, PAGE_FILES_EXPECTED, prerenderedAppDir, prerenderedPageFiles } from '@/tooling/next/buildOutput';

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/**
 * The scripts a built page makes the browser download: `<script src>` (not `nomodule`, which modern
 * browsers skip), the scripts held for the first paint (`data-src`, lib/hydration/afterFirstPaint.ts) and
 * `<link rel="preload" as="script">`, each once, in document order.
 */
export function pageScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const source = isScript
      ? !/\snomodule\b/i.test(tag) && (attribute(tag, 'src') ?? attribute(tag, 'data-src'))
      : attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'script' && attribute(tag, 'href');
    if (source) sources.add(source);
  }
  return [...sources];
}

export const isNoindex = (html: string) =>
  [...html.matchAll(/<meta\b[^>]*>/gi)].some(
    ([tag]) => attribute(tag, 'name') === 'robots' && /\bnoindex\b/.test(attribute(tag, 'content') ?? ''),
  );

/** The URL path of a prerendered page's file (`index.html` is `/`), relative to the build's app folder. */
export function pagePath(file: string): string {
  const name = file
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (name === 'index') return '/';
  if (name === '_not-found') return NOT_FOUND_PATH;
  return `/${name}`;
}

const gzipBytes = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

export type BuiltPage = { path: string; noindex: boolean; htmlBytes: number; jsBytes: number; scripts: string[] };

/**
 * Every prerendered page of a `next build` (`.next` folder): HTML size, noindex and the compressed size of
 * the scripts it loads. `_global-error` is left out: it replaces the page only when rendering fails. The back office
 * (/inbox) has no prerendered page (rendered per request for staff), so the budgets, which are the public pages',
 * never measure it.
 */
export function builtPages(nextDir: string): BuiltPage[] {
  const appDir = prerenderedAppDir(nextDir);
  const files = prerenderedPageFiles(nextDir).filter((file) => file !== '_global-error.html');
  if (files.length === 0) throw new Error(`Found no prerendered page under ${appDir} (${PAGE_FILES_EXPECTED})`);
  const scriptBytes = new Map<string, number>();
  const sizeOf = (source: string) => {
    const file = buildFileOf(nextDir, source);
    if (file === undefined) throw new Error(`Script ${source} is not a file of the build`);
    if (!scriptBytes.has(source)) scriptBytes.set(source, gzipBytes(readFileSync(file)));
    return scriptBytes.get(source)!;
  };
  return files.map((file) => {
    const html = readFileSync(join(appDir, file));
    const scripts = pageScripts(html.toString('utf8'));
    return {
      path: pagePath(file),
      noindex: isNoindex(html.toString('utf8')),
      htmlBytes: html.length,
      jsBytes: scripts.reduce((sum, source) => sum + sizeOf(source), 0),
      scripts,
    };
  });
}
