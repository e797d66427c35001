import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictureMetadata } from '@/content/pictureMetadata';

/** A tiny picture of each format, as sharp writes it, with what a phone adds. */
const picture = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#336699' } })[format]();

const CAMERA = { IFD0: { Make: 'Google', Model: 'Pixel 9' } };
// Cluj Napoca, as a phone writes it: degrees, minutes, seconds.
const PLACE = {
  ...CAMERA,
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 46/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 35/1 24/1' },
};
const XMP_PLACE =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="46,46.2N"/></rdf:RDF></x:xmpmeta>';

describe.each(['jpeg', 'png', 'webp'] as const)('the metadata of a %s', (format) => {
  it('finds none in a picture without any', async () => {
    expect(pictureMetadata(await picture(format).toBuffer())).toEqual({ blocks: [], location: false });
  });

  it('finds a camera’s EXIF block, without a place', async () => {
    expect(pictureMetadata(await picture(format).withExif(CAMERA).toBuffer())).toEqual({
      blocks: ['EXIF'],
      location: false,
    });
  });

  it('finds the GPS position a phone writes into its EXIF block', async () => {
    expect(pictureMetadata(await picture(format).withExif(PLACE).toBuffer())).toEqual({
      blocks: ['EXIF'],
      location: true,
    });
  });

  it('finds a GPS position in an XMP block', async () => {
    expect(pictureMetadata(await picture(format).withXmp(XMP_PLACE).toBuffer())).toEqual({
      blocks: ['XMP'],
      location: true,
    });
  });
});

describe('a file that is no photo', () => {
  it('has no metadata blocks, whatever it holds', () => {
    expect(pictureMetadata(new TextEncoder().encode('<svg viewBox="0 0 1 1">GPSLatitude</svg>'))).toEqual({
      blocks: [],
      location: false,
    });
    // A JPEG cut short in its first segment.
    expect(pictureMetadata(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toEqual({ blocks: [], location: false });
  });
});
