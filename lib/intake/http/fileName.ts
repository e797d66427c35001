/**
 * The longest file name most file systems accept, in bytes of UTF-8 (ext4, APFS, NTFS in UTF-16 units,
 * which a name of this many UTF-8 bytes never exceeds).
 */
const MAX_FILE_NAME_BYTES = 255;

/** Longer than this, the text after the last dot is part of the name, not an extension worth keeping. */
const MAX_EXTENSION_BYTES = 16;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest start of `text` within `maxBytes`, cut between code points (never inside one). */
function cutCodePoints(text: string, maxBytes: number): string {
  let kept = '';
  let bytes = 0;
  for (const codePoint of text) {
    bytes += utf8Bytes(codePoint);
    if (bytes > maxBytes) break;
    kept += codePoint;
  }
  return kept;
}

/** The longest start of `text` within `maxBytes`, cut between characters as a reader sees them. */
function cutToBytes(text: string, maxBytes: number): string {
  let kept = '';
  let bytes = 0;
  for (const { segment } of graphemes.segment(text)) {
    bytes += utf8Bytes(segment);
    if (bytes > maxBytes) {
      // One "character" over the whole budget (a letter under hundreds of combining marks) is cut anyway.
      return kept === '' ? cutCodePoints(segment, maxBytes) : kept;
    }
    kept += segment;
  }
  return kept;
}

/**
 * A visitor's file name as stored: at most 255 bytes of UTF-8, so it can be written to disk as it is. A
 * longer one loses the end of its stem, not its extension, and is never cut inside a character.
 */
export function storedFileName(name: string): string {
  if (utf8Bytes(name) <= MAX_FILE_NAME_BYTES) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 && utf8Bytes(name.slice(dot)) <= MAX_EXTENSION_BYTES ? name.slice(dot) : '';
  const stem = name.slice(0, name.length - extension.length);
  return cutToBytes(stem, MAX_FILE_NAME_BYTES - utf8Bytes(extension)) + extension;
}
