import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  brandFacesWaitScript,
  brandFamily,
  FACES_WAIT_ATTRIBUTE,
  fallbackStack,
  fontStackRules,
  LEAD_FAMILIES_ATTRIBUTE,
  showArrivedBrandFaces,
  SYSTEM_FACES_ATTRIBUTE,
} from '@/lib/fonts/brandFaces';
import { createRequire } from 'node:module';
import { EXTENDED_GLYPHS, FONT_GLYPHS, LEAD_GLYPHS, unicodeRange } from '@/tooling/fonts/glyphs';

const cuts = {
  display: { lead: "'displayFont', 'Display fallback Times New Roman', serif", extended: "'displayExtendedFont'" },
  text: { lead: "'textFont', 'Text fallback Arial', sans-serif", extended: "'textExtendedFont'" },
};

describe('font stacks', () => {
  it('draws every page in the lead cut, then the extended cut, then the metric-matched fallbacks; only those past the wait', () => {
    expect(fallbackStack('display')).toBe('"Display fallback Times New Roman","Display fallback Noto Serif",serif');
    expect(fallbackStack('text')).toBe('"Text fallback Arial","Text fallback Roboto",sans-serif');
    expect(fontStackRules(cuts)).toBe(
      ':root{--font-display:\'displayFont\',\'displayExtendedFont\',"Display fallback Times New Roman","Display fallback Noto Serif",serif;' +
        '--font-text:\'textFont\',\'textExtendedFont\',"Text fallback Arial","Text fallback Roboto",sans-serif}' +
        ':root[data-system-faces]{--font-display:"Display fallback Times New Roman","Display fallback Noto Serif",serif;' +
        '--font-text:"Text fallback Arial","Text fallback Roboto",sans-serif}' +
        ':root[data-faces-wait] body{visibility:hidden}',
    );
  });

  it("reads the brand face's family from next/font's stack", () => {
    expect(brandFamily(cuts.display.lead)).toBe("'displayFont'");
  });
});

// The font reader next/font itself uses to measure local fonts.
type FontFile = { hasGlyphForCodePoint(codePoint: number): boolean };
const fontkit = createRequire(import.meta.url)('next/dist/compiled/@next/font/dist/fontkit').default;
const openFont: (buffer: Buffer) => FontFile = fontkit.default ?? fontkit;

describe('the two cuts of each face', () => {
  it('split the set: English text, its punctuation and Latin-1 letters lead; the Romanian letters follow', () => {
    for (const character of 'Web & mobile apps, built in Cluj — “from €25k” · 70+ developers… é × ’') {
      expect(LEAD_GLYPHS).toContain(character);
    }
    expect(EXTENDED_GLYPHS).toBe('ĂăȘșȚț');
    // Arrows are in neither face's files: a system face draws them without a cut being fetched to look.
    expect(FONT_GLYPHS).toContain('→');
    expect(LEAD_GLYPHS + EXTENDED_GLYPHS).not.toContain('→');
  });

  it.each([
    ['styles/fonts/fraunces-lead.woff2', LEAD_GLYPHS],
    ['styles/fonts/inter-lead.woff2', LEAD_GLYPHS],
    ['styles/fonts/fraunces-extended.woff2', EXTENDED_GLYPHS],
    ['styles/fonts/inter-extended.woff2', EXTENDED_GLYPHS],
  ])('%s carries every character its unicode-range claims', (file, glyphs) => {
    const font = openFont(readFileSync(file));
    expect([...glyphs].filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!))).toEqual([]);
  });

  it('are declared in app/(site)/fonts.ts with those ranges, the lead cuts preloaded', () => {
    const fontsModule = readFileSync('app/(site)/fonts.ts', 'utf8');
    expect(unicodeRange(LEAD_GLYPHS)).toBe(
      'U+20-7e,U+a0,U+a9,U+b7,U+c2,U+ce,U+d7,U+e2,U+e9,U+ee,U+2013-2014,U+2018-2019,U+201c-201d,U+2022,U+2026,U+20ac',
    );
    expect(fontsModule.split(`'${unicodeRange(LEAD_GLYPHS)}'`)).toHaveLength(3);
    expect(fontsModule.split(`'${unicodeRange(EXTENDED_GLYPHS)}'`)).toHaveLength(3);
    expect(fontsModule.split('preload: true')).toHaveLength(3);
  });
});

describe('the bounded wait for the lead cuts', () => {
  const root = document.documentElement;
  let arrive: () => void;
  let fail: () => void;
  let loads: string[];
  let cached: boolean;

  function runHeadScript() {
    loads = [];
    const arrived = new Promise<void>((resolve, reject) => {
      arrive = resolve;
      fail = () => reject(new DOMException('A network error occurred.', 'NetworkError'));
    });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        check: () => cached,
        load: (font: string) => (loads.push(font), arrived.then(() => [])),
      },
    });
    const script = document.createElement('script');
    script.setAttribute(LEAD_FAMILIES_ATTRIBUTE, JSON.stringify(["'displayLeadFont'", "'textLeadFont'"]));
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    new Function(brandFacesWaitScript())();
  }

  beforeEach(() => {
    vi.useFakeTimers();
    cached = false;
    runHeadScript();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    root.removeAttribute(SYSTEM_FACES_ATTRIBUTE);
  });

  afterEach(() => root.removeAttribute(FACES_WAIT_ATTRIBUTE));

  it('asks for both lead cuts at once and paints nothing meanwhile', () => {
    expect(loads).toEqual(["1em 'displayLeadFont'", "1em 'textLeadFont'"]);
    expect(root).toHaveAttribute(FACES_WAIT_ATTRIBUTE);
  });

  it('paints the page in the brand faces when they arrive within the wait', async () => {
    await vi.advanceTimersByTimeAsync(1500 - 100);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(root).not.toHaveAttribute(FACES_WAIT_ATTRIBUTE);
    await vi.advanceTimersByTimeAsync(1000);
    expect(root).not.toHaveAttribute(SYSTEM_FACES_ATTRIBUTE);
  });

  it('does not wait when the faces are in the cache', () => {
    root.removeAttribute(FACES_WAIT_ATTRIBUTE);
    cached = true;
    runHeadScript();
    expect(root).not.toHaveAttribute(FACES_WAIT_ATTRIBUTE);
    expect(loads).toEqual([]);
  });

  it('draws the page in the fallbacks past the wait, keeps them when the faces arrive, and shows them on the next page', async () => {
    await vi.advanceTimersByTimeAsync(1500);
    expect(root).toHaveAttribute(SYSTEM_FACES_ATTRIBUTE, 'waiting');
    expect(root).not.toHaveAttribute(FACES_WAIT_ATTRIBUTE);
    showArrivedBrandFaces(root);
    expect(root).toHaveAttribute(SYSTEM_FACES_ATTRIBUTE, 'waiting');

    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(root).toHaveAttribute(SYSTEM_FACES_ATTRIBUTE, 'arrived');
    showArrivedBrandFaces(root);
    expect(root).not.toHaveAttribute(SYSTEM_FACES_ATTRIBUTE);
  });

  it('ends the wait as soon as a cut fails to load, with the page in the fallbacks', async () => {
    await vi.advanceTimersByTimeAsync(300);
    fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(root).not.toHaveAttribute(FACES_WAIT_ATTRIBUTE);
    expect(root).toHaveAttribute(SYSTEM_FACES_ATTRIBUTE, 'failed');
    // The wait's own end, later, changes nothing.
    await vi.advanceTimersByTimeAsync(1500);
    expect(root).toHaveAttribute(SYSTEM_FACES_ATTRIBUTE, 'failed');
  });
});
