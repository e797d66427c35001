import { describe, expect, it } from 'vitest';
import { decodePath } from '@/lib/requestedPath';

describe('decodePath', () => {
  it('decodes percent-escapes as the visitor would read them', () => {
    expect(decodePath('/caf%C3%A9')).toBe('/café');
    expect(decodePath('/our%20story')).toBe('/our story');
    expect(decodePath('/that-path')).toBe('/that-path');
  });

  it('keeps a stray percent sign instead of throwing', () => {
    expect(decodePath('/100%')).toBe('/100%');
    expect(decodePath('/%')).toBe('/%');
    expect(decodePath('/50%off')).toBe('/50%off');
  });

  it('decodes the valid escapes around an invalid one', () => {
    expect(decodePath('/caf%C3%A9/100%')).toBe('/café/100%');
    expect(decodePath('/%E0%A4%A/%20x')).toBe('/%E0%A4%A/ x');
    expect(decodePath('/%FF')).toBe('/%FF');
  });
});
