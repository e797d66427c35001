import { describe, expect, it } from 'vitest';
import { blocksReadingMinutes, tableOfContents } from '@/lib/blocks';
import { formatDate, readingMinutes, slugify, truncate, wordCount } from '@/lib/text';

describe('text helpers', () => {
  it('slugifies headings into anchor ids', () => {
    expect(slugify('Why Romania? Time zones & talent')).toBe('why-romania-time-zones-and-talent');
    expect(slugify('Ședința de planificare în Cluj')).toBe('sedinta-de-planificare-in-cluj');
  });

  it('counts words and reading minutes', () => {
    expect(wordCount('  one two\nthree  ')).toBe(3);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(1100)).toBe(5);
  });

  it('formats ISO dates the same way everywhere', () => {
    expect(formatDate('2024-06-11')).toBe('11 Jun 2024');
  });
});

describe('tableOfContents', () => {
  it('lists the headings with unique ids in order', () => {
    const toc = tableOfContents([
      { type: 'heading', level: 2, text: 'Costs' },
      { type: 'paragraph', text: 'Some words.' },
      { type: 'heading', level: 3, text: 'Hidden costs' },
      { type: 'heading', level: 2, text: 'Costs' },
    ]);
    expect(toc).toEqual([
      { id: 'costs', text: 'Costs', level: 2 },
      { id: 'hidden-costs', text: 'Hidden costs', level: 3 },
      { id: 'costs-2', text: 'Costs', level: 2 },
    ]);
  });

  it('estimates reading time from every block', () => {
    const words = Array.from({ length: 660 }, () => 'word').join(' ');
    expect(blocksReadingMinutes([{ type: 'paragraph', text: words }])).toBe(3);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at a word boundary', () => {
    expect(truncate('Short enough', 20)).toBe('Short enough');
    expect(truncate('Articles by Ioana Pop, Head of Mobile, on shipping apps', 30)).toBe(
      'Articles by Ioana Pop, Head…',
    );
  });
});
