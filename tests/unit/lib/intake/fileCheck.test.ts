// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFileBytes } from '@/lib/intake/fileCheck';
import { docm, docx, exe, pdf, plainZip } from '@/tests/support/files';

describe('checkFileBytes', () => {
  it('accepts a PDF and a Word document by their bytes and gives the server-side type', async () => {
    expect(await checkFileBytes('brief.pdf', pdf())).toEqual({ ok: true, type: 'application/pdf' });
    expect(await checkFileBytes('CV.DOCX', docx())).toEqual({
      ok: true,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it.each([
    ['an executable renamed .pdf', 'invoice.pdf', exe()],
    ['a PDF renamed .docx', 'cv.docx', pdf()],
    ['a Word document renamed .pdf', 'cv.pdf', docx()],
    ['a macro-enabled document (DOCM) named .docx', 'cv.docx', docm()],
    ['a macro-enabled document with its own extension', 'cv.docm', docm()],
    ['a plain ZIP renamed .docx', 'cv.docx', plainZip()],
    ['a double extension', 'cv.pdf.exe', exe()],
    ['a file without an extension', 'cv', pdf()],
    ['text claiming to be a PDF', 'cv.pdf', Buffer.from('PDF-1.4 but not really')],
  ])('refuses %s', async (_, name, bytes) => {
    expect(await checkFileBytes(name, bytes)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses an empty file', async () => {
    expect(await checkFileBytes('cv.pdf', new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
  });
});
