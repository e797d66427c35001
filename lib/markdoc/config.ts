import Markdoc, {
  type Config,
  type Node,
  type Schema,
  type SchemaAttribute,
  type ValidationError,
} from '@markdoc/markdoc';
import { isPriceFact, isSiteFact, PRICE_FACTS, SITE_FACTS } from '@/content/facts';
import { measurePicture, type MeasuredPicture } from '@/content/images';
import { codeLanguageProblem, pictureAltProblem } from '@/lib/markdoc/bodyRules';
import { codeLanguageLabel, codeLanguages, highlight } from '@/lib/markdoc/highlight';
import { factText, plainText } from '@/lib/markdoc/plainText';

// The default export: @markdoc/markdoc is CommonJS, and plain Node (the artwork script) sees no named exports.
const { Tag } = Markdoc;

/**
 * What a post's or a press item's body may hold: Markdown's prose, tables, code samples and pictures,
 * plus the callout, figure, quote and fact tags. Anything else is a validation error that fails the build
 * naming the file and line (lib/markdoc/index.ts). Markdoc has no raw HTML, and no variables here: the
 * editor rewrites `{% $x %}` as `[object Object]` when it saves.
 */

/** The components a transformed body names; components/blocks/MarkdocBody maps each to its own. */
export type BodyComponent = 'Callout' | 'Fence' | 'Figure' | 'Quote' | 'SiteLink' | 'Table';

