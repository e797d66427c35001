import { describe, expect, it } from 'vitest';
import { picture, type PictureValue } from '@/lib/editor/fields';

const cover = picture({
  label: 'Cover picture',
  description: 'A cover.',
  directory: 'public/images/blog',
  publicPath: '/images/blog/',
});

const upload = (filename: string, data: Uint8Array): PictureValue => ({
  file: { filename, extension: filename.split('.').pop()!, data },
  kept: null,
  keep: true,
  alt: 'The booking screen',
  decorative: false,
});

describe('the editor’s picture field', () => {
  it('refuses, before saving, an upload whose bytes are no picture, with the build’s words', () => {
    expect(() => cover.validate(upload('cover.jpg', Buffer.from('not a picture\n')))).toThrow(
      'Cover picture: cover.jpg is not a real JPEG, PNG, WebP or SVG picture, whatever its name says (a renamed file?): upload the picture itself',
    );
  });

  it('saves a real JPEG', () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(cover.validate(upload('cover.jpg', jpeg)).file?.filename).toBe('cover.jpg');
  });
});
