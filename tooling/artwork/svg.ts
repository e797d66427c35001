/**
 * Small builders for the generated pictures of projects and blog posts (tooling/artwork/projectPictures.ts,
 * tooling/artwork/blogPostPictures.ts): each returns one compact SVG element as text, so a drawing reads as
 * a list of shapes and the files stay a few kilobytes.
 */
import { BRAND } from '@/lib/brand/colours';

type Attributes = Record<string, string | number | undefined>;

/** One decimal is finer than a pixel at any size these pictures are shown. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** A number as short as it can be written: 0.5 as .5. */
const short = (value: number) => String(round(value)).replace(/^(-?)0\./, '$1.');

/** Attributes left out because they say what SVG assumes anyway. */
const isDefault = (name: string, value: string | number) =>
  (value === 0 && (name === 'x' || name === 'y')) || (value === 1 && name === 'opacity');

export function element(tag: string, attributes: Attributes, children?: string): string {
  const list = Object.entries(attributes)
    .flatMap(([name, value]) =>
      value === undefined || isDefault(name, value)
        ? []
        : [` ${name}="${typeof value === 'number' ? short(value) : value}"`],
    )
    .join('');
  return children === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${children}</${tag}>`;
}

export const group = (attributes: Attributes, children: string[]) => element('g', attributes, children.join(''));

/** Shapes drawn in a local coordinate system: moved to (x, y) and optionally scaled. */
export const at = (x: number, y: number, children: string[], scale?: number) =>
  group(
    { transform: `translate(${round(x)} ${round(y)})${scale ? ` scale(${round(scale * 1000) / 1000})` : ''}` },
    children,
  );

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  rx?: number,
  opacity?: number,
) => element('rect', { x, y, width, height, rx, fill, opacity });

/** A rectangle with fully rounded ends: a line of text, a button, a progress bar. */
export const pill = (x: number, y: number, width: number, height: number, fill: string, opacity?: number) =>
  rect(x, y, width, height, fill, height / 2, opacity);

export const circle = (cx: number, cy: number, r: number, fill: string, opacity?: number) =>
  element('circle', { cx, cy, r, fill, opacity });

export const shape = (d: string, fill: string, opacity?: number) => element('path', { d, fill, opacity });

/** An open line with round ends and joins. */
export const line = (d: string, stroke: string, width: number, extra: Attributes = {}) =>
  element('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

/** A polyline through the points, as path data. */
export const through = (points: ReadonlyArray<readonly [number, number]>) =>
  points.map(([x, y], index) => `${index ? 'L' : 'M'}${round(x)} ${round(y)}`).join('');

/** A tick mark of the given size whose box starts at (x, y). */
export const tick = (x: number, y: number, size: number, stroke: string, width = size / 5) =>
  line(
    through([
      [x, y + size * 0.55],
      [x + size * 0.38, y + size * 0.9],
      [x + size, y + size * 0.1],
    ]),
    stroke,
    width,
  );

/** A ring gauge: an arc filled to `share` (0 to 1) from twelve o'clock, over a faint full track if given. */
export function gauge(cx: number, cy: number, r: number, width: number, share: number, colour: string, track?: string) {
  const length = 2 * Math.PI * r;
  const ring = { cx, cy, r, fill: 'none', 'stroke-width': width };
  return [
    track ? element('circle', { ...ring, stroke: track }) : '',
    element('circle', {
      ...ring,
      stroke: colour,
      'stroke-dasharray': `${round(length * share)} ${round(length)}`,
      transform: `rotate(-90 ${cx} ${cy})`,
    }),
  ].join('');
}

/** Round dots of one colour at the points, as a single path of zero-length round-capped strokes. */
export const dots = (points: ReadonlyArray<readonly [number, number]>, r: number, colour: string, opacity?: number) =>
  line(points.map(([x, y]) => `M${round(x)} ${round(y)}h0`).join(''), colour, 2 * r, { opacity });

/** A map pin whose point is at (x, y), `size` tall, with a white dot in its head. */
export function pin(x: number, y: number, size: number, fill: string) {
  const r = size * 0.36;
  const head = y - size + r;
  return (
    shape(
      `M${round(x)} ${round(y)}L${round(x - r * 0.86)} ${round(head + r * 0.5)}A${round(r)} ${round(r)} 0 1 1 ${round(x + r * 0.86)} ${round(head + r * 0.5)}Z`,
      fill,
    ) + circle(x, head, r * 0.42, BRAND.white)
  );
}

/** Hash of a text (FNV-1a), the seed of `randomFor`. */
function hash(text: string) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A small deterministic random generator (xorshift) seeded by a slug: same slug, same numbers. */
export function randomFor(slug: string) {
  let state = hash(slug) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** The full moon: a cream disc in two faint rings of its own light, so it reads as a moon, never a stain. */
export const moon = (cx: number, cy: number, r: number) =>
  [
    circle(cx, cy, round(r * 1.63), BRAND.fullMoon, 0.06),
    circle(cx, cy, round(r * 1.28), BRAND.fullMoon, 0.12),
    circle(cx, cy, r, BRAND.fullMoon),
  ].join('');

/** Faint stars scattered over the top of a night sky, small and large, the same for the same slug. */
export function stars(slug: string, count: number, width: number, height: number) {
  const random = randomFor(slug);
  const points = Array.from(
    { length: count },
    () => [Math.round(random() * width), Math.round(random() * height)] as const,
  );
  return [
    dots(
      points.filter((_, index) => index % 3),
      1.3,
      BRAND.fullMoon,
      0.7,
    ),
    dots(
      points.filter((_, index) => !(index % 3)),
      2.4,
      BRAND.fullMoon,
      0.8,
    ),
  ].join('');
}

/** The night gradient every picture is painted on (midnight to midnight-soft), as `fill="url(#night)"`. */
export function nightSky(width: number, height: number) {
  const stops =
    element('stop', { offset: 0, 'stop-color': BRAND.midnight }) +
    element('stop', { offset: 1, 'stop-color': BRAND.midnightSoft });
  return (
    element('defs', {}, element('linearGradient', { id: 'night', x1: 0, y1: 0, x2: 1, y2: 1 }, stops)) +
    element('rect', { width, height, fill: 'url(#night)' })
  );
}

/**
 * The picture's most used fill moves to the root element, where every shape without a fill of its own
 * inherits it: a tenth fewer bytes. (A stylesheet of classes would save more, but the site's security
 * policy, sent with every file, forbids styles inside an SVG, and Firefox honours that.)
 */
function withCommonFill(width: number, height: number, body: string) {
  const counts = new Map<string, number>();
  for (const [, fill = ''] of body.matchAll(/ fill="(#[0-9a-f]{3,6})"/g)) counts.set(fill, (counts.get(fill) ?? 0) + 1);
  const [common] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0]);
  const root = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`;
  return common ? `${root} fill="${common}">\n${body.replaceAll(` fill="${common}"`, '')}` : `${root}>\n${body}`;
}

/** A whole SVG file of the given size. */
export const svgFile = (width: number, height: number, body: string[]) =>
  `${withCommonFill(width, height, body.join('\n'))}\n</svg>\n`;
