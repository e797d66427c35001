/**
 * What a photo says about where and with what it was taken, read from its bytes: the EXIF, XMP and IPTC blocks a
 * camera or a phone writes into a JPEG, PNG or WebP (a phone's photo carries its GPS position). A file in public/
 * is served as it is, so the editor removes these blocks when a picture is chosen (lib/editor/preparePicture.ts) and
 * the build refuses a picture that still has one (content/pictureBytes.ts). No Node.js: both run this.
 */

export type PictureMetadata = {
  /** The blocks found, by name ("EXIF", "XMP", "IPTC"), each once. */
  blocks: string[];
  /** Whether one of them holds the place the picture was taken (GPS coordinates). */
  location: boolean;
};

/** Bytes as text, one character per byte (the blocks' names and XMP are ASCII). */
function text(bytes: Uint8Array, start: number, end: number): string {
  let result = '';
  for (let at = start; at < Math.min(end, bytes.length); at += 8192)
    result += String.fromCharCode(...bytes.subarray(at, Math.min(at + 8192, end)));
  return result;
}

const EXIF_GPS_IFD = 0x8825;
/** GPSVersionID: the only GPS tag that says nothing about a place. */
const GPS_VERSION = 0x0000;

/** Whether an EXIF block (a TIFF structure, `tiff` its bytes) has GPS tags beyond the version. */
function exifHasLocation(tiff: Uint8Array): boolean {
  if (tiff.length < 8) return false;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return false;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const u16 = (at: number) => (at + 2 <= tiff.length ? view.getUint16(at, little) : 0);
  const u32 = (at: number) => (at + 4 <= tiff.length ? view.getUint32(at, little) : 0);
  const entries = (ifd: number) => {
    const count = u16(ifd);
    return Array.from({ length: count }, (_, index) => ifd + 2 + index * 12).filter((at) => at + 12 <= tiff.length);
  };
  const ifd0 = u32(4);
  const gps = entries(ifd0).find((at) => u16(at) === EXIF_GPS_IFD);
  if (gps === undefined) return false;
  return entries(u32(gps + 8)).some((at) => u16(at) !== GPS_VERSION);
}

const xmpHasLocation = (xmp: string) => /GPS(?:Latitude|Longitude|Altitude|Position)|LocationCreated/i.test(xmp);

const EXIF_HEADER = 'Exif\0\0';
const XMP_HEADER = 'http://ns.adobe.com/xap/1.0/\0';

type Found = { add: (block: string, location?: boolean) => void; result: () => PictureMetadata };

function collector(): Found {
  const blocks = new Set<string>();
  let location = false;
  return {
    add(block, where = false) {
      blocks.add(block);
      location ||= where;
    },
    result: () => ({ blocks: [...blocks], location }),
  };
}

/** JPEG: the APP1 (EXIF, XMP) and APP13 (IPTC) segments before the picture's data. */
function jpegMetadata(bytes: Uint8Array, found: Found) {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers that have no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The start of the scan: what follows is the picture itself.
    if (marker === 0xda || marker === 0xd9) return;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const start = at + 4;
    const end = at + 2 + length;
    if (marker === 0xe1 && text(bytes, start, start + 6) === EXIF_HEADER)
      found.add('EXIF', exifHasLocation(bytes.subarray(start + 6, end)));
    else if (marker === 0xe1 && text(bytes, start, start + XMP_HEADER.length) === XMP_HEADER)
      found.add('XMP', xmpHasLocation(text(bytes, start, end)));
    else if (marker === 0xed) found.add('IPTC');
    at = end;
  }
}

const PNG_TEXT_BLOCKS: Readonly<Record<string, string>> = {
  'XML:com.adobe.xmp': 'XMP',
  'Raw profile type exif': 'EXIF',
  'Raw profile type APP1': 'EXIF',
  'Raw profile type xmp': 'XMP',
  'Raw profile type iptc': 'IPTC',
};

/** PNG: an eXIf chunk, and the text chunks tools use to carry XMP, EXIF or IPTC. */
function pngMetadata(bytes: Uint8Array, found: Found) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = text(bytes, at + 4, at + 8);
    const start = at + 8;
    const end = start + length;
    if (type === 'IEND') return;
    if (type === 'eXIf') found.add('EXIF', exifHasLocation(bytes.subarray(start, end)));
    if (type === 'tEXt' || type === 'iTXt' || type === 'zTXt') {
      const chunk = text(bytes, start, end);
      const block = PNG_TEXT_BLOCKS[chunk.slice(0, chunk.indexOf('\0'))];
      // A compressed chunk cannot be read here: it counts as a place, to be safe.
      if (block) found.add(block, block !== 'IPTC' && (type === 'zTXt' || xmpHasLocation(chunk) || /gps/i.test(chunk)));
    }
    at = end + 4;
  }
}

/** WebP: the EXIF and XMP chunks of its RIFF container. */
function webpMetadata(bytes: Uint8Array, found: Found) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = text(bytes, at, at + 4);
    const length = view.getUint32(at + 4, true);
    const start = at + 8;
    const end = start + length;
    if (type === 'EXIF') {
      // Some writers keep the JPEG segment's header before the TIFF structure.
      const tiff = text(bytes, start, start + 6) === EXIF_HEADER ? start + 6 : start;
      found.add('EXIF', exifHasLocation(bytes.subarray(tiff, end)));
    }
    if (type === 'XMP ') found.add('XMP', xmpHasLocation(text(bytes, start, end)));
    at = end + (length % 2);
  }
}

/** The metadata blocks of a JPEG, PNG or WebP file; none for any other file (an SVG has no such blocks). */
export function pictureMetadata(bytes: Uint8Array): PictureMetadata {
  const found = collector();
  const starts = (signature: string, at = 0) => text(bytes, at, at + signature.length) === signature;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) jpegMetadata(bytes, found);
  else if (starts('\x89PNG\r\n\x1a\n')) pngMetadata(bytes, found);
  else if (starts('RIFF') && starts('WEBP', 8)) webpMetadata(bytes, found);
  return found.result();
}
