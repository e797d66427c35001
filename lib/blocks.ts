import type { Block } from '@/content/schemas';
import { readingMinutes, slugify, wordCount } from '@/lib/text';

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
 * Gives every heading a unique anchor id (a repeated heading gets -2, -3, ...)
 * and returns them in order: the table of contents and the rendered headings
 * read the same list so their links always match.
 */
export function tableOfContents(blocks: readonly Block[]): TocEntry[] {
  const used = new Map<string, number>();
  return blocks
    .filter((block): block is HeadingBlock => block.type === 'heading')
    .map((heading) => {
      const base = slugify(heading.text) || 'section';
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      return { id: count === 1 ? base : `${base}-${count}`, text: heading.text, level: heading.level };
    });
}
