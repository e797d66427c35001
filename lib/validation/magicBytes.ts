/**
 * What a file's first bytes say it is, for the two accepted types: a PDF starts with `%PDF-`, a DOCX is a
 * ZIP archive and starts with a local file header (`PK\x03\x04`). The file picker reads these bytes as
 * soon as a file is chosen; the intake API runs the same test before its deeper check (lib/intake/http/fileCheck).
 * No Node or DOM APIs, so it ships to the browser at a few hundred bytes.
 */

/** How many bytes of a file this module needs to read. */
export const MAGIC_BYTES_LENGTH = 8;

const SIGNATURES = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  docx: [0x50, 0x4b, 0x03, 0x04],
} as const;

export type AcceptedExtension = keyof typeof SIGNATURES;

/** The file's extension, lower-cased, when it is one of the accepted ones. */
export function acceptedExtension(name: string): AcceptedExtension | null {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return extension in SIGNATURES ? (extension as AcceptedExtension) : null;
}

/** True when the file's first bytes are those of the type its extension names (a PDF named .pdf, ...). */
export function startsLikeItsExtension(name: string, bytes: Uint8Array): boolean {
  const extension = acceptedExtension(name);
  if (!extension) return false;
  const signature = SIGNATURES[extension];
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}
