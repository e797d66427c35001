import { describe, expect, it } from 'vitest';
import { atLeast, countProof, isSaidInWords, projectResults } from '@/lib/hero/proof';

const projects: Record<string, { title: string; results: { value: string; label: string }[] }> = {
  glow: {
    title: 'Glow',
    results: [
      { value: '-41%', label: 'No-shows' },
      { value: '4.9', label: 'Rating' },
    ],
  },
  ledgerly: { title: 'Ledgerly', results: [{ value: '2M', label: 'Transactions a month' }] },
  empty: { title: 'Empty', results: [] },
};
const find = (slug: string) => projects[slug];

describe('projectResults', () => {
  it("takes each project's first result, in the order named, naming the project", () => {
    expect(projectResults(['ledgerly', 'glow'], find)).toEqual([
      { value: '2M', label: 'Transactions a month', source: 'Ledgerly' },
      { value: '-41%', label: 'No-shows', source: 'Glow' },
    ]);
  });

  it('skips unknown projects and projects without results, and stops at the maximum', () => {
    expect(projectResults(['nope', 'empty', 'glow', 'ledgerly'], find, 1)).toEqual([
      { value: '-41%', label: 'No-shows', source: 'Glow' },
    ]);
    expect(projectResults([], find)).toEqual([]);
  });
});

describe('atLeast', () => {
  const fallback = [
    { value: '70+', label: 'developers' },
    { value: '2013', label: 'founded' },
    { value: '2025', label: 'award' },
  ];

  it('fills up to the minimum from the fallback, without repeating a value', () => {
    expect(atLeast([{ value: '2013', label: 'the year' }], 3, fallback)).toEqual([
      { value: '2013', label: 'the year' },
      { value: '70+', label: 'developers' },
      { value: '2025', label: 'award' },
    ]);
  });

  it('leaves a list that is long enough as it is', () => {
    const items = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(atLeast(items, 2, fallback)).toEqual(items);
  });
});

describe('countProof', () => {
  it('says one thing in the singular and others in the plural', () => {
    expect(countProof(1, 'case study', 'case studies')).toEqual({ value: '1', label: 'case study' });
    expect(countProof(7, 'case study', 'case studies')).toEqual({ value: '7', label: 'case studies' });
    expect(countProof(3, 'article', undefined, 'Blog')).toEqual({ value: '3', label: 'articles', source: 'Blog' });
  });
});

describe('isSaidInWords', () => {
  it('tells a short figure from a value in words', () => {
    for (const figure of ['70+', '-41%', '4.7', '2013', '2 weeks', '2 h 40 min'])
      expect(isSaidInWords(figure), figure).toBe(false);
    for (const words of ['one working day', 'three to seven', 'EUR 40,000', 'two to three weeks'])
      expect(isSaidInWords(words), words).toBe(true);
  });
});
