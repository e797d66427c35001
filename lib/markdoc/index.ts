import Markdoc, { type Node, type RenderableTreeNodes, type ValidationError } from '@markdoc/markdoc';
import type { TocEntry } from '@/lib/blocks';
import { bodyConfig } from '@/lib/markdoc/config';
import { plainText } from '@/lib/markdoc/plainText';
import { anchorIds, readingMinutes, wordCount } from '@/lib/text';

/** A problem of a body, with its line counted from the body's first (1-based) when it has one. */
export type BodyError = { line?: number; message: string };

/** A link of a body, and the line it is on. */
export type BodyLink = { href: string; line?: number };

const tokenizer = new Markdoc.Tokenizer();
// markdown-it keeps a link it deems unsafe (javascript:, vbscript:, most data:) as plain text, so its
// source would be printed on the page; every link reaches the link rule instead, which names it as an error.
(tokenizer as unknown as { parser: { validateLink: () => boolean } }).parser.validateLink = () => true;

/** A body's Markdoc tree. A code sample is its text as written: a `{% tag %}` inside one is code, not a tag. */
export function parseBody(source: string): Node {
  const ast = Markdoc.parse(tokenizer.tokenize(source));
  for (const node of ast.walk()) if (node.type === 'fence') node.children = [];
  return ast;
}

const lineOf = (node: Node) => (node.lines[0] === undefined ? undefined : node.lines[0] + 1);

function* withParents(node: Node, parents: Node[] = []): Generator<[Node, Node[]]> {
  yield [node, parents];
  for (const child of node.children) yield* withParents(child, [...parents, node]);
}

/** Rules of every node: no variables or functions (the editor cannot keep them), no ids or classes (the site sets them). */
function nodeErrors(node: Node): ValidationError[] {
  const errors: ValidationError[] = [];
  if (Object.values(node.attributes).some((value) => Markdoc.Ast.isAst(value)))
    errors.push({
      id: 'variable',
      level: 'error',
      message:
        'Variables and functions ({% $name %}) are not supported in a body: quote a figure with {% price fact="…" /%} or {% fact name="…" /%}',
    });
  if (node.annotations.some(({ type, name }) => type === 'class' || name === 'id'))
    errors.push({
      id: 'annotation',
      level: 'error',
      message: 'Ids and classes ({% #id %}, {% .class %}) are not supported in a body: the site sets them',
    });
  return errors;
}

function errorsOf(ast: Node): BodyError[] {
  // Markdoc's own walk (Markdoc.validate) would add its default tags (if, partial, slot): this one checks
  // against the body's config alone.
  return [...withParents(ast)].flatMap(([node, parents]) =>
    [
      // Every schema of the config validates synchronously.
      ...(Markdoc.validator(node, { ...bodyConfig, validation: { parents } }) as ValidationError[]),
      ...nodeErrors(node),
    ].map(({ message, location }) => ({
      line: location?.start.line === undefined ? lineOf(node) : location.start.line + 1,
      message,
    })),
  );
}

/** Every problem of a body: Markdoc's own and the site's rules (lib/markdoc/config.ts), in the order of the text. */
export function bodyErrors(source: string): BodyError[] {
  return errorsOf(parseBody(source));
}

/** The body's headings with their anchor ids, in order: what the table of contents lists and the page renders. */
function headings(ast: Node): { node: Node; entry: TocEntry }[] {
  const nodes = [...ast.walk()].filter((node) => node.type === 'heading');
  const texts = nodes.map((node) => plainText(node).replace(/\s+/g, ' ').trim());
  const ids = anchorIds(texts);
  return nodes.map((node, index) => ({
    node,
    entry: { id: ids[index]!, text: texts[index]!, level: node.attributes.level },
  }));
}

/** The entries of the body's table of contents: each heading's id, text (facts expanded) and level. */
export function bodyHeadings(source: string): TocEntry[] {
  return headings(parseBody(source)).map(({ entry }) => entry);
}

/**
 * The words of each body read so far: a post's are counted for its page, its JSON-LD, and every card and list
 * that shows its reading time, so each body is parsed for them once per build process.
 */
const words = new Map<string, string>();

/**
 * The words of a body as a reader sees them, for reading time, feeds and search: facts expanded, captions,
 * callout titles and quote attributions included; code samples left out, since identifiers are not words
 * one reads at prose speed and would only crowd search with `const` and `=>` (inline code stays, as part
 * of its sentence). Blocks are separated by a blank line.
 */
export function bodyText(source: string): string {
  let text = words.get(source);
  if (text === undefined) words.set(source, (text = plainText(parseBody(source))));
  return text;
}

/** Minutes a reader needs for a body, from its words (bodyText). */
export const bodyReadingMinutes = (source: string): number => readingMinutes(wordCount(bodyText(source)));

/** Every link of a body, in order, so a caller can check each site path against the site's pages. */
export function bodyLinks(source: string): BodyLink[] {
  return [...parseBody(source).walk()]
    .filter((node) => node.type === 'link')
    .map((node) => ({ href: node.attributes.href, line: lineOf(node) }));
}

/**
 * The render tree of a body for Markdoc's React renderer (components/blocks/MarkdocBody): code highlighted,
 * pictures measured, headings with the ids of bodyHeadings. An invalid body throws with its problems, so
 * it never reaches a page half-rendered.
 */
export function transformBody(source: string): RenderableTreeNodes {
  const ast = parseBody(source);
  const errors = errorsOf(ast);
  if (errors.length)
    throw new Error(
      `Invalid Markdoc body: ${errors.map(({ line, message }) => (line ? `line ${line}: ${message}` : message)).join('; ')}`,
    );
  for (const { node, entry } of headings(ast)) node.attributes.id = entry.id;
  return Markdoc.transform(ast, bodyConfig);
}
