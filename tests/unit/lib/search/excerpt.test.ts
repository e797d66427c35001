import { describe, expect, it } from 'vitest';
import { excerptParts } from '@/lib/search/excerpt';

describe('excerptParts', () => {
  it('splits the excerpt into plain text and the matched words', () => {
    expect(excerptParts('Lead the <mark>React</mark> <mark>Native</mark> team.')).toEqual([
      { text: 'Lead the ', matched: false },
      { text: 'React', matched: true },
      { text: ' ', matched: false },
      { text: 'Native', matched: true },
      { text: ' team.', matched: false },
    ]);
  });

  it('decodes entities and never keeps markup', () => {
    expect(excerptParts('R&amp;D &lt;script&gt; &#8220;<mark>fast</mark>&#x201d; <b>bold</b>')).toEqual([
      { text: 'R&D <script> “', matched: false },
      { text: 'fast', matched: true },
      { text: '” bold', matched: false },
    ]);
  });
});
