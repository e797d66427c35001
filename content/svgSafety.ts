/**
 * Whether an SVG is a plain drawing the site may serve from public/. An SVG opened at its own address is a document
 * of the site: a script in it runs with the site's cookies, and a reference to another host makes every visitor
 * ask that host for it. So an uploaded SVG (a client's logo, a drawing) may hold shapes, text, gradients and
 * embedded raster pictures, and nothing that runs or loads anything. Read as text, after character references
 * are decoded, so `&#106;avascript:` is seen as what it is. No Node.js: the editor and the build both run it.
 */

const decodeReferences = (svg: string) =>
  svg
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)));

/** What an attribute or a style may point at: a part of the same drawing, or a picture embedded in it. */
const LOCAL_REFERENCE = /^\s*(?:#|data:image\/(?:png|jpeg|webp|gif);)/i;

type Rule = { what: string; finds: (svg: string) => string | undefined };

/** The first match of `pattern`: its first group when it has one, so a message quotes what matters. */
const match = (pattern: RegExp) => (svg: string) => {
  const found = pattern.exec(svg);
  return found ? (found[1] ?? found[0]) : undefined;
};

const RULES: readonly Rule[] = [
  { what: 'a script', finds: match(/<script\b|javascript:|vbscript:/i) },
  { what: 'an event handler', finds: match(/<[^>]*\s(on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))/i) },
  { what: 'a foreignObject (a web page inside the drawing)', finds: match(/<foreignObject\b/i) },
  { what: 'embedded content', finds: match(/<(?:iframe|embed|object|audio|video|handler|listener)\b/i) },
  { what: 'entity declarations', finds: match(/<!ENTITY/i) },
  {
    what: 'a reference to another file or site',
    finds: (svg) =>
      [...svg.matchAll(/\s(?:xlink:)?(?:href|src)\s*=\s*(["'])(.*?)\1/gis)].find(
        ([, , target]) => !LOCAL_REFERENCE.test(target!),
      )?.[0] ??
      [...svg.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis)].find(([, , target]) => !LOCAL_REFERENCE.test(target!))?.[0] ??
      match(/@import\b/i)(svg),
  },
];

/**
 * What makes the SVG `name` holding `svg` unfit to serve, as the editor and the build say it; undefined for a plain
 * drawing.
 */
export function svgProblem(name: string, svg: string): string | undefined {
  const decoded = decodeReferences(svg);
  for (const { what, finds } of RULES) {
    const found = finds(decoded);
    if (found) {
      const line = found.replace(/\s+/g, ' ').trim();
      const shown = line.length > 60 ? `${line.slice(0, 57)}…` : line;
      return `${name} is an SVG with ${what} (${shown}), which the site does not serve: export it again as a plain drawing (shapes, text, gradients), or upload a PNG or WebP instead`;
    }
  }
  return undefined;
}
