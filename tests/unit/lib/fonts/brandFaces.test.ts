// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandFamily, fallbackStack, fontStackRules } from '@/lib/fonts/brandFaces';
import { LEAD_GLYPHS, LEAD_UNICODE_RANGE } from '@/lib/fonts/glyphs';

const cuts = {
  display: { lead: "'displayLeadFont', serif", full: "'displayFont', 'Display fallback Times New Roman', serif" },
  text: { lead: "'textLeadFont', sans-serif", full: "'textFont', 'Text fallback Arial', sans-serif" },
};

describe('font stacks', () => {
  it("draws every page in the lead cut, then the full cut, then the brand face's metric-matched fallbacks", () => {
    expect(fallbackStack('display')).toBe('"Display fallback Times New Roman","Display fallback Noto Serif",serif');
    expect(fallbackStack('text')).toBe('"Text fallback Arial","Text fallback Roboto",sans-serif');
    expect(fontStackRules(cuts)).toBe(
      ':root{--font-display:\'displayLeadFont\',\'displayFont\',"Display fallback Times New Roman","Display fallback Noto Serif",serif;' +
        '--font-text:\'textLeadFont\',\'textFont\',"Text fallback Arial","Text fallback Roboto",sans-serif}',
    );
  });

  it("reads the brand face's family from next/font's stack", () => {
    expect(brandFamily(cuts.display.full)).toBe("'displayFont'");
  });
});

describe('the lead cut', () => {
  it('covers English text and its punctuation, and no accented letter', () => {
    for (const character of 'Web & mobile apps, built in Cluj — “from €25k” · 70+ developers… →’') {
      expect(LEAD_GLYPHS).toContain(character);
    }
    expect(LEAD_GLYPHS).not.toContain('ă');
  });

  it('is declared in app/fonts.ts with the unicode-range of its characters, preloaded, for both faces', () => {
    const fontsModule = readFileSync('app/fonts.ts', 'utf8');
    expect(LEAD_UNICODE_RANGE).toBe(
      'U+20-7e,U+a0,U+a9,U+b7,U+2013-2014,U+2018-2019,U+201c-201d,U+2022,U+2026,U+20ac,U+2192',
    );
    expect(fontsModule.split(`value: '${LEAD_UNICODE_RANGE}'`)).toHaveLength(3);
    expect(fontsModule.split('preload: true')).toHaveLength(3);
  });
});
