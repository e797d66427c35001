import { describe, expect, it } from 'vitest';
import { containsPattern, foldForSearch, searchTextOf, wordPatterns } from '@/lib/inbox/search';

describe('inbox search text', () => {
  it('finds Romanian and other names with or without their marks, in any case', () => {
    expect(foldForSearch('Ștefănescu')).toBe('stefanescu');
    expect(foldForSearch('ȚĂRANU Îonuț')).toBe('taranu ionut');
    expect(foldForSearch('Łukasz Søren Straße')).toBe('lukasz soren strasse');
    // The cedilla forms older keyboards type for ș and ț fold the same way.
    expect(foldForSearch('Şerban Ţepeş')).toBe(foldForSearch('Șerban Țepeș'));
  });

  it('keeps what a submission is searched by: name, e-mail, company and message', () => {
    expect(
      searchTextOf({ name: 'Ana  Pop', email: 'Ana@Example.ro', message: 'O aplicație\npentru clinici', phone: '07' }),
    ).toBe('ana pop ana@example.ro o aplicatie pentru clinici');
  });

  it('takes % and _ in a query literally', () => {
    expect(containsPattern('100%_sure')).toBe('%100\\%\\_sure%');
    expect(containsPattern(' Ștefan ')).toBe('%stefan%');
  });

  it('looks for every word of a query, in any order', () => {
    expect(wordPatterns('  Ștefănescu   clinici ștefănescu ')).toEqual(['%stefanescu%', '%clinici%']);
    expect(wordPatterns('   ')).toEqual([]);
  });
});
