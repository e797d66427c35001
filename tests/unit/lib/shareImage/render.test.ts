import { randomFillSync } from 'node:crypto';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { BRAND } from '@/lib/brand/colours';
import { MARK_BOX, SHARE_IMAGE_SIZE } from '@/lib/shareImage/cards';
import { pictureLayout, renderShareImage } from '@/lib/shareImage/render';

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

  it('shows a WebP picture whole in its frame (the moon stood there instead), and any SVG or damaged photo', async () => {
    mkdirSync(publicFolder, { recursive: true });
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ff7a45' } })
      .webp()
      .toFile(path.join(publicFolder, 'screen.webp'));
    const webp = await renderShareImage({ kicker: 'Projects', title: 'Screens', picture: `${folder}/screen.webp` });
    const drawn = Buffer.from(await webp.arrayBuffer());
    expect(await pngSize(drawn)).toEqual({ format: 'png', ...SHARE_IMAGE_SIZE });
    const frame = pictureLayout(900, 600);
    const [red, green, blue] = await pixel(
      drawn,
      frame.left + Math.round(frame.width / 2),
      frame.top + Math.round(frame.height / 2),
    );
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

const hex = (colour: string) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));

describe('every share image', () => {
  it("carries the brand's wolf mark, in its warm accent, at the bottom left: with a picture and without", async () => {
    for (const card of [
      { kicker: "We're hiring", title: 'Product Designer' },
      { kicker: 'Blog', title: 'A post', picture: '/images/blog/generated.svg' },
    ]) {
      const drawn = Buffer.from(await (await renderShareImage(card)).arrayBuffer());
      // The middle of the head, between the ears and above the eyes (lib/brand/mark.ts, a 48 grid).
      const at = (grid: number) => Math.round((grid * MARK_BOX.size) / 48);
      const colour = await pixel(drawn, MARK_BOX.left + at(24), MARK_BOX.top + at(18));
      colour.forEach((channel, index) => expect(Math.abs(channel - hex(BRAND.sunset)[index]!)).toBeLessThanOrEqual(6));
    }
  });
});

describe('where a picture goes', () => {
  it('contains a landscape picture (a diagram, a screen) whole: its own shape, inside the card, beside the text', () => {
    for (const [width, height] of [
      [1200, 630],
      [1200, 800],
      [400, 320],
      [3000, 1000],
    ] as const) {
      const layout = pictureLayout(width, height);
      expect(layout.kind).toBe('frame');
      expect(layout.width / layout.height).toBeCloseTo(width / height, 1);
      expect(layout.left).toBeGreaterThanOrEqual(600);
      expect(layout.left + layout.width).toBeLessThanOrEqual(SHARE_IMAGE_SIZE.width);
      expect(layout.top).toBeGreaterThanOrEqual(0);
      expect(layout.top + layout.height).toBeLessThan(MARK_BOX.top);
      // Large enough to read: the diagram of a post cover at least 500 px wide.
      expect(Math.max(layout.width, layout.height * 1.2)).toBeGreaterThanOrEqual(440);
    }
  });

  it('draws a portrait photo at the card’s height in the column on the right, its sides cut', () => {
    const layout = pictureLayout(800, 1200);
    expect(layout).toMatchObject({ kind: 'column', top: 0, height: SHARE_IMAGE_SIZE.height });
    expect(layout.left + layout.width / 2).toBe(SHARE_IMAGE_SIZE.width - 200);
  });
});
