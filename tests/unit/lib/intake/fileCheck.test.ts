// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile, checkFileBytes } from '@/lib/intake/http/fileCheck';
import {
  bombDocx,
  deflated,
  deflatedDocx,
  deflatedZeros,
  docm,
  docx,
  docxWithMacros,
  docxWithRenamedMacros,
  exe,
  pdf,
  pdfOfSize,
  plainZip,
  relationships,
  wordContentTypes,
  wordContentTypesWith,
} from '@/tests/support/files';

const MiB = 1024 * 1024;
const refusedAs = (reason: string) => ({ ok: false, reason });

/** A copy of `zip` changed by `change`. */
function patched(zip: Buffer, change: (bytes: Buffer) => void): Buffer {
  const bytes = Buffer.from(zip);
  change(bytes);
  return bytes;
}
/** Where the end record starts (the fixtures' archives have no comment). */
const endOf = (zip: Buffer) => zip.length - 22;
/** The archive with its end record's two entry counts changed. */
const withEntryCount = (zip: Buffer, count: number) =>
  patched(zip, (bytes) => {
    bytes.writeUInt16LE(count, endOf(bytes) + 8);
    bytes.writeUInt16LE(count, endOf(bytes) + 10);
  });
/** Where the central directory's first entry starts. */
const directoryOf = (zip: Buffer) => zip.readUInt32LE(endOf(zip) + 16);

