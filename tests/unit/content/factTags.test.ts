import { describe, expect, it } from 'vitest';
import { expandFacts, priceFact, siteFact } from '@/content/facts';
import { replaceFactTags } from '@/content/factTags';
import { expandFactTags } from '@/lib/editor/fields';

const named = (text: string) => {
  const seen: string[] = [];
  replaceFactTags(text, (tag, kind, name) => {
    seen.push(`${kind}:${name}:${tag}`);
    return tag;
  });
  return seen;
};

describe('replaceFactTags', () => {
  it('reads both kinds of tag, however they are spaced, and nothing else', () =>
    expect(
      named('From {% price fact="mvpFrom" /%} at {%fact  name="city"/%}; {% fact="x" /%} and {% price name="y" /%}.'),
    ).toEqual(['price:mvpFrom:{% price fact="mvpFrom" /%}', 'site:city:{%fact  name="city"/%}']));

  it('finds every tag on each call: the pattern keeps no position between texts', () => {
    const text = 'A {% fact name="name" /%} and {% fact name="city" /%}';
    expect(named(text)).toHaveLength(2);
    expect(named(text)).toHaveLength(2);
    expect(named('{% fact name="city" /%}')).toEqual(['site:city:{% fact name="city" /%}']);
  });
});

describe('the loader and the editor read the same tags', () => {
  const text = 'MVPs start at {% price fact="mvpFrom" /%}, built in {% fact name="city" /%}.';

  it('expands them to the same words', () => {
    const expected = `MVPs start at ${priceFact('mvpFrom')}, built in ${siteFact('city')}.`;
    expect(expandFacts(text)).toBe(expected);
    const facts = { price: { mvpFrom: priceFact('mvpFrom') }, site: { city: siteFact('city') } };
    expect(expandFactTags(text, facts)).toEqual({ text: expected, unknown: [] });
  });

  it('names an unknown fact: the loader refuses it, the editor lists it', () => {
    expect(() => expandFacts('{% price fact="cheap" /%}')).toThrow(
      /^\{% price fact="cheap" \/%\}: unknown price fact "cheap" \(one of: /,
    );
    expect(() => expandFacts('{% fact name="ceo" /%}')).toThrow(
      /^\{% fact name="ceo" \/%\}: unknown fact "ceo" \(one of: /,
    );
    expect(expandFactTags('{% fact name="ceo" /%} here', { price: {}, site: {} })).toEqual({
      text: '{% fact name="ceo" /%} here',
      unknown: ['{% fact name="ceo" /%}'],
    });
  });
});
