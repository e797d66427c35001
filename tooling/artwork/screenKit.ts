/**
 * The parts product screens are drawn from (tooling/artwork/productScreens.ts): real text, status bars, buttons,
 * chips, list rows, tab bars, progress bars and the frames of a phone and a browser. Each returns compact SVG
 * text, with presentation attributes only: the security policy sent with every file forbids styles inside an SVG.
 * The text uses the visitor's system fonts (a picture shown with <img> cannot load the page's), which is also what
 * a native app shows.
 */
import { BRAND } from '@/lib/brand/colours';
import { circle, element, group, pill, rect, round, shape } from './svg';

/** The roles a product paints with, taken from the client's palette. */
export type Colours = { primary: string; accent: string; light: string; ink: string; extra: string };

export const WHITE = BRAND.white;
export const SANS = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const SERIF = "Georgia,'Times New Roman',serif";

/** A phone screen is drawn 300 x 640, a browser page 960 x 560 under its 40 px toolbar. */
export const PHONE = { width: 300, height: 640 } as const;
export const PAGE = { width: 960, height: 560, bar: 40 } as const;

const escape = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

type TextOptions = {
  weight?: number;
  anchor?: 'middle' | 'end';
  opacity?: number;
  family?: string;
  spacing?: number;
};

/** One line of text whose baseline starts at (x, y). */
export const text = (x: number, y: number, content: string, size: number, fill: string, options: TextOptions = {}) =>
  element(
    'text',
    {
      x,
      y,
      'font-size': size,
      'font-weight': options.weight,
      'text-anchor': options.anchor,
      'letter-spacing': options.spacing,
      'font-family': options.family,
      fill,
      opacity: options.opacity,
    },
    escape(content),
  );

/** About how wide a line of text is: system fonts average a little over half an em per character. */
export const widthOf = (content: string, size: number) => round(content.length * size * 0.56);

/** A rounded label: text on a pill as wide as the text. Returns the shapes and the width taken. */
export function chip(x: number, y: number, label: string, fill: string, ink: string, size = 12, opacity?: number) {
  const width = widthOf(label, size) + size * 1.6;
  const height = size * 2;
  return {
    width,
    svg:
      pill(x, y, width, height, fill, opacity) +
      text(x + width / 2, y + height / 2 + size * 0.36, label, size, ink, { weight: 600, anchor: 'middle' }),
  };
}

/** A button with its label centred. */
export const button = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  label: string,
  ink: string,
  size = 15,
) =>
  rect(x, y, width, height, fill, Math.min(height / 2, 14)) +
  text(x + width / 2, y + height / 2 + size * 0.36, label, size, ink, { weight: 700, anchor: 'middle' });

/** A bar filled to `share` (0 to 1) over its track. */
export const progress = (
  x: number,
  y: number,
  width: number,
  height: number,
  share: number,
  fill: string,
  track: string,
  trackOpacity?: number,
) => pill(x, y, width, height, track, trackOpacity) + pill(x, y, Math.max(height, width * share), height, fill);

/** A round avatar with initials. */
export const avatar = (cx: number, cy: number, r: number, fill: string, initials: string, ink: string) =>
  circle(cx, cy, r, fill) + text(cx, cy + r * 0.36, initials, r * 0.9, ink, { weight: 700, anchor: 'middle' });

/** The phone's status bar: the time, the signal and the battery. */
export const statusBar = (ink: string) =>
  text(28, 30, '9:41', 14, ink, { weight: 600 }) +
  group({ fill: ink }, [
    ...[0, 1, 2, 3].map((bar) => rect(226 + bar * 5, 26 - bar * 3, 3, 4 + bar * 3, ink, 1)),
    element('rect', { x: 250, y: 17, width: 22, height: 11, rx: 3, fill: 'none', stroke: ink, 'stroke-width': 1.2 }),
    rect(252, 19, 15, 7, ink, 1.5),
  ]);

