import { createGzip, deflateRawSync } from 'node:zlib';

/**
 * Real file bytes for the intake tests: a one-page PDF, and ZIP archives built here for a Word document,
 * a macro-enabled one, one with macros under plain content types, a zip bomb and a plain ZIP, plus an
 * executable header.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP entry as written: its data (deflated when `method` is 8) and the size and CRC it declares. */
export type ZipPart = { data: Buffer; method: 0 | 8; size: number; crc: number };

const stored = (text: string): ZipPart => {
  const data = Buffer.from(text);
  return { data, method: 0, size: data.length, crc: crc32(data) };
};

/** Deflated, as Word writes its parts; `size` replaces the declared size (an entry that lies about it). */
export function deflated(content: string | Buffer, size?: number): ZipPart {
  const data = Buffer.from(content);
  return { data: deflateRawSync(data), method: 8, size: size ?? data.length, crc: crc32(data) };
}

/**
 * `size` zero bytes deflated, read through gzip in 1 MiB chunks so that memory stays small however large
 * `size` is: a gzip stream is the raw deflate data between a 10-byte header and its CRC and size.
 */
export async function deflatedZeros(size: number): Promise<ZipPart> {
  const gzip = createGzip({ level: 1 });
  const out: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => gzip.on('end', resolve));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = size; left > 0; left -= chunk.length) {
    if (!gzip.write(chunk.subarray(0, Math.min(left, chunk.length)))) {
      await new Promise((resolve) => gzip.once('drain', resolve));
    }
  }
  gzip.end();
  await ended;
  const stream = Buffer.concat(out);
  return { data: stream.subarray(10, -8), method: 8, size, crc: stream.readUInt32LE(stream.length - 8) };
}

/** A ZIP archive with the given entries; text is stored without compression. */
export function zip(entries: Record<string, string | ZipPart>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const { data, method, size, crc } = typeof content === 'string' ? stored(content) : content;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const documentXml = (text = 'Curriculum vitae') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

export const wordContentTypes = contentTypes(
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
);

/** A Word document; `parts` adds parts or replaces them (`[Content_Types].xml`, `word/document.xml`). */
export const docx = (text?: string, parts: Record<string, string | ZipPart> = {}): Buffer =>
  zip({ '[Content_Types].xml': wordContentTypes, 'word/document.xml': documentXml(text), ...parts });

/** A Word document with every part deflated, as Word writes it. */
export const deflatedDocx = (): Buffer =>
  docx(undefined, { '[Content_Types].xml': deflated(wordContentTypes), 'word/document.xml': deflated(documentXml()) });

const MACROS = 'Attribute VB_Name = "NewMacros"';

/** A Word document carrying macros in `part` while its content types say a plain document. */
export const docxWithMacros = (part = 'word/vbaProject.bin'): Buffer => docx(undefined, { [part]: MACROS });

/** A Word document with an image part that unpacks to `size` zero bytes: a zip bomb. */
export const bombDocx = async (size: number): Promise<Buffer> =>
  docx(undefined, { 'word/media/image1.png': await deflatedZeros(size) });

/** A package relationship part (`*.rels`) holding `relationships` (each a `<Relationship .../>`'s attributes). */
export const relationships = (...entries: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${entries.map((attributes) => `<Relationship ${attributes}/>`).join('')}</Relationships>`;

/** `wordContentTypes` with `declarations` (`<Default .../>`, `<Override .../>`) added. */
export const wordContentTypesWith = (...declarations: string[]): string =>
  wordContentTypes.replace('</Types>', `${declarations.join('')}</Types>`);

/**
 * A Word document whose VBA project is renamed `word/media/image1.png`, attached by a relationship of the VBA
 * project's type; `contentTypes` replaces the plain Word content types (to type the part as what it is).
 */
export const docxWithRenamedMacros = (contentTypes = wordContentTypes): Buffer =>
  docx(undefined, {
    '[Content_Types].xml': contentTypes,
    'word/_rels/document.xml.rels': relationships(
      'Id="rId1" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="media/image1.png"',
    ),
    'word/media/image1.png': MACROS,
  });

export const docm = (): Buffer =>
  zip({
    '[Content_Types].xml': contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'),
    'word/document.xml': documentXml(),
    'word/vbaProject.bin': MACROS,
  });

export const plainZip = (): Buffer => zip({ 'notes.txt': 'just a zip' });

export function pdf(text = 'Project brief'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\n% ${text}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A Windows executable's first bytes (the MZ header and the DOS stub message). */
export const exe = (): Buffer =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
    Buffer.alloc(50),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);

/** A PDF padded to `size` bytes (still a PDF by its bytes). */
export const pdfOfSize = (size: number): Buffer =>
  Buffer.concat([pdf(), Buffer.alloc(Math.max(0, size - pdf().length), 0x20)]);
