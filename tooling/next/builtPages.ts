import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deferPageScripts } from '@/lib/hydration/afterFirstPaint';
import { addScriptIntegrity, buildScriptIntegrity } from '@/lib/security/scriptIntegrity';

/**
 * Post-build step of `npm run build` (after `next build`), over every prerendered HTML file of the build and the
 * copies `next start` serves them from (route cache, pages/404.html):
 * - every build script gets an `integrity` attribute, so the page's Content-Security-Policy can allow it by hash
 *   under 'strict-dynamic' (`lib/security/`);
 * - the build's async scripts wait for the first paint (`lib/hydration/afterFirstPaint.ts`).
 * Changes nothing the second time. Returns how many files changed and how many tags each step changed.
 */
export function prepareBuiltPages(distDir: string): { pages: number; integrity: number; deferred: number } {
  const integrityOf = buildScriptIntegrity(distDir);
  const totals = { pages: 0, integrity: 0, deferred: 0 };
  for (const file of htmlFiles(path.join(distDir, 'server'))) {
    const withIntegrity = addScriptIntegrity(readFileSync(file, 'utf8'), integrityOf);
    const deferred = deferPageScripts(withIntegrity.html);
    if (withIntegrity.added === 0 && deferred.deferred === 0) continue;
    writeFileSync(file, deferred.html);
    totals.pages += 1;
    totals.integrity += withIntegrity.added;
    totals.deferred += deferred.deferred;
  }
  return totals;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.isFile() && entry.name.endsWith('.html') ? [file] : [];
  });
}
