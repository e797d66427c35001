import { describe, expect, it } from 'vitest';
import { deadBodyLinks } from '@/tooling/content/bodyLinks';

describe('links in bodies, checked before every build', () => {
  it('finds no link to a missing page in the published posts and press items', () => {
    expect(deadBodyLinks()).toEqual([]);
  });

  it('names the entry’s file, the line in its body and the link, one line each', () => {
    const lines = deadBodyLinks(new Set(['/']));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(
        /^content\/(?:blog|press)\/entries\/[a-z0-9-]+\.mdoc: body line \d+: \/\S* is no page of the site$/,
      );
  });
});
