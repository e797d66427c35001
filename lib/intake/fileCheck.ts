/**
 * Checks an uploaded file by its bytes, not its name or the browser's type: a PDF starts with `%PDF-`;
 * a DOCX is a ZIP whose content types declare a Word document (a macro-enabled DOCM is refused). The
 * type found must match the file's extension. Returns the MIME type to store and forward, or why not.
 */
export type FileVerdict = { ok: true; type: string } | { ok: false; reason: 'empty' | 'type' };

const ACCEPTED: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = Buffer.from('%PDF-');

export async function checkFileBytes(name: string, bytes: Uint8Array): Promise<FileVerdict> {
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  const extension = name.toLowerCase().slice(name.lastIndexOf('.') + 1);
  const expected = ACCEPTED[extension];
  if (name.lastIndexOf('.') < 0 || expected === undefined) return { ok: false, reason: 'type' };
  // file-type is ESM-only: load it on first use so this module also runs where it is required as CommonJS.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== extension || detected.mime !== expected) return { ok: false, reason: 'type' };
  if (extension === 'pdf' && !Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) {
    return { ok: false, reason: 'type' };
  }
  return { ok: true, type: expected };
}
