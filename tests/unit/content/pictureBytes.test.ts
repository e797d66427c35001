import { describe, expect, it } from 'vitest';
import { pictureFileProblem, pictureFormat } from '@/content/pictureBytes';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const PNG = bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'IHDR');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const TEXT = bytes('not a picture\n');

describe('a picture file, told by its bytes rather than its name', () => {
  it('knows JPEG, PNG, WebP and SVG by their first bytes, and nothing else', () => {
    expect(pictureFormat(JPEG)).toBe('JPEG');
    expect(pictureFormat(PNG)).toBe('PNG');
    expect(pictureFormat(WEBP)).toBe('WebP');
    expect(pictureFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('SVG');
    expect(pictureFormat(bytes('<?xml version="1.0"?>\n<!-- drawn -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe('SVG');
    expect(pictureFormat(TEXT)).toBeUndefined();
    expect(pictureFormat(bytes('GIF89a'))).toBeUndefined();
    expect(pictureFormat(bytes('<svgfoo>'))).toBeUndefined();
  });

  it('accepts a file whose bytes are what its extension says', () => {
    expect(pictureFileProblem('/images/blog/x/cover.jpg', JPEG)).toBeUndefined();
    expect(pictureFileProblem('cover.JPEG', JPEG)).toBeUndefined();
    expect(pictureFileProblem('screen.png', PNG)).toBeUndefined();
    expect(pictureFileProblem('screen.webp', WEBP)).toBeUndefined();
  });

  it('names a text file renamed .jpg, and a picture under another format’s extension', () => {
    expect(pictureFileProblem('/images/blog/x/cover.jpg', TEXT)).toBe(
      '/images/blog/x/cover.jpg is not a real JPEG, PNG, WebP or SVG picture, whatever its name says (a renamed file?): upload the picture itself',
    );
    expect(pictureFileProblem('screen.jpg', PNG)).toBe(
      'screen.jpg is a PNG picture named .jpg: upload it again with its own extension',
    );
    expect(pictureFileProblem('logo.svg', PNG)).toBe(
      'logo.svg is a PNG picture named .svg: upload it again with its own extension',
    );
  });
});
