import { describe, expect, it } from 'vitest';
import {
  parseReference,
  readReference,
  rememberedReference,
  rememberReference,
  shortReference,
  successLocation,
} from '@/lib/forms/reference';

const id = '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('submission reference', () => {
  it('adds the id to the success page address, or leaves the address alone without one', () => {
    expect(successLocation('/contact/success', id)).toBe(`/contact/success?reference=${id}`);
    expect(successLocation('/apply-job/success', undefined)).toBe('/apply-job/success');
  });

  it('reads back only an id the intake could have given', () => {
    expect(readReference(`?reference=${id}`)).toBe(id);
    expect(readReference(`?reference=${id.toUpperCase()}&utm_source=x`)).toBe(id);
    expect(readReference('')).toBeUndefined();
    expect(readReference('?reference=Call+us+on+0700+000+000')).toBeUndefined();
    expect(readReference(`?reference=${id}x`)).toBeUndefined();
  });
});

describe('the short reference a visitor reads out', () => {
  it("is the id's first eight characters in capitals, in two groups of four", () => {
    expect(shortReference(id)).toBe('0F8E 4C1A');
  });

  it('is read back as the start of an id, however it was typed; a whole id in any case is an id', () => {
    for (const typed of ['0F8E 4C1A', '0f8e4c1a', ' 0F8E-4C1A '])
      expect(parseReference(typed)).toEqual({ prefix: '0f8e4c1a' });
    expect(parseReference(id.toUpperCase())).toEqual({ id });
    expect(parseReference(id.replace(/-/g, ''))).toEqual({ id });
    for (const other of ['', '0F8E', '0F8E 4C1A 2B', 'call 0700 000']) expect(parseReference(other)).toBeUndefined();
  });
});

describe('the reference of a form sent with JavaScript', () => {
  it('is kept in the tab for the success page, read back only when id-shaped, and cleared without one', () => {
    const storage = window.sessionStorage;
    rememberReference(id, storage);
    expect(rememberedReference(storage)).toBe(id);
    storage.setItem('submission-reference', '<b>call us</b>');
    expect(rememberedReference(storage)).toBeUndefined();
    rememberReference(id, storage);
    rememberReference(undefined, storage);
    expect(rememberedReference(storage)).toBeUndefined();
  });

  it('never breaks sending when the browser refuses storage', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(() => rememberReference(id, refusing)).not.toThrow();
    expect(rememberedReference(refusing)).toBeUndefined();
  });
});
