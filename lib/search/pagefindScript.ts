/** Where the build writes Pagefind's script, beside its WebAssembly and index (scripts/search-index.mjs). */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/**
 * Imports Pagefind's script. This module is itself only ever imported on demand, and that is why it is a
 * module of its own: pages allow scripts by hash with 'strict-dynamic', which trusts an `import()` made by a
 * script the page's runtime added, but not one made by a script that came in the HTML (as the search page's
 * own code does).
 */
export const importPagefind = (): Promise<unknown> =>
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_SCRIPT);
