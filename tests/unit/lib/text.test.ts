import { describe, expect, it } from 'vitest';
import { tableOfContents } from '@/lib/blocks';
import { bodyReadingMinutes } from '@/lib/markdoc';
import {
  anchorIds,
  countOf,
  formatDate,
  initials,
  readingMinutes,
  sentenceCase,
  actionCase,
  slugify,
  truncate,
  wordCount,
} from '@/lib/text';

describe('text helpers', () => {
  it('takes the initials of the first and the last name, one letter for a single name', () => {
    expect(initials('Ana-Maria Bota')).toBe('AB');
    expect(initials('  radu  ion  Ionescu ')).toBe('RI');
    expect(initials('Ștefan Pop')).toBe('ȘP');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('');
  });

  it('slugifies headings into anchor ids', () => {
    expect(slugify('Why Romania? Time zones & talent')).toBe('why-romania-time-zones-and-talent');
    expect(slugify('Ședința de planificare în Cluj')).toBe('sedinta-de-planificare-in-cluj');
  });

  it('gives headings unique anchor ids, numbering repeats and naming the wordless', () => {
    expect(anchorIds(['Costs', 'Hidden costs', 'Costs', '!!', 'Costs'])).toEqual([
      'costs',
      'hidden-costs',
      'costs-2',
      'section',
      'costs-3',
    ]);
  });

  it('counts words and reading minutes', () => {
    expect(wordCount('  one two\nthree  ')).toBe(3);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(1100)).toBe(5);
  });

  it('formats ISO dates the same way everywhere', () => {
    expect(formatDate('2024-06-11')).toBe('11 Jun 2024');
  });

  it('writes every month in three letters, September as Sep beside Oct', () => {
    expect(formatDate('2025-09-16')).toBe('16 Sep 2025');
    expect(formatDate('2025-10-13')).toBe('13 Oct 2025');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('31 Dec 2026');
  });

  it('pluralises a count unless it is one', () => {
    expect(countOf(1, 'article')).toBe('1 article');
    expect(countOf(0, 'article')).toBe('0 articles');
    expect(countOf(12, 'article')).toBe('12 articles');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });

  it('starts a heading with a capital and keeps the rest as written', () => {
    expect(sentenceCase('partners who trust us')).toBe('Partners who trust us');
    expect(sentenceCase('design elements')).toBe('Design elements');
    expect(sentenceCase('Built with React')).toBe('Built with React');
  });

  it('writes an action in Title Case, raising first letters only', () => {
    expect(actionCase('view project')).toBe('View Project');
    expect(actionCase('See Our work')).toBe('See Our Work');
    expect(actionCase('view all apps')).toBe('View All Apps');
    expect(actionCase("Let's Hunt Together!")).toBe("Let's Hunt Together!");
    expect(actionCase('Request A Quote')).toBe('Request A Quote');
    expect(actionCase('hire for iOS')).toBe('Hire For iOS');
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

  it('estimates reading time from the words of a body, leaving code samples out', () => {
    const words = Array.from({ length: 660 }, () => 'word').join(' ');
    const code = Array.from({ length: 900 }, () => 'const x = 1;').join('\n');
    expect(bodyReadingMinutes(`## Words\n\n${words}\n\n\`\`\`ts\n${code}\n\`\`\``)).toBe(3);
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
