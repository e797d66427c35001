import { describe, expect, it } from 'vitest';
import { chosenPictureProblem, fittedSize, preparePicture } from '@/lib/editor/preparePicture';

describe('a picture chosen in the editor', () => {
  it('is taken up to 25 MB, what a phone or a camera makes, and refused above with what to do', () => {
    expect(chosenPictureProblem('IMG_0042.jpg', 25 * 1024 * 1024)).toBeUndefined();
    expect(chosenPictureProblem('IMG_0042.jpg', 31.4 * 1024 * 1024)).toBe(
      "IMG_0042.jpg is 31.4 MB, over the 25 MB the editor takes: export a smaller copy (a phone's or a camera's photo is less) and choose it again",
    );
  });

  it('is saved at most 2,560 pixels on its longest edge, its proportions kept', () => {
    expect(fittedSize({ width: 4032, height: 3024 })).toEqual({ width: 2560, height: 1920 });
    expect(fittedSize({ width: 1179, height: 2556 })).toEqual({ width: 1179, height: 2556 });
    expect(fittedSize({ width: 1290, height: 2796 })).toEqual({ width: 1181, height: 2560 });
    expect(fittedSize({ width: 8000, height: 2 })).toEqual({ width: 2560, height: 1 });
  });

  it('is kept byte for byte when it is an SVG, or no picture at all (the field then shows the build’s message)', async () => {
    const svg = { filename: 'logo.svg', extension: 'svg', data: new TextEncoder().encode('<svg viewBox="0 0 1 1"/>') };
    expect(await preparePicture(svg)).toEqual({ picture: svg });
    const text = { filename: 'cover.jpg', extension: 'jpg', data: new TextEncoder().encode('not a picture') };
    expect(await preparePicture(text)).toEqual({ picture: text });
    const huge = { filename: 'cover.jpg', extension: 'jpg', data: new Uint8Array(26 * 1024 * 1024) };
    expect(await preparePicture(huge)).toEqual({
      problem: expect.stringMatching(/^cover\.jpg is 26 MB, over the 25 MB/),
    });
  });
});