export const CALLOUT_TYPES = ['note', 'tip', 'warning'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

const problem = (id: string, message: string): ValidationError => ({ id, level: 'error', message });

/** A node Markdown has and bodies do not use: any use of it is an error saying so. */
const unsupported = (message: string): Schema => ({ validate: () => [problem('unsupported', message)] });

/** A sentence may wrap inside bold, italic or a link's text. */
const wrapping = (schema: Schema): Schema => ({
  ...schema,
  children: [...(schema.children ?? []), 'softbreak', 'hardbreak'],
});

const heading: Schema = {
  ...Markdoc.nodes.heading,
  validate: (node) =>
    node.attributes.level === 2 || node.attributes.level === 3
      ? []
      : [
          problem(
            'heading-level',
            "Headings in a body are level 2 (##) or 3 (###); the title is the page's only level 1",
          ),
        ],
};

// A path on this site (not `//host`, which browsers read as another site's), a web address or an e-mail address.
const HREF = /^(?:\/(?!\/)|https?:\/\/|mailto:)/i;

const link: Schema = {
  ...wrapping(Markdoc.nodes.link),
  attributes: {
    href: {
      type: String,
      required: true,
      validate: (href: string) =>
        HREF.test(href)
          ? []
          : [
              problem(
                'link-href',
                `Link "${href}": a link goes to a path on this site (/services), an http(s) address or a mailto: address`,
              ),
            ],
    },
    title: { type: String },
  },
  transform(node, config) {
    const attributes = node.transformAttributes(config);
    const children = node.transformChildren(config);
    if (attributes.href.startsWith('/')) return new Tag('SiteLink', attributes, children);
    return new Tag('a', /^https?:/i.test(attributes.href) ? { ...attributes, rel: 'noopener' } : attributes, children);
  },
};

/** The picture a site path names in public/ (its size, or what is wrong with its bytes), or undefined when it names none. */
function pictureAt(src: string): MeasuredPicture | undefined {
  // `..` would reach past public/ to any file of the project.
  if (!src.startsWith('/') || src.split('/').includes('..')) return undefined;
  try {
    return measurePicture(src);
  } catch {
    return undefined; // a folder
  }
}

function pictureErrors({ src, alt, decorative = false }: Record<string, unknown>): ValidationError[] {
  const errors: ValidationError[] = [];
  const altProblem = pictureAltProblem(alt, decorative === true);
  if (altProblem) errors.push(problem('picture-alt', altProblem));
  const picture = typeof src === 'string' ? pictureAt(src) : undefined;
  if (typeof src === 'string' && !picture)
    errors.push(
      problem(
        'picture-src',
        `No picture at "${src}": name a picture file by its path in public/ (/images/blog/name.png)`,
      ),
    );
  if (picture && 'problem' in picture) errors.push(problem('picture-file', picture.problem));
  return errors;
}

const figure = (src: string, alt: string, caption: string | undefined) =>
  new Tag('Figure', { src, alt, caption, ...pictureAt(src) }, []);

/** The picture a paragraph holds alone (`![alt](/src.png)` on a line of its own): it renders as a figure. */
function lonePicture(paragraph: Node): Node | undefined {
  const content = (paragraph.children[0]?.children ?? []).filter(
    (node) => node.type !== 'text' || String(node.attributes.content).trim() !== '',
  );
  return content.length === 1 && content[0]?.type === 'image' ? content[0] : undefined;
}

const paragraph: Schema = {
  ...Markdoc.nodes.paragraph,
  transform(node, config) {
    const picture = lonePicture(node);
    return picture
      ? picture.transform(config)
      : new Tag('p', node.transformAttributes(config), node.transformChildren(config));
  },
};

const image: Schema = {
  ...Markdoc.nodes.image,
  validate(node, config) {
    const paragraph = config.validation?.parents?.at(-2);
    const alone = paragraph?.type === 'paragraph' && lonePicture(paragraph) === node;
    return [
      ...(alone
        ? []
        : [problem('picture-inline', 'A picture stands alone in its paragraph, a blank line before and after')]),
      ...pictureErrors(node.attributes),
    ];
  },
  transform: ({ attributes: { src, alt, title } }) => figure(src, alt, title),
};

const fence: Schema = {
  attributes: {
    content: { type: String, required: true },
    language: {
      type: String,
      validate: (language: string) => {
        const unknown = codeLanguageProblem(language, codeLanguages);
        return unknown ? [problem('code-language', unknown)] : [];
      },
    },
    process: { type: Boolean },
  },
  // Highlighted here, at build: the page gets classed spans and no highlighting script.
  transform: ({ attributes: { content, language = 'plaintext' } }) =>
    new Tag('Fence', { language: codeLanguageLabel(language) }, highlight(content.replace(/\n$/, ''), language)),
};

const table: Schema = {
  // Named by its column headers: the wrapper that scrolls it sideways on a phone is a labelled stop for the keyboard.
  transform(node, config) {
    const header = node.children.find((child) => child.type === 'thead')?.children[0]?.children ?? [];
    const columns = header.map((cell) => plainText(cell).trim()).filter(Boolean);
    const label = columns.length ? `Table: ${columns.join(', ')}` : 'Table';
    return new Tag('Table', { label }, node.transformChildren(config));
  },
};

const cellAttributes: Record<string, SchemaAttribute> = {
  // As data-align, which the table's styles read: HTML's align attribute is obsolete.
  align: { type: String, matches: ['left', 'center', 'right'], render: 'data-align' },
  colspan: { type: Number, render: 'colSpan' },
  rowspan: { type: Number, render: 'rowSpan' },
};

const th: Schema = {
  attributes: cellAttributes,
  // Markdoc makes header cells only of a table's first row (above its first ---): each heads a column.
  transform: (node, config) =>
    new Tag('th', { ...node.transformAttributes(config), scope: 'col' }, node.transformChildren(config)),
};

const callout: Schema = {
  render: 'Callout',
  inline: false,
  children: ['paragraph', 'list', 'fence'],
  attributes: {
    type: { type: String, matches: [...CALLOUT_TYPES], default: 'note' },
    title: { type: String },
  },
};

const figureTag: Schema = {
  inline: false,
  selfClosing: true,
  attributes: {
    src: { type: String, required: true },
    alt: { type: String },
    caption: { type: String },
    decorative: { type: Boolean },
  },
  validate: (node) => pictureErrors(node.attributes),
  transform: ({ attributes: { src, alt = '', caption } }) => figure(src, alt, caption),
};

const quote: Schema = {
  render: 'Quote',
  inline: false,
  children: ['paragraph'],
  attributes: { cite: { type: String } },
};

function factName(known: (name: string) => boolean, names: readonly string[], kind: string): SchemaAttribute {
  return {
    type: String,
    required: true,
    validate: (name: string) =>
      known(name) ? [] : [problem('fact-unknown', `Unknown ${kind} "${name}" (one of: ${names.join(', ')})`)],
  };
}

// Inline in a sentence, or alone as a table cell's content.
const factTag = (attributes: Record<string, SchemaAttribute>): Schema => ({
  selfClosing: true,
  attributes,
  transform: factText,
});

export const bodyConfig: Config = {
  nodes: {
    ...Markdoc.nodes,
    // The page's own element holds a body: Markdoc's <article> would nest one article in another.
    document: { ...Markdoc.nodes.document, render: undefined },
    heading,
    paragraph,
    strong: wrapping(Markdoc.nodes.strong),
    em: wrapping(Markdoc.nodes.em),
    link,
    image,
    fence,
    table,
    th,
    td: { ...Markdoc.nodes.td, attributes: cellAttributes },
    hr: unsupported('Horizontal rules (---) are not supported in a body: start a new part with a heading'),
    s: unsupported('Strikethrough (~~text~~) is not supported in a body'),
  },
  tags: {
    table: Markdoc.tags.table,
    callout,
    figure: figureTag,
    quote,
    price: factTag({ fact: factName(isPriceFact, PRICE_FACTS, 'price fact') }),
    fact: factTag({ name: factName(isSiteFact, Object.keys(SITE_FACTS), 'fact') }),
  },
};
