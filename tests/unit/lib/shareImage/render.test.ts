import { randomFillSync } from 'node:crypto';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARE_IMAGE_SIZE } from '@/lib/shareImage/cards';
import { renderShareImage } from '@/lib/shareImage/render';

// The renderer reads pictures from public/, as the build does: the test's pictures live there while it runs.
const folder = `/images/share-image-test-${process.pid}`;
const publicFolder = path.join(process.cwd(), 'public', folder);
afterAll(() => rmSync(publicFolder, { recursive: true, force: true }));

/** A photo that is all detail (random pixels), so its JPEG is as large as a camera's. */
async function largePhoto(name: string, width: number, height: number) {
  mkdirSync(publicFolder, { recursive: true });
  const pixels = randomFillSync(Buffer.alloc(width * height * 3));
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(path.join(publicFolder, name));
  return `${folder}/${name}`;
}

const pngSize = async (image: Buffer) => {
  const { format, width, height } = await sharp(image).metadata();
  return { format, width, height };
};

/** The colour of one pixel of a drawn image. */
async function pixel(image: Buffer, left: number, top: number) {
  const data = await sharp(image).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [...data];
}

describe('the share image of a page with a picture', () => {
  it('is drawn from a photo of several megabytes, which inlined as it was stopped the build', async () => {
    const src = await largePhoto('cover.jpg', 3000, 2800);
    // Over 7.5 MB: its data URL alone was past the renderer's 10 MB ("glib: XML parse error … Buffer size limit").
    expect(statSync(path.join(process.cwd(), 'public', src)).size).toBeGreaterThan(7.5 * 1024 * 1024);
    const image = await renderShareImage({ kicker: 'Blog', title: 'A trip with a big photo', picture: src });
    expect(await pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ format: 'png', ...SHARE_IMAGE_SIZE });
  });

  it('shows a WebP picture in its column (the moon stood there instead), and any SVG or damaged photo', async () => {
    mkdirSync(publicFolder, { recursive: true });
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ff7a45' } })
      .webp()
      .toFile(path.join(publicFolder, 'screen.webp'));
    const webp = await renderShareImage({ kicker: 'Projects', title: 'Screens', picture: `${folder}/screen.webp` });
    const drawn = Buffer.from(await webp.arrayBuffer());
    expect(await pngSize(drawn)).toEqual({ format: 'png', ...SHARE_IMAGE_SIZE });
    const [red, green, blue] = await pixel(drawn, 1150, 400);
    // The picture's orange, give or take its JPEG encoding.
    for (const [channel, expected] of [
      [red, 0xff],
      [green, 0x7a],
      [blue, 0x45],
    ] as const)
      expect(Math.abs(channel! - expected)).toBeLessThanOrEqual(3);
    // 60,000 px square as it says, drawn at that size would be past sharp's limit of pixels.
    writeFileSync(
      path.join(publicFolder, 'huge.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="60000" height="60000" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2ec4b6"/></svg>',
    );
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff7a45' } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(publicFolder, 'cut.jpg'), photo.subarray(0, photo.length - 200));
    for (const picture of ['/images/blog/generated.svg', `${folder}/huge.svg`, `${folder}/cut.jpg`]) {
      const image = await renderShareImage({ kicker: 'Blog', title: 'A post', picture });
      expect(await pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ format: 'png', ...SHARE_IMAGE_SIZE });
    }
  });
});
