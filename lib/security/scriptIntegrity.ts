import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SRC = /(?:^|\s)src="([^"]*)"/i;
const INTEGRITY = /(?:^|\s)integrity(?=[\s=/]|$)/i;

/**
 * Gives every `<script src>` without an `integrity` attribute the one `integrityOf` returns for its
 * address (none: left as it is). Next.js adds integrity to its bootstrap scripts only, not to the
 * scripts of a page's segments, and under `'strict-dynamic'` a page's policy can allow an external
 * script by hash only through that attribute.
 */
export function addScriptIntegrity(
  html: string,
  integrityOf: (src: string) => string | undefined,
): { html: string; added: number } {
  let added = 0;
  const result = html.replace(SCRIPT_TAG, (tag, attributes: string) => {
    const src = SRC.exec(attributes)?.[1];
    if (src === undefined || INTEGRITY.test(attributes)) return tag;
    const integrity = integrityOf(src);
    if (!integrity) return tag;
    added += 1;
    return `<script${attributes} integrity="${integrity}">`;
  });
  return { html: result, added };
}

/** The SRI value of a file's bytes. */
export function sha256Integrity(bytes: Buffer): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * Post-build step: adds integrity to the build's own scripts (`/_next/static/…`) in every
 * prerendered HTML file of the build. Returns how many pages changed and how many tags got an attribute.
 */
export function addIntegrityToBuild(distDir: string): { pages: number; scripts: number } {
  const known = new Map<string, string | undefined>();
  const integrityOf = (src: string) => {
    const pathname = src.split(/[?#]/)[0] ?? '';
    if (!pathname.startsWith('/_next/static/')) return undefined;
    if (!known.has(pathname)) {
      const file = path.join(distDir, 'static', decodeURI(pathname.slice('/_next/static/'.length)));
      known.set(pathname, sha256Integrity(readFileSync(file)));
    }
    return known.get(pathname);
  };
  let pages = 0;
  let scripts = 0;
  // The prerendered pages, and the copies `next start` serves them from (route cache, pages/404.html).
  for (const file of htmlFiles(path.join(distDir, 'server'))) {
    const result = addScriptIntegrity(readFileSync(file, 'utf8'), integrityOf);
    if (result.added === 0) continue;
    writeFileSync(file, result.html);
    pages += 1;
    scripts += result.added;
  }
  return { pages, scripts };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.isFile() && entry.name.endsWith('.html') ? [file] : [];
  });
}
