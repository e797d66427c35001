/**
 * The wavy hills and pine forest at the edges of page heroes and the footer, as SVG files: one file
 * per layer, so CSS can paint each layer in the colour of the surface it sits on (as a mask) and every
 * page shares the same cached files instead of carrying the drawing in its HTML and payload.
 * `node scripts/render-woods.mjs` writes them next to the WavyWoods component; a unit test checks
 * that the committed files match this drawing.
 */

/** One decimal is finer than a pixel; full float precision would triple the file size. */
const round = (value: number) => Math.round(value * 10) / 10;

/** One pine as path data: three stacked tiers and a trunk, base centred on (x, y). Inline pictures draw theirs too. */
export function pine(x: number, y: number, height: number): string {
  const w = height * 0.42;
  const tier = (top: number, bottom: number, half: number) =>
    `M${x} ${round(y - height * top)}L${round(x + half)} ${round(y - height * bottom)}H${round(x - half)}Z`;
  return [
    tier(1, 0.62, w * 0.55),
    tier(0.8, 0.36, w * 0.78),
    tier(0.55, 0.1, w),
    `M${round(x - w * 0.1)} ${round(y - height * 0.12)}h${round(w * 0.2)}V${round(y)}h${round(-w * 0.2)}Z`,
  ].join('');
}

/** Deterministic tree line: positions and heights vary but never change between builds. */
function treeLine(count: number, width: number, baseline: (x: number) => number, minHeight: number, spread: number) {
  const step = width / count;
  let path = '';
  for (let i = 0; i < count; i++) {
    const jitter = ((i * 37) % 11) / 11;
    const x = Math.round(step * i + step * jitter * 0.6);
    path += pine(x, baseline(x), minHeight + spread * (((i * 53) % 7) / 7));
  }
  return path;
}

export const WOODS_WIDTH = 1440;
export const WOODS_HEIGHT = 160;
const backHill = (x: number) => 104 + 14 * Math.sin(x / 170);
const frontHill = (x: number) => 132 + 10 * Math.sin(x / 120 + 1.5);

const FAR_HILL = 'M0 96C240 58 420 128 720 92S1200 52 1440 90V160H0Z';
const MID_HILL = 'M0 118C200 96 380 142 640 120S1100 96 1440 122V160H0Z';
const NEAR_HILL = 'M0 138C260 124 520 156 800 140S1240 126 1440 142V160H0Z';

/** The layers, back to front, by file name: each is path data drawn in one colour. */
export const WOODS_LAYERS = {
  'far-woods': [FAR_HILL],
  'far-forest': [FAR_HILL, treeLine(34, WOODS_WIDTH, backHill, 34, 26)],
  mid: [MID_HILL],
  near: [treeLine(22, WOODS_WIDTH, frontHill, 44, 34), NEAR_HILL],
} as const satisfies Record<string, readonly string[]>;

export type WoodsLayer = keyof typeof WOODS_LAYERS;

/** A layer as a standalone SVG file (black on transparent: only its shape matters to a mask). */
export function woodsSvg(layer: WoodsLayer): string {
  const paths = WOODS_LAYERS[layer].map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WOODS_WIDTH} ${WOODS_HEIGHT}">${paths}</svg>\n`;
}
