// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { storedFileName } from '@/lib/intake/http/fileName';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
/** The text survives a round trip through UTF-8: no code point was cut in half. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;

describe('storedFileName', () => {
  it('keeps a name that fits as it is, whatever it holds', () => {
    for (const name of [
      'brief.pdf',
      'Ofertă – farmacii.docx',
      '👩‍💻 CV.pdf',
      '../x\x1b.pdf',
      '.pdf',
      'é'.repeat(125) + '.pdf',
    ]) {
      expect(storedFileName(name)).toBe(name);
    }
  });

  it('cuts 300 emoji to at most 255 bytes, keeping the extension and whole characters', () => {
    const name = storedFileName('😀'.repeat(300) + '.pdf');
    expect(bytes(name)).toBeLessThanOrEqual(255);
    expect(name).toBe('😀'.repeat(62) + '.pdf');
    expect(wellFormed(name)).toBe(true);
  });

  it('cuts between characters as a reader sees them: never inside an emoji sequence or an accent', () => {
    const family = '👨‍👩‍👧'; // 18 bytes: three emoji joined
    const name = storedFileName(family.repeat(20) + '.docx');
    expect(name).toBe(family.repeat(13) + '.docx');
    const decomposed = 'e\u0301'.repeat(100) + '.pdf'; // é as a letter and a combining accent, 3 bytes
    expect(storedFileName(decomposed)).toBe('e\u0301'.repeat(83) + '.pdf');
  });

  it('cuts a name without an extension, or a character longer than the limit, to 255 bytes', () => {
    expect(storedFileName('x'.repeat(300))).toBe('x'.repeat(255));
    const odd = storedFileName('ă'.repeat(200));
    expect(odd).toBe('ă'.repeat(127));
    const zalgo = storedFileName('a' + '\u0300'.repeat(300) + '.pdf');
    expect(bytes(zalgo)).toBeLessThanOrEqual(255);
    expect(zalgo.endsWith('.pdf')).toBe(true);
    expect(wellFormed(zalgo)).toBe(true);
  });

  it('does not keep an overlong "extension" whole', () => {
    const name = storedFileName('a.' + 'x'.repeat(300));
    expect(name).toBe('a.' + 'x'.repeat(253));
    expect(storedFileName('.' + 'x'.repeat(300))).toBe('.' + 'x'.repeat(254));
  });
});
