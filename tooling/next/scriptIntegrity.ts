import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildFileOf } from './buildOutput';

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
 * The integrity of a build script (`/_next/static/…`) by its address, read from `distDir` once per file;
 * `undefined` for any other address.
 */
export function buildScriptIntegrity(distDir: string): (src: string) => string | undefined {
  const known = new Map<string, string>();
  return (src) => {
    const file = buildFileOf(distDir, src);
    if (file === undefined) return undefined;
    let integrity = known.get(file);
    if (integrity === undefined) {
      integrity = sha256Integrity(readFileSync(file));
      known.set(file, integrity);
    }
    return integrity;
  };
}
