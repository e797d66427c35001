import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { startsLikeItsExtension } from '@/lib/validation/magicBytes';
import { declaresActiveContent, isCompoundFile } from './officePackage';

/**
 * Checks an uploaded file by its bytes, not its name or the browser's type: a PDF starts with `%PDF-`;
 * a DOCX is a ZIP whose content types declare a Word document. The type found must match the file's
 * extension. A DOCX is also read from its ZIP directory: one that unpacks to too much data (a zip bomb) is
 * refused as `inflated` before anything is unpacked; one with macros or other active content
 * (`officePackage.ts`), or a damaged or ZIP64 archive, as the wrong type. Returns the MIME type to store and forward, or why not.
 */
export type FileVerdict = { ok: true; type: string } | { ok: false; reason: 'empty' | 'type' | 'inflated' };

/** A DOCX may unpack to at most 100 MB, and to at most 100 times its own size. */
const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
const MAX_INFLATE_RATIO = 100;
export const INFLATED_MESSAGE = `This Word document expands too much when opened (to over ${MAX_INFLATED_BYTES / 1024 / 1024} MB, or over ${MAX_INFLATE_RATIO} times its file size): send a smaller file or a PDF`;

const ACCEPTED: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What the type check of a PDF reads: its start (file-type looks no further for a PDF than this). */
const PDF_HEAD_BYTES = 64 * 1024;

/**
 * `checkFileBytes` for a file received to disk: of a PDF only its first bytes are read; a DOCX (at most the
 * upload limit) is read whole for its ZIP directory, and its parts are unpacked off the main thread.
 */
export async function checkFile(name: string, path: string): Promise<FileVerdict> {
  const file = await open(path);
  try {
    const isDocx = name.toLowerCase().endsWith('.docx');
    const { size } = await file.stat();
    const bytes = Buffer.alloc(isDocx ? size : Math.min(size, PDF_HEAD_BYTES));
    const { bytesRead } = await file.read(bytes, 0, bytes.length, 0);
    return await checkFileBytes(name, bytes.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

export async function checkFileBytes(name: string, bytes: Uint8Array): Promise<FileVerdict> {
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  const extension = name.toLowerCase().slice(name.lastIndexOf('.') + 1);
  const expected = ACCEPTED[extension];
  if (name.lastIndexOf('.') < 0 || expected === undefined) return { ok: false, reason: 'type' };
  // Before file-type reads the archive: refuses what must never be unpacked.
  if (extension === 'docx') {
    const problem = await docxProblem(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (problem) return { ok: false, reason: problem };
  }
  // file-type is ESM-only: load it on first use so this module also runs where it is required as CommonJS.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== extension || detected.mime !== expected) return { ok: false, reason: 'type' };
  // file-type finds a PDF's marker anywhere in its first kilobyte: the file must start with it.
  if (!startsLikeItsExtension(name, bytes)) return { ok: false, reason: 'type' };
  return { ok: true, type: expected };
}

const inflateRawAsync = promisify(inflateRaw);

type ZipEntry = { name: string; method: number; compressedSize: number; size: number; offset: number };

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_BYTES = 22;
/** A ZIP64 entry marks its real size, given elsewhere, with this value. */
const ZIP64_SIZE = 0xffffffff;
/** Real content types are a few KB; the one part unpacked here is not allowed to be large. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
const MACRO_PART = /(^|[/\\])(vbaproject\.bin|vbadata\.xml)$/i;
const RELATIONSHIPS_PART = /\.rels$/i;

/** Why a DOCX's archive is refused, or null when it may go on to the type check. */
async function docxProblem(zip: Buffer): Promise<'type' | 'inflated' | null> {
  const entries = zipEntries(zip);
  if (!entries) return 'type';
  const inflated = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (inflated > MAX_INFLATED_BYTES || inflated > zip.length * MAX_INFLATE_RATIO) return 'inflated';
  if (entries.some((entry) => MACRO_PART.test(entry.name))) return 'type';
  const contentTypes = entries.filter((entry) => entry.name.toLowerCase() === '[content_types].xml');
  if (contentTypes.length !== 1 || contentTypes[0]!.size > MAX_CONTENT_TYPES_BYTES) return 'type';
  let contentTypesXml: string | undefined;
  const relationships: string[] = [];
  // Every part unpacked, each only up to the size it declares: the declared sizes passed the checks above,
  // so this is bounded by them, and a part that would unpack to more (a bomb behind small sizes) is found
  // as soon as it passes its own. Only the XML that declares what the parts are is kept.
  for (const entry of entries) {
    const bytes = await entryBytes(zip, entry);
    if (bytes === 'larger') return 'inflated';
    if (bytes === null || isCompoundFile(bytes)) return 'type';
    if (entry === contentTypes[0]) contentTypesXml = bytes.toString('utf8');
    else if (RELATIONSHIPS_PART.test(entry.name)) relationships.push(bytes.toString('utf8'));
  }
  if (contentTypesXml === undefined || declaresActiveContent(contentTypesXml, relationships)) return 'type';
  return null;
}

/** The entries of the central directory with their declared sizes, or null for a damaged or ZIP64 archive. */
function zipEntries(zip: Buffer): ZipEntry[] | null {
  // The end record is the last 22 bytes, followed by a comment of at most 65535 bytes.
  const floor = Math.max(0, zip.length - END_BYTES - 0xffff);
  let end = zip.length - END_BYTES;
  while (end >= floor && zip.readUInt32LE(end) !== END_SIGNATURE) end -= 1;
  if (end < floor) return null;
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryStart = zip.readUInt32LE(end + 16);
  const directoryEnd = directoryStart + directorySize;
  const split =
    zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0 || zip.readUInt16LE(end + 8) !== count;
  // ZIP64 puts a locator before the end record; its 0xffffffff offsets point past any upload, failing the bounds.
  const zip64 = end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR_SIGNATURE;
  if (split || zip64 || directoryEnd > end) return null;
  const entries: ZipEntry[] = [];
  for (let at = directoryStart; entries.length < count;) {
    if (at + 46 > directoryEnd || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameEnd = at + 46 + zip.readUInt16LE(at + 28);
    const next = nameEnd + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > directoryEnd) return null;
    const entry = {
      name: zip.toString('utf8', at + 46, nameEnd),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    };
    if (entry.size === ZIP64_SIZE) return null;
    // Each entry's data must lie before the directory, inside the file.
    if (entry.offset + 30 + entry.compressedSize > directoryStart) return null;
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * One entry unpacked, never past its declared size: 'larger' when it would unpack to more than it declares,
 * null when it cannot be read (or unpacks to less). Unpacked in the thread pool: up to 100 MB of a bomb would
 * otherwise hold up every other request while it inflates.
 */
async function entryBytes(zip: Buffer, entry: ZipEntry): Promise<Buffer | 'larger' | null> {
  if (zip.readUInt32LE(entry.offset) !== LOCAL_SIGNATURE) return null;
  const start = entry.offset + 30 + zip.readUInt16LE(entry.offset + 26) + zip.readUInt16LE(entry.offset + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return data.length === entry.size ? data : null;
  if (entry.method !== 8) return null;
  if (entry.size === 0) return data.length <= 2 ? Buffer.alloc(0) : null;
  try {
    const bytes = await inflateRawAsync(data, { maxOutputLength: entry.size });
    return bytes.length === entry.size ? bytes : null;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'larger' : null;
  }
}
