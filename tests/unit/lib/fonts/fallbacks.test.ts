// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import {
  brandFaces,
  fallbackFamilies,
  fallbackFamilyName,
  fallbackFontFaces,
  fallbackOverrides,
} from '@/lib/fonts/fallbacks';

type Font = {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  glyphsForString(text: string): { advanceWidth: number }[];
  getVariation(settings: Record<string, number>): Font;
};
// The font reader next/font itself uses to measure local fonts.
const fontkitModule = createRequire(import.meta.url)('next/dist/compiled/@next/font/dist/fontkit').default;
const openFont: (buffer: Buffer) => Font = fontkitModule.default ?? fontkitModule;

describe('brand faces', () => {
  it.each([
    ['text', 'styles/fonts/inter-lead.woff2', 400],
    ['display', 'styles/fonts/fraunces-lead.woff2', 650],
  ] as const)('the %s face metrics are those of %s at weight %i', async (face, file, weight) => {
    // fontkit reads a variable font's instances from TrueType, not WOFF2.
    const font = openFont(Buffer.from(await fontverter.convert(readFileSync(file), 'truetype'))).getVariation({
      wght: weight,
    });
    const widths = font.glyphsForString('aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ').map((g) => g.advanceWidth);
    const { averageWidth, ...vertical } = brandFaces[face];
    expect({ ascent: font.ascent, descent: font.descent, lineGap: font.lineGap, unitsPerEm: font.unitsPerEm }).toEqual(
      vertical,
    );
    expect(widths.reduce((sum, width) => sum + width, 0) / widths.length).toBeCloseTo(averageWidth, 2);
  });
});

describe('fallbackOverrides', () => {
  it("gives Arial and Times New Roman the values of next/font's own formula for the same faces", () => {
    // next/font/local's adjustFontFallback output for these files (the text face's), before it was turned off; the
    // heading face's by the same formula, measured at the headings' weight.
    expect(fallbackOverrides(brandFaces.text, fallbackFamilies.text[0])).toEqual({
      sizeAdjust: '107.89%',
      ascentOverride: '89.79%',
      descentOverride: '22.36%',
      lineGapOverride: '0.00%',
    });
    expect(fallbackOverrides(brandFaces.display, fallbackFamilies.display[0])).toEqual({
      sizeAdjust: '121.07%',
      ascentOverride: '80.78%',
      descentOverride: '21.06%',
      lineGapOverride: '0.00%',
    });
  });

  it('scales the wider Noto Serif of Android less than Times New Roman, to the same average width', () => {
    const noto = fallbackOverrides(brandFaces.display, fallbackFamilies.display[1]);
    expect(noto.sizeAdjust).toBe('101.58%');
    // Average width after the adjustment, as a share of the em: the brand face's own.
    const { averageWidth, unitsPerEm } = fallbackFamilies.display[1];
    expect(((averageWidth / unitsPerEm) * parseFloat(noto.sizeAdjust)) / 100).toBeCloseTo(
      brandFaces.display.averageWidth / brandFaces.display.unitsPerEm,
      3,
    );
  });
});

describe('fallbackFontFaces', () => {
  const css = fallbackFontFaces();

  it('declares a regular and a bold face for each system family of each brand face', () => {
    expect(css.match(/@font-face/g)).toHaveLength(8);
    expect(css).toContain(
      '@font-face{font-family:"Text fallback Roboto";src:local("Roboto"),local("Roboto Regular"),local("Roboto-Regular");font-weight:100 549;',
    );
    expect(css).toContain('font-family:"Display fallback Times New Roman";src:local("Times New Roman Bold")');
  });

  it('names the families app/(site)/fonts.ts puts in each brand stack, in its order', () => {
    const fontsModule = readFileSync('app/(site)/fonts.ts', 'utf8');
    for (const face of ['text', 'display'] as const) {
      const names = fallbackFamilies[face].map((system) => `'${fallbackFamilyName(face, system)}'`).join(', ');
      expect(fontsModule).toContain(`fallback: [${names}, '${face === 'text' ? 'sans-serif' : 'serif'}']`);
    }
  });
});
