/**
 * The rules of a body that the editor checks before a save as well as the build (lib/markdoc/config.ts,
 * lib/bodyLinks.ts), each giving the build's own message. Plain data in, no Node.js: the editor runs them in the
 * browser on what its body field holds (lib/editor/fields.tsx), with the lists the server hands it.
 */

/** The languages a code block may name: the listed names, and every name the highlighter accepts for them. */
export type CodeLanguages = { names: readonly string[]; accepted: readonly string[] };

/** What is wrong with a code block's language, or undefined when the highlighter knows it (letter case aside). */
export function codeLanguageProblem(language: string, { names, accepted }: CodeLanguages): string | undefined {
  return accepted.includes(language.toLowerCase())
    ? undefined
    : `Unknown code language "${language}" (one of: ${names.join(', ')})`;
}

/**
 * What is wrong with a picture's alt text: none on a picture that shows something, or some on one marked decorative
 * (a `{% figure decorative=true /%}`; a Markdown picture, `![alt](src)`, cannot be marked so).
 */
export function pictureAltProblem(alt: unknown, decorative = false): string | undefined {
  const described = typeof alt === 'string' && alt.trim() !== '';
  if (decorative && described)
    return 'A decorative picture has no alt text: remove alt, or decorative if it shows something';
  if (!decorative && !described) return 'A picture needs alt text: describe what it shows';
  return undefined;
}

/** The page a site link goes to: its path without the query, the fragment or a trailing slash. */
const pageOf = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');

/** What is wrong with a link of a body: a path of this site (it starts with `/`) that is no page of it. */
export function siteLinkProblem(href: string, pages: ReadonlySet<string>): string | undefined {
  return href.startsWith('/') && !pages.has(pageOf(href)) ? `${href} is no page of the site` : undefined;
}
