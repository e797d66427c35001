import { describe, expect, it } from 'vitest';
import { CLIENT_LOGO_AREA, opticalSize } from '@/lib/opticalSize';
import { projects } from '@/content/projects';

const box = { area: 4800, maxWidth: 160, maxHeight: 56 };

describe('opticalSize', () => {
  it('gives logos of any shape the same area: a long wordmark lower and wider, a compact one taller', () => {
    const long = opticalSize({ width: 189, height: 40 }, box);
    const compact = opticalSize({ width: 170, height: 66 }, box);
    expect(long.height).toBeLessThan(compact.height);
    expect(long.width).toBeGreaterThan(compact.width);
    for (const size of [long, compact]) expect(Math.abs(size.width * size.height - 4800) / 4800).toBeLessThan(0.03);
  });

  it('keeps the shape of the logo and ignores the size its file happens to be drawn at', () => {
    const small = opticalSize({ width: 240, height: 72 }, box);
    expect(opticalSize({ width: 2400, height: 720 }, box)).toEqual(small);
    expect(small.width / small.height).toBeCloseTo(240 / 72, 1);
  });

  it('holds a very long or a square logo within the limits', () => {
    expect(opticalSize({ width: 1000, height: 50 }, box)).toEqual({ width: 160, height: 8 });
    expect(opticalSize({ width: 100, height: 100 }, box)).toEqual({ width: 56, height: 56 });
  });

  it('refuses a logo without a size', () => {
    expect(() => opticalSize({ width: 0, height: 40 }, box)).toThrow('A logo needs a width and a height');
  });

  it("sizes the site's client logos within a fifth of one another in area, none more than twice as wide as another", () => {
    const sizes = projects.all.map((project) => opticalSize(project.logo, CLIENT_LOGO_AREA));
    const areas = sizes.map((size) => size.width * size.height);
    expect(Math.max(...areas) / Math.min(...areas)).toBeLessThan(1.2);
    const widths = sizes.map((size) => size.width);
    expect(Math.max(...widths) / Math.min(...widths)).toBeLessThan(2);
  });
});
