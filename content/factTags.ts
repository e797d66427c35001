// Imports nothing: the editor's fields run it in the browser, where content/facts.ts (which loads the pricing and
// site entries, and through their schemas reads files) cannot go.

/** `{% price fact="…" /%}` or `{% fact name="…" /%}`, written inline in a text field. */
const FACT_TAG = /\{%\s*(price\s+fact|fact\s+name)="([^"]*)"\s*\/%\}/g;

/** Which list a fact tag names from: the prices (`{% price fact %}`) or the company facts (`{% fact name %}`). */
export type FactKind = 'price' | 'site';

/**
 * `text` with each fact tag replaced by what `replace` returns for it, given the tag as written, its kind and the
 * fact's name. The one reading of the tags: the file loader (content/facts.ts) and the editor's fields
 * (lib/editor/fields.tsx) both go through it. The pattern stays inside, so no caller shares its `g` flag's state.
 */
export function replaceFactTags(text: string, replace: (tag: string, kind: FactKind, name: string) => string): string {
  return text.replace(FACT_TAG, (tag, kind: string, name: string) =>
    replace(tag, kind.startsWith('price') ? 'price' : 'site', name),
  );
}
