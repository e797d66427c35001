import { createHash } from 'node:crypto';

/** The CSP hash source of a script's text, as the browser hashes it (UTF-8, line breaks normalised). */
export function hashSource(script: string): string {
  const text = script.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// A script element and its text: the HTML parser ends a script at the first `</script`.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/]|$)`, 'i').exec(attributes);
const attributeValue = (attributes: string, name: string) => {
  const match = attribute(attributes, name);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};

/** Types the browser runs as script; anything else (JSON-LD, import maps aside) is an inert data block. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The hash sources a page's HTML needs in `script-src`: one per inline script, and the integrity
 * hashes of each `<script src>` (CSP3 lets a hash allow an external script only through its
 * `integrity` attribute), in page order without duplicates; and how many external scripts have no
 * integrity, which no hash can allow.
 */
export function pageScripts(html: string): { sources: string[]; withoutIntegrity: number } {
  const sources = new Set<string>();
  let withoutIntegrity = 0;
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    const type = (attributeValue(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    if (attributeValue(attributes, 'src') === undefined) {
      sources.add(hashSource(text));
      continue;
    }
    const hashes = (attributeValue(attributes, 'integrity') ?? '')
      .split(/\s+/)
      .filter((token) => /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(token));
    if (hashes.length === 0) withoutIntegrity += 1;
    for (const hash of hashes) sources.add(`'${hash}'`);
  }
  return { sources: [...sources], withoutIntegrity };
}
