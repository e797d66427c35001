import { describe, expect, it } from 'vitest';
import { acceptedExtension, MAGIC_BYTES_LENGTH, startsLikeItsExtension } from '@/lib/validation/magicBytes';

const bytes = (text: string) => new TextEncoder().encode(text);
/** The first bytes of a Windows program (an "MZ" header). */
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

describe('startsLikeItsExtension', () => {
  it('accepts a PDF named .pdf and a ZIP (DOCX) named .docx, whatever the extension’s case', () => {
    expect(startsLikeItsExtension('cv.pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(startsLikeItsExtension('CV.PDF', bytes('%PDF-2.0'))).toBe(true);
    expect(startsLikeItsExtension('brief.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]))).toBe(true);
  });

  it.each([
    ['a program renamed .pdf', 'invoice.pdf', exe],
    ['a Word document renamed .pdf', 'cv.pdf', new Uint8Array([0x50, 0x4b, 0x03, 0x04])],
    ['a PDF renamed .docx', 'cv.docx', bytes('%PDF-1.4')],
    ['an empty ZIP (end record first) named .docx', 'cv.docx', new Uint8Array([0x50, 0x4b, 0x05, 0x06])],
    ['text that only mentions PDF', 'cv.pdf', bytes('PDF-1.4 ')],
    ['a file shorter than the signature', 'cv.pdf', bytes('%PD')],
    ['an empty file', 'cv.pdf', new Uint8Array()],
    ['a PDF with another extension', 'cv.txt', bytes('%PDF-1.7')],
    ['a PDF without an extension', 'cv', bytes('%PDF-1.7')],
  ])('refuses %s', (_, name, first) => {
    expect(startsLikeItsExtension(name, first)).toBe(false);
  });

  it('needs no more than the bytes the picker reads', () => {
    expect(MAGIC_BYTES_LENGTH).toBeGreaterThanOrEqual(5);
    expect(startsLikeItsExtension('cv.pdf', bytes('%PDF-1.7 and the rest').slice(0, MAGIC_BYTES_LENGTH))).toBe(true);
  });
});

describe('acceptedExtension', () => {
  it('names pdf and docx only, from the last dot', () => {
    expect(acceptedExtension('a.b.Docx')).toBe('docx');
    expect(acceptedExtension('cv.pdf.exe')).toBeNull();
    expect(acceptedExtension('cv')).toBeNull();
  });
});
