import { open } from 'node:fs/promises';
import { type Entry, fromBufferPromise, type ZipFile } from 'yauzl';
import { startsLikeItsExtension } from '@/lib/validation/magicBytes';
import { declaresActiveContent, isCompoundFile } from './officePackage';

/**
 * Checks an uploaded file by its bytes, not its name or the browser's type: a PDF starts with `%PDF-`;
 * a DOCX is a ZIP whose content types declare a Word document. The type found must match the file's
 * extension. A DOCX is also read from its ZIP directory: one that unpacks to too much data (a zip bomb) is
 * refused as `inflated` before anything is unpacked; one with macros or other active content
 * (`officePackage.ts`), or a damaged or split archive (yauzl reads it), as the wrong type. Returns the MIME type to
 * store and forward, or why not.
 */
export type FileVerdict = { ok: true; type: string } | { ok: false; reason: 'empty' | 'type' | 'inflated' };

/** A DOCX may unpack to at most 100 MB, and to at most 100 times its own size. */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
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

/** Real content types are a few KB; the one part unpacked here is not allowed to be large. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
const MACRO_PART = /(^|[/\\])(vbaproject\.bin|vbadata\.xml)$/i;
const RELATIONSHIPS_PART = /\.rels$/i;
/** How yauzl says a part unpacks to more than its directory entry declares. */
const LARGER_THAN_DECLARED = /^too many bytes in the stream/;

/** Why a DOCX's archive is refused, or null when it may go on to the type check. */
async function docxProblem(zip: Buffer): Promise<'type' | 'inflated' | null> {
  const archive = await openZip(zip);
  if (!archive) return 'type';
  const { file, entries } = archive;
  const inflated = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (inflated > MAX_INFLATED_BYTES || inflated > zip.length * MAX_INFLATE_RATIO) return 'inflated';
  if (entries.some((entry) => MACRO_PART.test(entry.fileName))) return 'type';
  const contentTypes = entries.filter((entry) => entry.fileName.toLowerCase() === '[content_types].xml');
  if (contentTypes.length !== 1 || contentTypes[0]!.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return 'type';
  let contentTypesXml: string | undefined;
  const relationships: string[] = [];
  // Every part unpacked, each only up to the size it declares: the declared sizes passed the checks above,
  // so this is bounded by them, and a part that would unpack to more (a bomb behind small sizes) is found
  // as soon as it passes its own. Only the XML that declares what the parts are is kept.
  for (const entry of entries) {
    const bytes = await entryBytes(file, entry);
    if (bytes === 'larger') return 'inflated';
    if (bytes === null || isCompoundFile(bytes)) return 'type';
    if (entry === contentTypes[0]) contentTypesXml = bytes.toString('utf8');
    else if (RELATIONSHIPS_PART.test(entry.fileName)) relationships.push(bytes.toString('utf8'));
  }
  if (contentTypesXml === undefined || declaresActiveContent(contentTypesXml, relationships)) return 'type';
  return null;
}

/**
 * The archive and the entries of its central directory with their declared sizes, read by yauzl (which checks
 * every offset and size against the file), or null for a damaged or split archive.
 */
async function openZip(zip: Buffer): Promise<{ file: ZipFile; entries: Entry[] } | null> {
  try {
    const file = await fromBufferPromise(zip, { lazyEntries: true, strictFileNames: true });
    const entries: Entry[] = [];
    for await (const entry of file.eachEntry()) entries.push(entry);
    return { file, entries };
  } catch {
    return null;
  }
}

/**
 * One entry unpacked, never past its declared size (yauzl stops a stream at it): 'larger' when it would unpack to
 * more than it declares, null when it cannot be read (or unpacks to less). zlib unpacks in the thread pool: up to
 * 100 MB of a bomb would otherwise hold up every other request while it inflates.
 */
async function entryBytes(file: ZipFile, entry: Entry): Promise<Buffer | 'larger' | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    return LARGER_THAN_DECLARED.test((error as Error).message) ? 'larger' : null;
  }
}
