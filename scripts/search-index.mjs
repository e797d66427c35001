// The site search's index, the last step of `npm run build`: Pagefind reads the prerendered page of every
// record of lib/search/records.ts (the indexable pages) and writes its index, its script and its
// WebAssembly to public/pagefind/, which `next start` (or any static host) serves as files. Nothing of it
// is loaded before a visitor opens the search.
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import './typescript.mjs';

const { searchRecords } = await import('../lib/search/records.ts');
const { NOT_SEARCHED_SELECTORS, searchableHtml } = await import('../lib/search/html.ts');
const { DIST_DIR } = await import('../lib/nextBuild.ts');
const { prerenderedPageFile } = await import('../tooling/next/buildOutput.ts');

const outputPath = join('public', 'pagefind');
const started = Date.now();

const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: NOT_SEARCHED_SELECTORS });
if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
try {
  const records = searchRecords();
  if (records.length === 0) throw new Error('Search index: lib/search/records.ts lists no page to index');
  let words = 0;
  for (const record of records) {
    const file = prerenderedPageFile(DIST_DIR, record.path);
    const added = await index.addHTMLFile({
      url: record.path,
      content: searchableHtml(readFileSync(file, 'utf8'), record),
    });
    if (added.errors.length > 0) throw new Error(`${record.path}: ${added.errors.join('; ')}`);
    words += added.file.uniqueWords;
  }
  if (words === 0) throw new Error(`Search index: the ${records.length} pages hold no words inside <main>`);
  rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(written.errors.join('; '));
  // Pagefind's ready-made interfaces: the site has its own (components/search), so they are not served.
  for (const name of readdirSync(outputPath)) {
    if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(name)) rmSync(join(outputPath, name));
  }
  const files = readdirSync(outputPath, { recursive: true }).map((name) => statSync(join(outputPath, name)));
  const bytes = files.reduce((total, file) => total + (file.isFile() ? file.size : 0), 0);
  console.log(
    `Search index: ${records.length} pages, ${words} words per page summed, ${(bytes / 1024).toFixed(0)} KB in ${outputPath} ` +
      `(${Date.now() - started} ms)`,
  );
} finally {
  await pagefind.close();
}
