/**
 * What a picture file really is, read from its first bytes (its magic number) rather than its name: a text file
 * renamed `cover.jpg` is no JPEG, and the tools that resize pictures at build stop on it naming no file. No
 * Node.js here: the editor runs the same check on an upload in the browser (lib/editor/fields.tsx), the build on
 * the files in public/ (content/images.ts).
 */
import { pictureMetadata } from '@/content/pictureMetadata';
import { svgProblem } from '@/content/svgSafety';

export type PictureFormat = 'JPEG' | 'PNG' | 'WebP' | 'SVG';

/** The format each file extension a picture may have promises. */
const FORMAT_OF_EXTENSION: Readonly<Record<string, PictureFormat>> = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  svg: 'SVG',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

// Before an SVG's <svg> element a file may hold a byte-order mark, an XML declaration, comments and a doctype.
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;

/** The format of a picture from its first bytes, or undefined for a file that is none the site serves. */
export function pictureFormat(bytes: Uint8Array): PictureFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'JPEG';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'PNG';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'WebP';
  // An SVG is text: its first kilobyte reaches its <svg> element, past any declaration and comments.
  if (SVG_START.test(new TextDecoder().decode(bytes.subarray(0, 1024)))) return 'SVG';
  return undefined;
}

/**
 * What is wrong with a picture file named `name` (a path or a file name) holding `bytes`, as the build and the
 * editor both say it; undefined when its bytes are the format its extension promises.
 */
export function pictureFileProblem(name: string, bytes: Uint8Array): string | undefined {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const promised = FORMAT_OF_EXTENSION[extension];
  const actual = pictureFormat(bytes);
  if (promised && actual === promised) return undefined;
  if (!actual)
    return `${name} is not a real JPEG, PNG, WebP or SVG picture, whatever its name says (a renamed file?): upload the picture itself`;
  return `${name} is a ${actual} picture named .${extension}: upload it again with its own extension`;
}

const MB = 1024 * 1024;

/**
 * The limits of a picture, stated in the editor's picture fields and docs/publishing.md, and the same for the
 * editor and the build. A photo as a phone or a camera makes it is accepted; the editor saves it resized and
 * re-encoded without its metadata (lib/editor/preparePicture.ts), which the build checks the saved file for.
 */
export const PICTURE_LIMITS = {
  /** The largest file the editor takes when a picture is chosen. */
  chosenBytes: 25 * MB,
  /** The largest picture file saved in public/ (what the editor makes of a chosen one always is smaller). */
  savedBytes: 5 * MB,
  /** The longest edge, in pixels, of a saved photograph or screenshot (JPEG, PNG, WebP). */
  longestEdge: 2560,
} as const;

/** A file's size as the editor and the build state it: `7.7 MB`, `25 MB`. */
export const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

// What an editor does about a picture the build refuses: the editor prepares a chosen picture (resized, re-encoded).
const SMALLER = 'choose it again in the editor, which saves it smaller';
const CLEANED = 'choose it again in the editor, which saves it without that data';

/**
 * What is wrong with a picture file saved in public/ (or about to be saved by the editor), as both say it: its
 * bytes not being what its name says, its size, an SVG that is no plain drawing (content/svgSafety.ts), the camera
 * or location data of a photo (content/pictureMetadata.ts), or, when its `size` is known, more pixels than the
 * limit. Undefined for a picture the site can serve as it is.
 */
export function savedPictureProblem(
  name: string,
  bytes: Uint8Array,
  size?: { width: number; height: number },
): string | undefined {
  const format = pictureFileProblem(name, bytes);
  if (format) return format;
  if (bytes.length > PICTURE_LIMITS.savedBytes)
    return `${name} is ${megabytes(bytes.length)}, over the ${megabytes(PICTURE_LIMITS.savedBytes)} a saved picture may have: ${SMALLER}`;
  if (pictureFormat(bytes) === 'SVG') return svgProblem(name, new TextDecoder().decode(bytes));
  const { blocks, location } = pictureMetadata(bytes);
  if (location) return `${name} carries the place it was taken (GPS data in its ${blocks.join(', ')}): ${CLEANED}`;
  if (blocks.length > 0) return `${name} carries camera data (${blocks.join(', ')}): ${CLEANED}`;
  const edge = size && Math.max(size.width, size.height);
  if (edge && edge > PICTURE_LIMITS.longestEdge)
    return `${name} is ${size.width}×${size.height} pixels, over the ${PICTURE_LIMITS.longestEdge.toLocaleString('en')} pixels a saved picture may have on its longest edge: ${SMALLER}`;
  return undefined;
}
