/**
 * Metric-matched fallbacks for the two brand faces. Text paints at once in a system face sized and
 * spaced like the brand face (size-adjust, ascent, descent and line gap overrides), so a line takes the
 * same room in either and nothing moves when a later page shows the brand face. next/font only knows
 * Arial and Times New Roman, which Android and most Linux desktops do not have, so each brand face gets
 * a fallback per system family: Arial (Windows, Apple; Liberation Sans and Arimo, metric-compatible, on
 * Linux and ChromeOS) and Roboto (Android) for the text face; Times New Roman (Windows, Apple; Liberation
 * Serif and Tinos) and Noto Serif (Android) for the heading face. A `local()` face that is not installed
 * is skipped, so the stack falls through to the next one.
 */

/** A face's vertical metrics and its average advance width, in font units. */
export type FaceMetrics = {
  ascent: number;
  /** Negative: below the baseline. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /**
   * Mean advance of next/font's sample string ('aaabcdeeeefghiijklmnnoopqrrssttuvwxyz' and six spaces),
   * the weighting its own Arial and Times New Roman fallbacks use.
   */
  averageWidth: number;
};

/** An installed system family, by the names `local()` finds its regular and bold faces under. */
export type SystemFamily = {
  name: string;
  unitsPerEm: number;
  averageWidth: number;
  regular: readonly string[];
  bold: readonly string[];
};

/**
 * The brand faces as cut in styles/fonts, their widths at the weight each is mostly set in: text at 400, headings at
 * 650 (a unit test measures the files). Until 27 November the heading face was measured at its file's default
 * weight, 900, which made its fallback 4.6% too wide for the headings: a home headline took four lines, not three.
 */
export const brandFaces = {
  text: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, averageWidth: 1008.209 },
  display: { ascent: 1956, descent: -510, lineGap: 0, unitsPerEm: 2000, averageWidth: 1010.142 },
} as const satisfies Record<string, FaceMetrics>;

// Widths measured on Liberation Sans and Liberation Serif (the same as next/font's Arial and Times New
// Roman figures) and on Roboto and Noto Serif from @fontsource; regular faces.
const arial: SystemFamily = {
  name: 'Arial',
  unitsPerEm: 2048,
  averageWidth: 934.512,
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
};
const roboto: SystemFamily = {
  name: 'Roboto',
  unitsPerEm: 2048,
  averageWidth: 938,
  regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
  bold: ['Roboto Bold', 'Roboto-Bold'],
};
const timesNewRoman: SystemFamily = {
  name: 'Times New Roman',
  unitsPerEm: 2048,
  averageWidth: 854.395,
  regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
  bold: [
    'Times New Roman Bold',
    'TimesNewRomanPS-BoldMT',
    'Liberation Serif Bold',
    'LiberationSerif-Bold',
    'Tinos Bold',
  ],
};
const notoSerif: SystemFamily = {
  name: 'Noto Serif',
  unitsPerEm: 1000,
  averageWidth: 497.233,
  regular: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular', 'Droid Serif'],
  bold: ['Noto Serif Bold', 'NotoSerif-Bold', 'Droid Serif Bold'],
};

/** Each brand face's system families, in the order the stack tries them. */
export const fallbackFamilies = {
  text: [arial, roboto],
  display: [timesNewRoman, notoSerif],
} as const satisfies Record<keyof typeof brandFaces, readonly SystemFamily[]>;

export type FallbackOverrides = {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
};

const percent = (value: number) => `${(Math.abs(value) * 100).toFixed(2)}%`;

/**
 * The descriptors that make `system` stand in for `brand`: scaled to the brand face's average width,
 * with the brand face's ascent, descent and line gap (as next/font computes its own fallbacks).
 */
export function fallbackOverrides(brand: FaceMetrics, system: Pick<SystemFamily, 'unitsPerEm' | 'averageWidth'>) {
  const sizeAdjust = brand.averageWidth / brand.unitsPerEm / (system.averageWidth / system.unitsPerEm);
  const scaled = (value: number) => percent(value / (brand.unitsPerEm * sizeAdjust));
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: scaled(brand.ascent),
    descentOverride: scaled(brand.descent),
    lineGapOverride: scaled(brand.lineGap),
  } satisfies FallbackOverrides;
}

/** The font-family name of a brand face's fallback in one system family. */
export function fallbackFamilyName(face: keyof typeof brandFaces, system: SystemFamily): string {
  return `${face === 'text' ? 'Text' : 'Display'} fallback ${system.name}`;
}

/** The @font-face rules of every fallback: a regular face (weights up to 549) and a bold one. */
export function fallbackFontFaces(): string {
  const rules: string[] = [];
  for (const face of ['text', 'display'] as const) {
    for (const system of fallbackFamilies[face]) {
      const overrides = fallbackOverrides(brandFaces[face], system);
      const descriptors =
        `ascent-override:${overrides.ascentOverride};descent-override:${overrides.descentOverride};` +
        `line-gap-override:${overrides.lineGapOverride};size-adjust:${overrides.sizeAdjust}`;
      for (const [weight, names] of [
        ['100 549', system.regular],
        ['550 900', system.bold],
      ] as const) {
        const src = names.map((name) => `local("${name}")`).join(',');
        rules.push(
          `@font-face{font-family:"${fallbackFamilyName(face, system)}";src:${src};font-weight:${weight};${descriptors}}`,
        );
      }
    }
  }
  return rules.join('\n');
}
