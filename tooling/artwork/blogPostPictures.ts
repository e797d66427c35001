/**
 * The picture of each blog post (public/images/blog/<slug>.svg): one simple drawing of the post's
 * subject (a cost breakdown, a test pyramid, a map pin on Cluj) on the site's night sky above the
 * wolf pack's hills and pines. `node scripts/generate-illustrations.mjs` writes the files; a unit test
 * checks that the committed files are the current drawing and that no two look alike.
 *
 * Cards crop the pictures to 3:2, so every subject stays between x 170 and 1030.
 */
import { BRAND } from '@/lib/brand/colours';
import { WOODS_HEIGHT, WOODS_LAYERS, WOODS_WIDTH } from '@/lib/brand/woods';
import {
  at,
  circle,
  element,
  gauge,
  group,
  line,
  moon,
  nightSky,
  pill,
  pin,
  rect,
  round,
  shape,
  stars,
  svgFile,
  through,
  tick,
} from './svg';

const WIDTH = 1200;
const HEIGHT = 630;
const {
  midnight,
  midnightSoft,
  midnightMuted,
  sunset,
  coral,
  fullMoon,
  fullMoonDeep,
  borealis,
  borealisGreen,
  borealisDeep,
  white,
} = BRAND;
/** The pines in front, darker than the night behind them. */
const FOREST = '#0b1424';

/** An arrow head pointing along the angle (degrees, 0 = right) with its tip at (x, y). */
const arrowHead = (x: number, y: number, angle: number, fill: string, size = 22) =>
  element('path', {
    d: `M0 0L${-size} ${-size * 0.6}V${size * 0.6}Z`,
    fill,
    transform: `translate(${x} ${y}) rotate(${angle})`,
  });

/** Lines of text as bars, one under the other. */
const bars = (x: number, y: number, widths: number[], fill: string, height = 12, gap = 26, opacity?: number) =>
  widths.map((width, index) => pill(x, y + index * gap, width, height, fill, opacity));

/** Romania's border, roughly, as longitude and latitude pairs, clockwise from the western tip. */
const ROMANIA = [
  [20.26, 46.12],
  [21.1, 46.3],
  [21.6, 46.9],
  [22.1, 47.5],
  [22.9, 47.95],
  [23.6, 48.0],
  [24.6, 47.9],
  [25.3, 47.9],
  [26.2, 48.05],
  [26.6, 48.25],
  [27.2, 47.8],
  [27.6, 47.35],
  [28.1, 46.9],
  [28.2, 46.4],
  [28.1, 45.9],
  [28.2, 45.45],
  [28.8, 45.25],
  [29.65, 45.35],
  [29.6, 44.85],
  [28.9, 44.7],
  [28.6, 44.2],
  [28.6, 43.75],
  [27.95, 43.95],
  [27.25, 44.12],
  [26.1, 43.98],
  [25.4, 43.63],
  [24.4, 43.72],
  [23.4, 43.85],
  [22.9, 43.9],
  [22.5, 44.2],
  [22.7, 44.55],
  [22.1, 44.65],
  [21.5, 44.8],
  [21.4, 45.2],
  [20.8, 45.5],
  [20.7, 45.8],
] as const;
/** Longitude and latitude to picture coordinates, for the map of Romania. */
const onMap = (lon: number, lat: number) => [270 + (lon - 20) * 70, 90 + (48.4 - lat) * 86] as const;

