import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@/lib/search/pagefind';
import { searchStatus } from '@/lib/search/status';

const answer = (total: number, shown: number): SearchAnswer => ({
  query: 'react native',
  total,
  hits: Array.from({ length: shown }, (_, index) => ({
    url: `/p${index}`,
    title: `P${index}`,
    family: 'Project',
    excerpt: '',
  })),
  totals: { family: {}, industry: {}, technology: {} },
});

describe('searchStatus', () => {
  it('says how to start, and what was found', () => {
    expect(searchStatus('idle', null)).toBe('Type a word or two: results appear as you type.');
    expect(searchStatus('done', answer(1, 1))).toBe('1 result for “react native”.');
    expect(searchStatus('done', answer(41, 12))).toBe('41 results for “react native”, showing the first 12.');
    expect(searchStatus('done', answer(0, 0))).toBe(
      'No results for “react native”. Try fewer or other words, or another filter.',
    );
  });

  it('keeps the last line while the next results load, and says when search failed', () => {
    expect(searchStatus('searching', null)).toBe('Searching…');
    expect(searchStatus('searching', answer(3, 3))).toBe('3 results for “react native”.');
    expect(searchStatus('failed', answer(3, 3))).toBe('Search could not load. Check your connection and try again.');
  });
});
