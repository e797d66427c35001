import {
  megabytes,
  PICTURE_LIMITS,
  pictureFileProblem,
  pictureFormat,
  savedPictureProblem,
  type PictureFormat,
} from '@/content/pictureBytes';
import { pictureMetadata } from '@/content/pictureMetadata';

/**
 * What the editor makes of a picture when it is chosen, in the browser, before anything is saved: a photo as a phone
 * or a camera makes it (up to 25 MB) becomes a file the site serves as it is, at most 2,560 px on its longest edge,
 * re-encoded without its camera and location data (EXIF, XMP, IPTC), and within the 5 MB a saved picture may have
 * (content/pictureBytes.ts). Done here rather than on a server, so the file committed is clean in local and GitHub
 * mode alike. A picture that needs none of it (a small clean PNG, an SVG) is saved byte for byte.
 */

/** A picture as Keystatic's image field holds it. */
export type ChosenPicture = { data: Uint8Array; extension: string; filename: string };

export type Prepared =
  | { picture: ChosenPicture; note?: string }
  /** Refused: nothing is saved for the field, and the message says why and what to do. */
  | { problem: string };

/** The largest file the editor takes, as it says it. */
export function chosenPictureProblem(name: string, size: number): string | undefined {
  if (size <= PICTURE_LIMITS.chosenBytes) return undefined;
  return `${name} is ${megabytes(size)}, over the ${megabytes(PICTURE_LIMITS.chosenBytes)} the editor takes: export a smaller copy (a phone's or a camera's photo is less) and choose it again`;
}

/** The size a picture is saved at: its own, or scaled down to the longest edge the site keeps. */
export function fittedSize({ width, height }: { width: number; height: number }) {
  const scale = Math.min(1, PICTURE_LIMITS.longestEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The browser's encodings of each format, and the qualities a lossy one tries until the file is small enough. */
const ENCODINGS: Readonly<Record<Exclude<PictureFormat, 'SVG'>, { type: string; qualities: number[] }>> = {
  JPEG: { type: 'image/jpeg', qualities: [0.85, 0.75, 0.6] },
  PNG: { type: 'image/png', qualities: [1] },
  WebP: { type: 'image/webp', qualities: [0.85, 0.75, 0.6] },
};

const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The picture drawn anew at `size` (which drops every metadata block) in its own format where the browser can. */
async function reencode(bitmap: ImageBitmap, format: keyof typeof ENCODINGS, size: { width: number; height: number }) {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw pictures');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const { type, qualities } = ENCODINGS[format];
  let blob: Blob | undefined;
  for (const quality of qualities) {
    blob = await canvas.convertToBlob({ type, quality });
    if (blob.size <= PICTURE_LIMITS.savedBytes) break;
  }
  // A browser that cannot write WebP writes PNG instead, and says so in the blob's type.
  return { data: new Uint8Array(await blob!.arrayBuffer()), extension: EXTENSION_OF_TYPE[blob!.type] ?? 'png' };
}

const withExtension = (filename: string, extension: string) => filename.replace(/\.[^.]*$/, '') + `.${extension}`;

/** Prepares a chosen picture for saving (see above); runs in the browser only. */
export async function preparePicture(chosen: ChosenPicture): Promise<Prepared> {
  const { filename, data } = chosen;
  const tooLarge = chosenPictureProblem(filename, data.length);
  if (tooLarge) return { problem: tooLarge };
  const format = pictureFormat(data);
  // A file that is no picture, or not the one its name says: kept, for the field to show the build's message.
  if (!format || pictureFileProblem(filename, data) || format === 'SVG') return { picture: chosen };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([data as BlobPart]), { imageOrientation: 'from-image' });
  } catch {
    return { problem: `${filename} cannot be read as a picture by this browser: export it again as JPEG or PNG` };
  }
  const original = { width: bitmap.width, height: bitmap.height };
  const size = fittedSize(original);
  const { blocks } = pictureMetadata(data);
  const resized = size.width !== original.width;
  if (!resized && blocks.length === 0 && data.length <= PICTURE_LIMITS.savedBytes) {
    bitmap.close();
    return { picture: chosen };
  }
  const encoded = await reencode(bitmap, format, size);
  bitmap.close();
  const picture = { ...encoded, filename: withExtension(filename, encoded.extension) };
  if (picture.data.length > PICTURE_LIMITS.savedBytes)
    return {
      problem: `${filename} is still ${megabytes(picture.data.length)} at ${size.width}×${size.height} pixels, over the ${megabytes(PICTURE_LIMITS.savedBytes)} a saved picture may have: export it as a JPEG or WebP and choose it again`,
    };
  // What the build checks of a saved file, checked again on what the browser wrote.
  const problem = savedPictureProblem(picture.filename, picture.data, size);
  if (problem) return { problem };
  const changes = [
    resized && `resized from ${original.width}×${original.height} to ${size.width}×${size.height} pixels`,
    blocks.length > 0 && `without its camera and location data (${blocks.join(', ')})`,
  ].filter(Boolean);
  return {
    picture,
    note: `${filename} will be saved ${changes.length > 0 ? changes.join(', ') : 're-encoded'}: ${megabytes(picture.data.length)} instead of ${megabytes(data.length)}.`,
  };
}
