import type { Block } from '@/content/schemas';
import { anchorIds } from '@/lib/text';

export type TocEntry = { id: string; text: string; level: 2 | 3 };
export type HeadingBlock = Extract<Block, { type: 'heading' }>;

/**
 * Every heading with its anchor id, in order: the table of contents and the rendered headings read the
 * same list so their links always match.
 */
export function tableOfContents(blocks: readonly Block[]): TocEntry[] {
  const headings = blocks.filter((block): block is HeadingBlock => block.type === 'heading');
  const ids = anchorIds(headings.map((heading) => heading.text));
  return headings.map((heading, index) => ({ id: ids[index]!, text: heading.text, level: heading.level }));
}
