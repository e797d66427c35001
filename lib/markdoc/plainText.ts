import type { Node } from '@markdoc/markdoc';
import { priceFact, siteFact } from '@/content/facts';

/** The words a fact tag stands for: `{% price fact="mvpFrom" /%}` -> `EUR 40,000`. */
export function factText(node: Node): string {
  return node.tag === 'price' ? priceFact(node.attributes.fact) : siteFact(node.attributes.name);
}

/**
 * The words of a node as a reader sees them: fact tags give their values, pictures their captions,
 * callouts their titles; code samples give none (they are not prose: see bodyText). Blocks are
 * separated by a blank line, inline content is joined as written.
 */
export function plainText(node: Node): string {
  switch (node.type) {
    case 'text':
    case 'code':
      return String(node.attributes.content);
    case 'softbreak':
    case 'hardbreak':
      return ' ';
    case 'fence':
      return '';
    case 'image':
      return node.attributes.title ?? '';
  }
  if (node.tag === 'price' || node.tag === 'fact') return factText(node);
  const children = node.children.map(plainText);
  // A tag's visible text attributes: a callout's title, a figure's caption, a quote's cite.
  const { title, caption, cite } = node.type === 'tag' ? node.attributes : {};
  const parts = [title, ...children, caption, cite].filter((part) => typeof part === 'string' && part !== '');
  return parts.join(node.type === 'inline' || node.inline ? '' : '\n\n');
}
