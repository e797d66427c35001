import type { Block } from '@/content/schemas';
import { anchorIds, readingMinutes, wordCount } from '@/lib/text';

export type TocEntry = { id: string; text: string; level: 2 | 3 };
export type HeadingBlock = Extract<Block, { type: 'heading' }>;

/** All the words of a body, for reading time and feeds. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks.map((block) => ('items' in block ? block.items.join(' ') : block.text)).join('\n\n');
}

export function blocksReadingMinutes(blocks: readonly Block[]): number {
  return readingMinutes(wordCount(blocksText(blocks)));
}

/**
 * Every heading with its anchor id, in order: the table of contents and the rendered headings read the
 * same list so their links always match.
 */
export function tableOfContents(blocks: readonly Block[]): TocEntry[] {
  const headings = blocks.filter((block): block is HeadingBlock => block.type === 'heading');
  const ids = anchorIds(headings.map((heading) => heading.text));
  return headings.map((heading, index) => ({ id: ids[index]!, text: heading.text, level: heading.level }));
}
