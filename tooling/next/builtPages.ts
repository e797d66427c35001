import { readFileSync, writeFileSync } from 'node:fs';
import { BUILD_FILES_URL, PAGE_FILES_EXPECTED, servedHtmlFiles } from './buildOutput';
import { deferPageScripts, heldScripts } from './deferScripts';
import { addScriptIntegrity, buildScriptIntegrity } from './scriptIntegrity';

export type PreparedPages = {
  /** HTML files found: the prerendered pages and the copies `next start` serves them from. */
  files: number;
  /** Files this run changed (none the second time). */
  changed: number;
  /** Integrity attributes and held scripts this run added. */
  integrity: number;
  deferred: number;
  /** Scripts every file holds until the first paint once done, and how many of them carry their integrity. */
  held: number;
  heldWithIntegrity: number;
};

/**
 * Post-build step of `npm run build` (after `next build`), over every prerendered HTML file of the build and the
 * copies `next start` serves them from (route cache, pages/404.html):
 * - every build script gets an `integrity` attribute, so the page's Content-Security-Policy can allow it by hash
 *   under 'strict-dynamic' (`lib/security/`);
 * - the build's async scripts wait for the first paint (`lib/hydration/afterFirstPaint.ts`).
 * Changes nothing the second time, and counts the pages it prepared before as prepared. Throws, naming what it
 * expected of Next.js, when the build gives it nothing to do: a build whose pages it cannot prepare would be served
 * with every script allowed by address and run before the first paint, and nothing else would say so.
 */
export function prepareBuiltPages(distDir: string): PreparedPages {
  const integrityOf = buildScriptIntegrity(distDir);
  const files = servedHtmlFiles(distDir);
  const totals: PreparedPages = {
    files: files.length,
    changed: 0,
    integrity: 0,
    deferred: 0,
    held: 0,
    heldWithIntegrity: 0,
  };
  for (const file of files) {
    const withIntegrity = addScriptIntegrity(readFileSync(file, 'utf8'), integrityOf);
    const deferred = deferPageScripts(withIntegrity.html);
    const held = heldScripts(deferred.html);
    totals.held += held.length;
    totals.heldWithIntegrity += held.filter((script) => script.integrity).length;
    if (withIntegrity.added === 0 && deferred.deferred === 0) continue;
    writeFileSync(file, deferred.html);
    totals.changed += 1;
    totals.integrity += withIntegrity.added;
    totals.deferred += deferred.deferred;
  }
  const failure = preparationFailure(distDir, totals);
  if (failure) throw new Error(failure);
  return totals;
}

/** Why a build's pages could not be prepared, naming the assumption about Next.js's output that did not hold. */
function preparationFailure(distDir: string, totals: PreparedPages): string | undefined {
  if (totals.files === 0) return `found no HTML file under ${distDir}/server (${PAGE_FILES_EXPECTED})`;
  if (totals.held === 0)
    return (
      `held no script in ${totals.files} HTML files (expected: Next.js writes its scripts as ` +
      `<script src="${BUILD_FILES_URL}…" async=""></script>)`
    );
  if (totals.heldWithIntegrity === 0)
    return `added integrity to none of the ${totals.held} held scripts (expected: their addresses are files under ${distDir}/static)`;
  return undefined;
}