/** A tab bar at the foot of a phone screen, the active tab in `active`. */
export function tabBar(labels: readonly string[], current: number, background: string, ink: string, active: string) {
  const width = PHONE.width / labels.length;
  return [
    rect(0, 572, PHONE.width, 68, background),
    element('path', { d: 'M0 572.5H300', stroke: ink, 'stroke-opacity': 0.1 }),
    ...labels.map((label, index) => {
      const cx = width * index + width / 2;
      const colour = index === current ? active : ink;
      const opacity = index === current ? undefined : 0.45;
      return (
        rect(cx - 10, 584, 20, 16, colour, 5, opacity) +
        text(cx, 616, label, 10, colour, { anchor: 'middle', weight: 600, opacity })
      );
    }),
    pill(100, 630, 100, 4, ink, 0.5),
  ].join('');
}

/** A back arrow: a left-pointing chevron, 6 wide, centred on (x, y). */
export const back = (x: number, y: number, stroke: string) =>
  element('path', {
    d: `M${x + 2} ${y - 5}l-5 5 5 5`,
    fill: 'none',
    stroke,
    'stroke-width': 2.4,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

/** A tick in a circle. */
export const checked = (cx: number, cy: number, r: number, fill: string, ink: string = WHITE) =>
  circle(cx, cy, r, fill) +
  element('path', {
    d: `M${round(cx - r * 0.45)} ${cy}l${round(r * 0.3)} ${round(r * 0.32)} ${round(r * 0.6)}-${round(r * 0.62)}`,
    fill: 'none',
    stroke: ink,
    'stroke-width': round(r * 0.28),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

/** A warning triangle `size` wide whose top is at (x, y), with its exclamation mark. */
export const warning = (x: number, y: number, size: number, fill: string, ink: string = WHITE) =>
  shape(`M${x} ${y}l${size / 2} ${round(size * 0.86)}h-${size}Z`, fill) +
  text(x, y + size * 0.74, '!', size * 0.6, ink, { weight: 800, anchor: 'middle' });

/** An upward or downward trend arrow, 12 tall, centred on (x, y). */
export const trend = (x: number, y: number, up: boolean, fill: string) =>
  shape(up ? `M${x} ${y - 6}l6 7h-4v5h-4v-5h-4Z` : `M${x} ${y + 6}l6-7h-4v-5h-4v5h-4Z`, fill);

/** A phone file: the screen inside a slim bezel with its camera island, 324 x 664. */
export function phoneFrame(content: string, bezel: string, id = 'screen') {
  return group({ class: 'phone' }, [
    rect(0, 0, 324, 664, bezel, 46),
    element('clipPath', { id }, rect(12, 12, PHONE.width, PHONE.height, WHITE, 36)),
    group({ 'clip-path': `url(#${id})` }, [group({ transform: 'translate(12 12)' }, [content])]),
    pill(128, 22, 68, 20, '#000'),
  ]);
}

/** A browser file: a toolbar with the page's title, and the page under it, 960 x 600. */
export function browserFrame(content: string, title: string, tint: string, id = 'page') {
  return group({ class: 'browser' }, [
    element('rect', {
      x: 0.5,
      y: 0.5,
      width: 959,
      height: 599,
      rx: 14,
      fill: '#e9ebef',
      stroke: '#c9ced6',
    }),
    ...['#ff5f57', '#febc2e', '#28c840'].map((dot, index) => circle(22 + index * 20, 20, 6, dot)),
    rect(96, 8, 240, 32, WHITE, 9),
    rect(110, 18, 12, 12, tint, 3),
    text(132, 29, title, 12, '#3b4252'),
    element('clipPath', { id }, rect(0, 26, PAGE.width, PAGE.height + 14, WHITE, 14)),
    group({ 'clip-path': `url(#${id})` }, [group({ transform: `translate(0 ${PAGE.bar})` }, [content])]),
  ]);
}