/** Each post's subject, by slug. */
const SUBJECTS: Record<string, () => string[]> = {
  // A cost breakdown: five phases as stacked bars (design, engineering, testing) under a budget line.
  'how-much-does-an-mvp-cost-in-2026': () => [
    line('M250 480H930', fullMoon, 4, { opacity: 0.5 }),
    ...[120, 210, 330, 250, 150].flatMap((total, index) => {
      const x = 290 + index * 120;
      const parts = [total * 0.5, total * 0.3, total * 0.2];
      let top = 476;
      return parts.map((part, layer) => {
        top -= part;
        return rect(x, top, 80, part - 4, [borealis, sunset, fullMoon][layer] ?? fullMoon, 8);
      });
    }),
    line('M260 120H910', coral, 4, { 'stroke-dasharray': '14 12' }),
    circle(900, 200, 56, sunset),
    element(
      'text',
      {
        x: 900,
        y: 222,
        'text-anchor': 'middle',
        'font-family': 'sans-serif',
        'font-size': 64,
        'font-weight': 700,
        fill: midnight,
      },
      '€',
    ),
  ],
  // Two ways to share code: native screens on one shared core, or one shared app drawn everywhere.
  'kotlin-multiplatform-vs-flutter-in-2026': () => [
    rect(280, 300, 260, 190, borealis, 20),
    rect(280, 160, 122, 124, sunset, 20),
    rect(418, 160, 122, 124, coral, 20),
    ...bars(306, 340, [180, 130, 160], midnight, 14, 34, 0.35),
    rect(660, 160, 260, 330, fullMoon, 20),
    ...bars(690, 196, [200, 150, 180, 120, 170, 140, 190], midnight, 14, 40, 0.3),
    element(
      'text',
      {
        x: 600,
        y: 342,
        'text-anchor': 'middle',
        'font-family': 'sans-serif',
        'font-size': 44,
        'font-weight': 700,
        fill: fullMoon,
      },
      'vs',
    ),
    // Both build for two phones.
    ...[341, 479, 740, 840].map((x) =>
      element('rect', {
        x: x - 15,
        y: 96,
        width: 30,
        height: 48,
        rx: 7,
        fill: 'none',
        stroke: fullMoonDeep,
        'stroke-width': 4,
      }),
    ),
  ],
  // A checklist of ticked items beside the accessibility symbol.
  'mobile-app-accessibility-checklist': () => [
    rect(300, 90, 420, 420, fullMoon, 28),
    pill(430, 72, 160, 36, midnightMuted),
    ...[0, 1, 2, 3, 4].flatMap((item) => {
      const y = 150 + item * 68;
      return [
        circle(352, y + 18, 20, item < 4 ? borealisGreen : midnightMuted, item < 4 ? 1 : 0.3),
        item < 4 ? tick(342, y + 9, 20, midnight, 4) : '',
        pill(390, y + 10, [250, 200, 280, 180, 230][item] ?? 200, 16, midnight, 0.6),
      ];
    }),
    circle(800, 360, 110, sunset),
    circle(800, 300, 16, white),
    line('M740 330H860M800 326V390M800 390L770 440M800 390L830 440', white, 14),
  ],
  // A phone that keeps working offline and a cloud, with the changes syncing both ways.
  'offline-first-mobile-apps-sync-strategies': () => [
    rect(290, 130, 180, 350, midnightSoft, 30),
    element('rect', {
      x: 290,
      y: 130,
      width: 180,
      height: 350,
      rx: 30,
      fill: 'none',
      stroke: midnightMuted,
      'stroke-width': 4,
    }),
    rect(304, 150, 152, 310, fullMoon, 20),
    ...[0, 1, 2, 3].flatMap((item) => [
      pill(322, 232 + item * 52, 90, 12, midnight, 0.6),
      circle(432, 238 + item * 52, 8, item < 2 ? sunset : borealis),
    ]),
    line('M352 190a40 40 0 0 1 56 0M364 204a22 22 0 0 1 32 0', midnight, 6),
    line('M348 214L412 176', coral, 6),
    circle(780, 270, 62, fullMoon),
    circle(850, 236, 84, fullMoon),
    circle(928, 280, 56, fullMoon),
    rect(740, 260, 230, 80, fullMoon, 40),
    line('M500 220C570 150 660 150 720 200', borealis, 10),
    arrowHead(732, 212, 42, borealis, 28),
    line('M720 390C660 440 570 440 510 390', sunset, 10),
    arrowHead(498, 378, 222, sunset, 28),
  ],
  // Two weeks on a calendar: sticky notes of research in the first, wireframes and the estimate in the second.
  'running-a-two-week-discovery-workshop': () => [
    rect(250, 100, 700, 420, fullMoon, 26),
    rect(250, 100, 700, 80, sunset, 26),
    rect(250, 150, 700, 30, sunset),
    ...[360, 840].map((x) => pill(x, 80, 18, 50, midnightMuted)),
    ...Array.from({ length: 10 }, (_, day) => {
      const week = Math.floor(day / 5);
      const x = 276 + (day % 5) * 132;
      const y = 200 + week * 156;
      const cell = rect(x, y, 120, 140, midnight, 14, 0.07);
      if (day === 9) return cell + circle(x + 60, y + 70, 34, borealisGreen) + tick(x + 42, y + 52, 36, midnight, 6);
      if (week === 0) {
        const notes = [coral, borealis, sunset].slice(0, 1 + (day % 3));
        return cell + notes.map((fill, note) => rect(x + 14 + note * 30, y + 20 + note * 26, 52, 52, fill, 6)).join('');
      }
      return (
        cell +
        rect(x + 16, y + 18, 88, 104, white, 8) +
        bars(x + 28, y + 34, [64, 40, 52], midnightMuted, 10, 24).join('')
      );
    }),
  ],
  // Romania with a pin on Cluj and the routes to clients in the west of Europe.
  'why-companies-outsource-software-development-to-romania-in-2026': () => {
    const [x, y] = onMap(23.6, 46.77);
    return [
      shape(`${through(ROMANIA.map(([lon, lat]) => onMap(lon, lat)))}Z`, midnightMuted, 0.7),
      element('path', {
        d: `${through(ROMANIA.map(([lon, lat]) => onMap(lon, lat)))}Z`,
        fill: 'none',
        stroke: fullMoon,
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      }),
      ...[
        [210, 130],
        [190, 300],
        [260, 470],
      ].flatMap(([toX = 0, toY = 0]) => [
        line(`M${x} ${y - 40}Q${(x + toX) / 2} ${Math.min(y, toY) - 120} ${toX} ${toY}`, borealis, 5, {
          'stroke-dasharray': '4 14',
        }),
        circle(toX, toY, 12, borealis),
      ]),
      pin(x, y, 110, sunset),
      circle(x, y, 12, sunset, 0.4),
    ];
  },
  // Customer data passing a shield and lock on its way to the model, the personal parts blacked out.
  'adding-ai-features-without-leaking-customer-data': () => [
    rect(240, 160, 220, 290, fullMoon, 20),
    ...[0, 1, 2, 3, 4, 5].flatMap((item) => {
      const y = 196 + item * 40;
      return [
        pill(264, y, 90, 14, midnight, 0.45),
        pill(364, y, 70, 14, item % 2 ? midnight : midnightMuted, item % 2 ? 1 : 0.3),
      ];
    }),
    line('M470 305H520', fullMoon, 6, { 'stroke-dasharray': '2 14' }),
    shape('M600 150L720 196V300C720 380 668 440 600 470C532 440 480 380 480 300V196Z', borealisDeep),
    element('path', {
      d: 'M600 150L720 196V300C720 380 668 440 600 470C532 440 480 380 480 300V196Z',
      fill: 'none',
      stroke: borealis,
      'stroke-width': 6,
    }),
    line('M568 300V268a32 32 0 0 1 64 0V300', fullMoon, 12),
    rect(548, 296, 104, 84, fullMoon, 14),
    circle(600, 328, 10, midnight),
    rect(595, 332, 10, 26, midnight, 4),
    line('M730 305H780', fullMoon, 6, { 'stroke-dasharray': '2 14' }),
    ...[
      [820, 230],
      [820, 380],
      [920, 305],
      [940, 200],
      [940, 410],
    ].flatMap(([cx = 0, cy = 0], index) => [
      index ? line(`M820 ${index < 3 ? 230 : 380}L${cx} ${cy}`, sunset, 4, { opacity: 0.6 }) : '',
      circle(cx, cy, 22, index % 2 ? coral : sunset),
    ]),
    line('M820 230V380', sunset, 4, { opacity: 0.6 }),
  ],
  // A design system's components on a grid: buttons, switches, fields, avatars, swatches of its tokens.
  'design-systems-that-survive-the-second-product': () => {
    const tiles = [
      (x: number, y: number) => pill(x + 25, y + 40, 100, 32, sunset),
      (x: number, y: number) => pill(x + 35, y + 36, 80, 40, borealis) + circle(x + 95, y + 56, 16, white),
      (x: number, y: number) => rect(x + 20, y + 38, 110, 36, white, 8) + rect(x + 34, y + 46, 3, 20, midnight),
      (x: number, y: number) =>
        [0, 1, 2].map((i) => circle(x + 50 + i * 26, y + 56, 20, [coral, sunset, borealis][i] ?? coral)).join(''),
      (x: number, y: number) => rect(x + 55, y + 36, 40, 40, borealisGreen, 8) + tick(x + 63, y + 44, 24, midnight, 5),
      (x: number, y: number) =>
        pill(x + 20, y + 52, 110, 8, fullMoon, 0.4) +
        pill(x + 20, y + 52, 70, 8, sunset) +
        circle(x + 90, y + 56, 14, white),
      (x: number, y: number) => pill(x + 16, y + 42, 56, 28, coral) + pill(x + 78, y + 42, 56, 28, borealis),
      (x: number, y: number) =>
        [fullMoon, sunset, coral, borealis].map((fill, i) => rect(x + 19 + i * 29, y + 36, 24, 40, fill, 6)).join(''),
      (x: number, y: number) =>
        rect(x + 30, y + 18, 90, 76, fullMoon, 10) +
        rect(x + 30, y + 18, 90, 34, sunset, 10) +
        pill(x + 42, y + 64, 60, 8, midnight, 0.5),
      (x: number, y: number) =>
        circle(x + 75, y + 56, 22, 'none') + gauge(x + 75, y + 56, 22, 8, 0.7, borealis, midnightSoft),
      (x: number, y: number) => bars(x + 24, y + 34, [100, 70, 86], fullMoon, 10, 20, 0.7).join(''),
      (x: number, y: number) => shape(`M${x + 75} ${y + 26}l9 19 21 3-15 14 4 21-19-10-19 10 4-21-15-14 21-3Z`, sunset),
    ];
    return tiles.map((draw, index) => {
      const x = 270 + (index % 4) * 170;
      const y = 100 + Math.floor(index / 4) * 130;
      return rect(x, y, 150, 112, midnightSoft, 16) + draw(x, y);
    });
  },
  // The test pyramid: many fast unit tests at the base, fewer integration tests, a few end-to-end journeys on top.
  'test-automation-for-mobile-apps-what-to-automate-first': () => [
    shape('M600 90L690 220H510Z', coral),
    shape('M500 234H700L790 364H410Z', sunset),
    shape('M400 378H800L890 508H310Z', borealis),
    tick(585, 160, 30, white, 6),
    ...[0, 1, 2].map((i) => tick(540 + i * 45, 290, 26, midnight, 5)),
    ...Array.from({ length: 7 }, (_, i) => tick(408 + i * 56, 432, 24, midnight, 5)),
  ],
  // A wrench over a health graph that dips and recovers, and a gear: the monthly work of keeping an app healthy.
  'what-app-maintenance-really-involves': () => [
    rect(240, 110, 560, 370, midnightSoft, 24),
    line('M280 150V440H770', midnightMuted, 4),
    line(
      through([
        [290, 380],
        [360, 340],
        [420, 360],
        [480, 400],
        [540, 300],
        [610, 270],
        [680, 220],
        [760, 180],
      ]),
      borealisGreen,
      8,
    ),
    circle(480, 400, 14, coral),
    group({ transform: 'rotate(-40 860 330)' }, [
      rect(844, 330, 32, 210, fullMoon, 16),
      circle(860, 320, 54, fullMoon),
      rect(842, 250, 36, 70, midnightSoft, 6),
    ]),
    element('circle', {
      cx: 870,
      cy: 160,
      r: 44,
      fill: 'none',
      stroke: sunset,
      'stroke-width': 20,
      'stroke-dasharray': '16 10.7',
    }),
    circle(870, 160, 40, sunset),
    circle(870, 160, 16, midnightSoft),
  ],
  // The refresh cycle: a short-lived access token expires, the refresh token in a cookie gets a new one.
  'nuxt-auth-refresh-token-authentication-in-your-nuxt-app': () => {
    const spot = (angle: number) =>
      [600 + 190 * Math.cos((angle * Math.PI) / 180), 315 + 190 * Math.sin((angle * Math.PI) / 180)] as const;
    const [kx, ky] = spot(-90);
    const [cx, cy] = spot(30);
    const [rx, ry] = spot(150);
    const arc = (from: number, to: number) => {
      const [x1, y1] = spot(from);
      const [x2, y2] = spot(to);
      return line(`M${round(x1)} ${round(y1)}A190 190 0 0 1 ${round(x2)} ${round(y2)}`, fullMoon, 6);
    };
    return [
      arc(-62, 2),
      arrowHead(spot(2)[0], spot(2)[1], 100, fullMoon),
      arc(58, 122),
      arrowHead(spot(122)[0], spot(122)[1], 220, fullMoon),
      arc(178, 242),
      arrowHead(spot(242)[0], spot(242)[1], 340, fullMoon),
      circle(kx, ky, 58, sunset),
      circle(kx - 16, ky, 18, 'none'),
      element('circle', { cx: kx - 16, cy: ky, r: 16, fill: 'none', stroke: midnight, 'stroke-width': 8 }),
      line(`M${kx} ${ky}H${kx + 30}M${kx + 22} ${ky}V${ky + 14}`, midnight, 8),
      circle(cx, cy, 58, coral),
      element('circle', { cx, cy, r: 34, fill: 'none', stroke: white, 'stroke-width': 7 }),
      line(`M${round(cx)} ${round(cy - 20)}V${round(cy)}H${round(cx + 16)}`, white, 7),
      circle(rx, ry, 58, borealis),
      line(`M${round(rx + 24)} ${round(ry - 8)}A26 26 0 1 0 ${round(rx + 20)} ${round(ry + 16)}`, midnight, 8),
      arrowHead(rx + 26, ry - 4, 80, midnight, 14),
      circle(600, 315, 62, fullMoonDeep),
      ...[
        [-24, -18],
        [16, -26],
        [26, 14],
        [-14, 22],
        [2, -2],
      ].map(([dx = 0, dy = 0]) => circle(600 + dx, 315 + dy, 8, midnightSoft)),
    ];
  },
  // Trend lines rising across 2026, eight marks on the way.
  '8-trends-shaping-digital-product-development-in-2026': () => [
    line('M250 480H950M250 480V110', midnightMuted, 4),
    ...Array.from({ length: 8 }, (_, i) => circle(310 + i * 85, 480, 9, fullMoon)),
    ...(
      [
        [borealis, [420, 390, 400, 330, 300, 250, 230, 170]],
        [sunset, [440, 430, 380, 370, 320, 300, 260, 240]],
        [coral, [460, 450, 440, 420, 400, 360, 350, 320]],
      ] as const
    ).flatMap(([colour, heights]) => {
      const points = heights.map((y, i) => [310 + i * 85, y] as const);
      const [endX = 0, endY = 0] = points[points.length - 1] ?? [];
      return [line(through(points), colour, 8), circle(endX, endY, 14, colour)];
    }),
    element(
      'text',
      {
        x: 960,
        y: 150,
        'text-anchor': 'end',
        'font-family': 'sans-serif',
        'font-size': 56,
        'font-weight': 700,
        fill: fullMoon,
        opacity: 0.9,
      },
      '2026',
    ),
  ],
};

/** What a post without a drawing of its own shows: the full moon rising over the pack's hills. */
const MOON = () => [moon(820, 230, 92)];

/**
 * The night sky, the subject, then the hills and pines in front. A post too new to have a subject drawn
 * gets the moon, so publishing never waits for a drawing.
 */
export function blogPostPicture(slug: string): string {
  const subject = SUBJECTS[slug] ?? MOON;
  const scale = WIDTH / WOODS_WIDTH;
  return svgFile(WIDTH, HEIGHT, [
    nightSky(WIDTH, HEIGHT),
    stars(slug, 18, WIDTH, HEIGHT * 0.5),
    group({ class: 'subject' }, subject()),
    at(
      0,
      HEIGHT - WOODS_HEIGHT * scale,
      [shape(WOODS_LAYERS.mid[0], midnightSoft), shape(WOODS_LAYERS.near.join(''), FOREST)],
      scale,
    ),
  ]);
}