describe('checkFile', () => {
  /** `checkFile` of `bytes` written to a file, as the intake receives an upload. */
  async function checkWritten(name: string, bytes: Buffer) {
    const folder = mkdtempSync(join(tmpdir(), 'file-check-'));
    try {
      writeFileSync(join(folder, 'part-1'), bytes);
      return await checkFile(name, join(folder, 'part-1'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it('checks a received file as checkFileBytes checks its bytes', async () => {
    // A PDF of 9 MiB: only its start is read.
    expect(await checkWritten('brief.pdf', pdfOfSize(9 * MiB))).toEqual({ ok: true, type: 'application/pdf' });
    expect(await checkWritten('cv.docx', deflatedDocx())).toMatchObject({ ok: true });
    expect(await checkWritten('cv.docx', docxWithMacros())).toEqual(refusedAs('type'));
    expect(await checkWritten('invoice.pdf', exe())).toEqual(refusedAs('type'));
    expect(await checkWritten('cv.docx', await bombDocx(4 * MiB))).toEqual(refusedAs('inflated'));
    expect(await checkWritten('empty.pdf', Buffer.alloc(0))).toEqual(refusedAs('empty'));
  });
});

describe('checkFileBytes', () => {
  it('accepts a PDF and a Word document by their bytes and gives the server-side type', async () => {
    expect(await checkFileBytes('brief.pdf', pdf())).toEqual({ ok: true, type: 'application/pdf' });
    expect(await checkFileBytes('CV.DOCX', docx())).toEqual({
      ok: true,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await checkFileBytes('cv.docx', deflatedDocx())).toMatchObject({ ok: true });
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
    expect(await checkFileBytes(name, bytes)).toEqual(refusedAs('type'));
  });

  it('refuses an empty file', async () => {
    expect(await checkFileBytes('cv.pdf', new Uint8Array())).toEqual(refusedAs('empty'));
  });
});

describe('checkFileBytes on a Word document with macros', () => {
  it.each(['word/vbaProject.bin', 'word/vbaData.xml', 'VBAPROJECT.BIN', 'customXml/VbaData.XML'])(
    'refuses a %s part under plain Word content types',
    async (part) => {
      expect(await checkFileBytes('cv.docx', docxWithMacros(part))).toEqual(refusedAs('type'));
    },
  );

  it('refuses content types that declare a macro project, whatever the parts are called', async () => {
    const types = wordContentTypes.replace(
      '</Types>',
      '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
    );
    expect(await checkFileBytes('cv.docx', docx(undefined, { '[Content_Types].xml': types }))).toEqual(
      refusedAs('type'),
    );
    expect(await checkFileBytes('cv.docx', docx(undefined, { '[Content_Types].xml': deflated(types) }))).toEqual(
      refusedAs('type'),
    );
  });

  it('accepts a part whose name only resembles a macro project', async () => {
    expect(await checkFileBytes('cv.docx', docxWithMacros('word/media/vbaProject.bin.png'))).toMatchObject({
      ok: true,
    });
  });
});

describe('checkFileBytes on a Word document with active content under other names', () => {
  const VBA = 'application/vnd.ms-office.vbaProject';
  const relationship = (type: string, target: string, external = false) =>
    `Id="rId9" Type="${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}`;
  const withRelationships = (...entries: string[]) =>
    docx(undefined, { 'word/_rels/document.xml.rels': relationships(...entries) });
  const OFFICE_2006 = 'http://schemas.microsoft.com/office/2006/relationships';
  const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

  it.each([
    [
      'typed a VBA project by an Override',
      wordContentTypesWith(`<Override PartName="/word/media/image1.png" ContentType="${VBA}"/>`),
    ],
    [
      'typed a VBA project by a Default extension',
      wordContentTypesWith(`<Default Extension="png" ContentType="${VBA}"/>`),
    ],
    [
      'attached only by its relationship (typed as an image)',
      wordContentTypesWith('<Default Extension="png" ContentType="image/png"/>'),
    ],
    [
      'typed with character references',
      wordContentTypesWith(
        `<Override PartName="/word/media/image1.png" ContentType="application/vnd.ms-office.&#x76;ba&#80;roject"/>`,
      ),
    ],
  ])('refuses a VBA project renamed word/media/image1.png, %s', async (_, contentTypes) => {
    expect(await checkFileBytes('cv.docx', docxWithRenamedMacros(contentTypes))).toEqual(refusedAs('type'));
  });

  it.each([
    ['a macro-enabled main document', 'application/vnd.ms-word.document.macroEnabled.main+xml'],
    ['a macro-enabled template', 'application/vnd.ms-word.template.macroEnabledTemplate.main+xml'],
    ['an ActiveX control', 'application/vnd.ms-office.activeX+xml'],
    ['an OLE object', 'application/vnd.openxmlformats-officedocument.oleObject'],
  ])('refuses content types that declare %s', async (_, type) => {
    const types = wordContentTypesWith(`<Override PartName="/word/activeX/activeX1.xml" ContentType="${type}"/>`);
    expect(await checkFileBytes('cv.docx', docx(undefined, { '[Content_Types].xml': types }))).toEqual(
      refusedAs('type'),
    );
  });

  it.each([
    ['a VBA project', `${OFFICE_2006}/vbaProject`, 'vbaProject.bin'],
    ['VBA data', `${OFFICE_2006}/wordVbaData`, 'vbaData.xml'],
    ['an OLE object', `${OFFICE_DOCUMENT}/oleObject`, 'embeddings/oleObject1.bin'],
    ['an ActiveX control', `${OFFICE_DOCUMENT}/control`, 'activeX/activeX1.xml'],
    ['an ActiveX binary', `${OFFICE_2006}/activeXControlBinary`, 'activeX/activeX1.bin'],
    [
      'an OLE object in the strict schema',
      'http://purl.oclc.org/ooxml/officeDocument/relationships/oleObject',
      'o.bin',
    ],
  ])('refuses a relationship to %s, whatever its target is called', async (_, type, target) => {
    expect(await checkFileBytes('cv.docx', withRelationships(relationship(type, `media/${target}.png`)))).toEqual(
      refusedAs('type'),
    );
  });

  it.each([
    ['over HTTP', 'https://evil.example/macros.dotm'],
    ['from a network share', '\\\\evil.example\\share\\macros.dotm'],
    ['from a file URL on another machine', 'file://evil.example/share/macros.dotm'],
  ])('refuses a template fetched %s when the document opens', async (_, target) => {
    const settings = relationships(relationship(`${OFFICE_DOCUMENT}/attachedTemplate`, target, true));
    expect(await checkFileBytes('cv.docx', docx(undefined, { 'word/_rels/settings.xml.rels': settings }))).toEqual(
      refusedAs('type'),
    );
  });

  it("accepts the author's own template on their disk, links and pictures: what ordinary CVs hold", async () => {
    const cv = docx(undefined, {
      'word/_rels/settings.xml.rels': relationships(
        relationship(
          `${OFFICE_DOCUMENT}/attachedTemplate`,
          'file:///C:\\Users\\ana\\AppData\\Roaming\\Microsoft\\Templates\\CV.dotx',
          true,
        ),
      ),
      'word/_rels/document.xml.rels': relationships(
        relationship(`${OFFICE_DOCUMENT}/hyperlink`, 'https://www.linkedin.com/in/ana', true),
        relationship(`${OFFICE_DOCUMENT}/image`, 'media/image1.png'),
      ),
      'word/media/image1.png': '\x89PNG',
    });
    expect(await checkFileBytes('cv.docx', cv)).toMatchObject({ ok: true });
  });

  it('refuses a part holding a compound file (what VBA projects and OLE objects are), whatever it is called', async () => {
    const compound = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    expect(await checkFileBytes('cv.docx', docx(undefined, { 'word/media/image1.png': deflated(compound) }))).toEqual(
      refusedAs('type'),
    );
  });

  it('refuses content types or relationships with a DTD, which packages may not carry', async () => {
    const types = wordContentTypes.replace('?>', '?><!DOCTYPE Types [<!ENTITY v "vbaProject">]>');
    expect(await checkFileBytes('cv.docx', docx(undefined, { '[Content_Types].xml': types }))).toEqual(
      refusedAs('type'),
    );
  });
});

describe('checkFileBytes on a Word document that unpacks to too much (a zip bomb)', () => {
  // 2 MiB stored keeps the ratio under 100:1, so that only the 100 MB total counts.
  const padding = 'x'.repeat(2 * MiB);
  const declaringInAll = (extra: number) =>
    docx(undefined, { 'word/media/padding.bin': padding, 'word/media/image1.png': deflated('', extra) });

  it('refuses more than 100 MB in all by the sizes its directory declares, without unpacking it', async () => {
    expect(await checkFileBytes('cv.docx', declaringInAll(100 * MiB - 2 * MiB + 1))).toEqual(refusedAs('inflated'));
    const justUnder = docx(undefined, {
      'word/media/padding.bin': padding,
      'word/media/image1.png': await deflatedZeros(100 * MiB - 2 * MiB - 4096),
    });
    expect(await checkFileBytes('cv.docx', justUnder)).toMatchObject({ ok: true });
  });

  it('refuses a ratio over 100:1 of unpacked size to file size', async () => {
    expect(await checkFileBytes('cv.docx', await bombDocx(4 * MiB))).toEqual(refusedAs('inflated'));
    // The file's length does not depend on the size declared: the other parts declare less than the file holds.
    const length = docx(undefined, { 'word/media/image1.png': deflated('', 0) }).length;
    const declaring = (size: number) => docx(undefined, { 'word/media/image1.png': deflated('', size) });
    expect(await checkFileBytes('cv.docx', declaring(100 * length + 1))).toEqual(refusedAs('inflated'));
    // About 60:1, and every part unpacks to what it declares.
    const underRatio = docx(undefined, {
      'word/media/padding.bin': 'x'.repeat(64 * 1024),
      'word/media/image1.png': await deflatedZeros(4 * MiB),
    });
    expect(await checkFileBytes('cv.docx', underRatio)).toMatchObject({ ok: true });
  });

  it('unpacks each part only up to its declared size: one that would unpack to more is a bomb in disguise', async () => {
    const lying = { ...(await deflatedZeros(256 * MiB)), size: 1000 };
    expect(await checkFileBytes('cv.docx', docx(undefined, { '[Content_Types].xml': lying }))).toEqual(
      refusedAs('inflated'),
    );
    const started = performance.now();
    expect(await checkFileBytes('cv.docx', docx(undefined, { 'word/media/image1.png': lying }))).toEqual(
      refusedAs('inflated'),
    );
    // Cut off after 1000 bytes: 256 MiB are never unpacked.
    expect(performance.now() - started).toBeLessThan(2000);
    const shorter = deflated(wordContentTypes, wordContentTypes.length + 10);
    expect(await checkFileBytes('cv.docx', docx(undefined, { '[Content_Types].xml': shorter }))).toEqual(
      refusedAs('type'),
    );
  });
});

describe('checkFileBytes on a damaged or ZIP64 archive', () => {
  const word = docx();
  const secondEntry = () => word.indexOf('PK\x01\x02', directoryOf(word) + 4);

  it.each([
    ['only the start of a ZIP', Buffer.from('PK\x03\x04')],
    ['an end record alone', patched(Buffer.alloc(22), (bytes) => bytes.writeUInt32LE(0x06054b50, 0))],
    ['a file cut before its end', word.subarray(0, -30)],
    ['a central directory cut short', Buffer.concat([word.subarray(0, directoryOf(word) + 20), word.subarray(-22)])],
    ['a directory said to start outside the file', patched(word, (b) => b.writeUInt32LE(0x7fffffff, endOf(b) + 16))],
    ['more entries than the directory holds', withEntryCount(word, 3)],
    ['an entry said to start outside the file', patched(word, (b) => b.writeUInt32LE(0x7ffffff0, directoryOf(b) + 42))],
    ['an entry starting at no local header', patched(word, (b) => b.writeUInt32LE(7, directoryOf(b) + 42))],
    ['an entry of an unknown compression method', patched(word, (b) => b.writeUInt16LE(99, directoryOf(b) + 10))],
    ['an archive on several disks', patched(word, (b) => b.writeUInt16LE(1, endOf(b) + 4))],
    ['ZIP64 marks in the entry count', withEntryCount(word, 0xffff)],
    ['ZIP64 marks in the directory offset', patched(word, (b) => b.writeUInt32LE(0xffffffff, endOf(b) + 16))],
    ['ZIP64 marks in an entry size', patched(word, (b) => b.writeUInt32LE(0xffffffff, secondEntry() + 24))],
    [
      'a ZIP64 end locator',
      Buffer.concat([
        word.subarray(0, -22),
        patched(Buffer.alloc(20), (b) => b.writeUInt32LE(0x07064b50, 0)),
        word.subarray(-22),
      ]),
    ],
    ['two content types parts', docx(undefined, { '[content_types].XML': wordContentTypes })],
  ])('refuses %s as the wrong type', async (_, bytes) => {
    expect(await checkFileBytes('cv.docx', bytes)).toEqual(refusedAs('type'));
  });

  it('answers for every byte changed or cut, never throwing', async () => {
    for (const bytes of [word, deflatedDocx()]) {
      for (let at = 0; at < bytes.length; at += 1) {
        const flipped = patched(bytes, (b) => b.writeUInt8(b.readUInt8(at) ^ 0xff, at));
        await expect(checkFileBytes('cv.docx', flipped)).resolves.toHaveProperty('ok');
        await expect(checkFileBytes('cv.docx', bytes.subarray(0, at))).resolves.toHaveProperty('ok');
      }
    }
  });
});
