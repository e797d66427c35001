import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_LIMITS, pictureFileProblem, pictureFormat, savedPictureProblem } from '@/content/pictureBytes';

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

describe('a picture as it is saved in public/, checked alike by the editor and the build', () => {
  const photo = (exif?: Parameters<Sharp['withExif']>[0]) => {
    const jpeg = sharp({ create: { width: 12, height: 8, channels: 3, background: '#c0ffee' } }).jpeg();
    return (exif ? jpeg.withExif(exif) : jpeg).toBuffer();
  };

  it('accepts a clean photo within the limits, and states the limits', async () => {
    expect(savedPictureProblem('cover.jpg', await photo(), { width: 2560, height: 1440 })).toBeUndefined();
    expect(PICTURE_LIMITS).toEqual({ chosenBytes: 25 * 1024 * 1024, savedBytes: 5 * 1024 * 1024, longestEdge: 2560 });
  });

  it('refuses a photo that carries the place it was taken, or the camera', async () => {
    const place = await photo({
      IFD0: { Make: 'Apple' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 46/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 35/1 0/1' },
    });
    expect(savedPictureProblem('/images/blog/trip/cover.jpg', place)).toBe(
      '/images/blog/trip/cover.jpg carries the place it was taken (GPS data in its EXIF): choose it again in the editor, which saves it without that data',
    );
    expect(savedPictureProblem('cover.jpg', await photo({ IFD0: { Make: 'Apple', Model: 'iPhone 16' } }))).toBe(
      'cover.jpg carries camera data (EXIF): choose it again in the editor, which saves it without that data',
    );
  });

  it('refuses a file over 5 MB and a photo over 2,560 pixels on its longest edge', async () => {
    // The cover of the trial, which saved and then stopped the build.
    const large = new Uint8Array(Math.round(7.7 * 1024 * 1024));
    large.set(await photo());
    expect(savedPictureProblem('screen.jpg', large)).toBe(
      'screen.jpg is 7.7 MB, over the 5 MB a saved picture may have: choose it again in the editor, which saves it smaller',
    );
    expect(savedPictureProblem('screen.jpg', await photo(), { width: 1440, height: 4000 })).toBe(
      'screen.jpg is 1440×4000 pixels, over the 2,560 pixels a saved picture may have on its longest edge: choose it again in the editor, which saves it smaller',
    );
  });

  it('refuses an SVG that is no plain drawing, and still names a renamed file first', () => {
    expect(savedPictureProblem('logo.svg', bytes('<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>'))).toMatch(
      /^logo\.svg is an SVG with a script \(<script\)/,
    );
    expect(savedPictureProblem('cover.jpg', TEXT)).toMatch(/^cover\.jpg is not a real JPEG, PNG, WebP or SVG picture/);
  });
});
