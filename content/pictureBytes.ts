/**
 * What a picture file really is, read from its first bytes (its magic number) rather than its name: a text file
 * renamed `cover.jpg` is no JPEG, and the tools that resize pictures at build stop on it naming no file. No
 * Node.js here: the editor runs the same check on an upload in the browser (lib/editor/fields.tsx), the build on
 * the files in public/ (content/images.ts).
 */

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
