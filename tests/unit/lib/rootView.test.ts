import { describe, expect, it } from 'vitest';
import { pageOf, traversesToAnotherPage } from '@/lib/rootView';

describe('traversesToAnotherPage', () => {
  it('is false between hashes of the page on screen and true for another path or query', () => {
    const faq = new URL('https://example.com/services?x=1#faq');
    expect(pageOf(faq)).toBe('/services?x=1');
    expect(traversesToAnotherPage('/services?x=1', faq)).toBe(false);
    expect(traversesToAnotherPage('/services?x=1', new URL('https://example.com/services?x=1'))).toBe(false);
    expect(traversesToAnotherPage('/services?x=1', new URL('https://example.com/services'))).toBe(true);
    expect(traversesToAnotherPage('/services?x=1', new URL('https://example.com/about?x=1#faq'))).toBe(true);
  });
});
