/**
 * The picture of each case study (public/images/projects/<slug>.svg): the devices the product was
 * built for, read from the entry's platforms (a browser window for the web, one phone per mobile
 * platform, iPhone and Android), each showing a screen of what the product does, in the client's
 * palette on the site's night sky. `node scripts/generate-illustrations.mjs` writes the files; a unit
 * test checks that the committed files are the current drawing.
 *
 * Frames carry stable ids (`browser`, `phone-ios`, `phone-android`) so tests can tell which are drawn.
 */
import type { Project } from '@/content/schemas';
import { BRAND } from '@/lib/brand/colours';
import {
  at,
  circle,
  dots,
  element,
  gauge,
  group,
  line,
  moon,
  nightSky,
  pill,
  pin,
  rect,
  shape,
  stars,
  svgFile,
  through,
  tick,
} from './svg';

/** The roles a screen paints with, taken from the client's palette by colour name. */
type Colours = { primary: string; accent: string; light: string; ink: string; extra: string };
/** Shapes of one screen, drawn in its own coordinates: a phone is 240 x 500, a browser page 800 x 450. */
type Screen = (c: Colours) => string[];

type Drawing = {
  /** Names of palette colours: primary, accent, light (screen background), ink, and an extra one. */
  roles: readonly [string, string, string, string, string?];
  /** Shapes the screens reuse, defined once. */
  symbols?: string;
  /** What the web app shows; required when the entry lists Web. */
  browser?: Screen;
  /** The phone screens, the first in front: required when the entry lists iOS or Android. */
  phones?: readonly [Screen, Screen];
};

const PHONE = { width: 240, height: 500 };
const PAGE = { width: 800, height: 450 };
const WHITE = BRAND.white;

/** A title line and a round avatar or icon on a coloured bar across the top of a phone screen. */
const appBar = (fill: string, height: number, text: string, icon: string) => [
  rect(0, 0, PHONE.width, height, fill),
  pill(20, height - 34, 110, 14, text),
  circle(PHONE.width - 30, height - 27, 13, icon),
];

/** A white list row: a round icon, two lines of text and an optional trailing shape. */
const row = (y: number, width: number, icon: string, ink: string, trailing = '') => [
  rect(14, y, PHONE.width - 28, 48, WHITE, 12),
  circle(38, y + 24, 12, icon),
  pill(60, y + 13, width, 10, ink, 0.85),
  pill(60, y + 29, width * 0.6, 7, ink, 0.35),
  trailing,
];

/** Lines of text as faint bars, one under the other. */
const bars = (x: number, y: number, widths: number[], ink: string) =>
  widths.map((width, index) => pill(x, y + index * 22, width, 9, ink, 0.35));

/** A small delivery van, 62 x 30, facing right: defined once, then placed by `van` in a body and wheel colour. */
const VAN = element(
  'symbol',
  { id: 'van', viewBox: '0 0 62 30', width: 62, height: 30 },
  '<rect width="44" height="22" rx="4"/><rect x="44" y="6" width="16" height="16" rx="4"/>' +
    '<path d="M12 24h0M48 24h0" stroke="currentColor" stroke-width="12" stroke-linecap="round"/>',
);
const van = (x: number, y: number, body: string, wheels: string) =>
  element('use', { href: '#van', x, y, fill: body, color: wheels });

/** A lightning bolt about 30 tall whose top is at (x, y). */
const bolt = (x: number, y: number, fill: string) => shape(`M${x + 6} ${y}l-14 18h10l-6 14 16-19h-10l6-13Z`, fill);

/** A warning triangle about 20 wide. */
const warning = (x: number, y: number, fill: string) =>
  shape(`M${x} ${y + 18}l10-18 10 18Z`, fill) +
  rect(x + 9, y + 6, 2.4, 6, WHITE) +
  rect(x + 9, y + 13.5, 2.4, 2.4, WHITE);

/** A street map with a park and charger pins: the Voltway screens. */
const streetMap = (
  c: Colours,
  width: number,
  height: number,
  pins: ReadonlyArray<readonly [number, number, string]>,
) => [
  rect(0, 0, width, height, c.light),
  rect(width * 0.55, height * 0.08, width * 0.3, height * 0.26, c.accent, 18, 0.25),
  line(
    `M0 ${height * 0.42}C${width * 0.3} ${height * 0.36} ${width * 0.6} ${height * 0.6} ${width} ${height * 0.52}`,
    WHITE,
    16,
  ),
  line(`M${width * 0.3} 0L${width * 0.42} ${height}M${width * 0.78} 0L${width * 0.7} ${height}`, WHITE, 11),
  line(`M0 ${height * 0.8}H${width}`, WHITE, 8),
  ...pins.map(([x, y, fill]) => pin(x, y, 34, fill)),
];

const DRAWINGS: Record<string, Drawing> = {
  'ledgerly-budgeting': {
    roles: ['Ledger green', 'Settle coral', 'Paper', 'Ink'],
    phones: [
      // The month's budget: a ring split by category, each category's spend against its limit, settle up.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        pill(20, 50, 96, 14, c.ink),
        circle(208, 56, 13, c.primary),
        gauge(120, 170, 66, 26, 0.78, c.accent, c.ink),
        gauge(120, 170, 66, 26, 0.5, c.primary),
        pill(88, 160, 64, 16, c.ink),
        pill(98, 184, 44, 8, c.ink, 0.4),
        ...[
          [c.primary, 120],
          [c.accent, 70],
          [c.ink, 150],
        ].flatMap(([colour, spent], index) => {
          const y = 270 + index * 52;
          return [
            circle(32, y + 10, 11, String(colour)),
            pill(54, y, 90, 9, c.ink, 0.8),
            pill(54, y + 16, 166, 8, c.ink, 0.12),
            pill(54, y + 16, Number(spent), 8, String(colour)),
          ];
        }),
        pill(20, 438, 200, 40, c.accent),
        pill(80, 453, 80, 10, WHITE),
      ],
      // Shared transactions: who is owed (plus, green) and who owes (minus, coral).
      (c) => [
        rect(0, 0, 240, 500, c.light),
        rect(14, 40, 212, 104, c.primary, 16),
        pill(30, 58, 70, 8, WHITE, 0.7),
        pill(30, 76, 120, 22, WHITE),
        circle(38, 122, 8, c.accent),
        pill(52, 118, 80, 8, WHITE, 0.7),
        ...[0, 1, 2, 3, 4, 5].flatMap((index) => {
          const y = 158 + index * 56;
          const owed = index % 3 !== 1;
          const colour = owed ? c.primary : c.accent;
          return row(
            y,
            70 - (index % 3) * 8,
            index % 2 ? c.ink : colour,
            c.ink,
            pill(170, y + 18, 42, 12, colour) +
              rect(156, y + 23, 9, 2.5, colour) +
              (owed ? rect(159.2, y + 19.8, 2.5, 9, colour) : ''),
          );
        }),
      ],
    ],
  },
  'huddle-sports-clubs': {
    roles: ['Pitch green', 'Floodlight', 'Touchline white', 'Clubhouse navy'],
    phones: [
      // The week's schedule: training and a match, each with the squad's in / maybe / out answers.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        ...appBar(c.primary, 96, WHITE, c.accent),
        ...[0, 1, 2, 3, 4, 5, 6].map((day) =>
          day === 3 ? pill(14 + day * 31, 110, 26, 40, c.accent) : pill(14 + day * 31, 110, 26, 40, c.ink, 0.08),
        ),
        ...[0, 1, 2].flatMap((index) => {
          const y = 166 + index * 106;
          return [
            rect(14, y, 212, 94, WHITE, 14),
            rect(24, y + 12, 46, 70, index === 1 ? c.accent : c.primary, 10, index === 1 ? 1 : 0.15),
            pill(82, y + 16, 110, 11, c.ink),
            pill(82, y + 34, 80, 8, c.ink, 0.4),
            circle(94, y + 66, 11, c.primary),
            tick(88, y + 61, 12, WHITE, 3),
            circle(124, y + 66, 11, c.ink, 0.15),
            circle(154, y + 66, 11, c.ink, 0.15),
            pill(176, y + 61, 38, 10, c.primary, 0.5),
          ];
        }),
      ],
      // Team chat, with a poll of who can play on Saturday.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        ...appBar(c.ink, 96, WHITE, c.accent),
        circle(30, 132, 12, c.accent),
        rect(50, 116, 140, 40, c.ink, 14, 0.1),
        rect(70, 170, 156, 40, c.primary, 14),
        pill(84, 186, 110, 9, WHITE),
        circle(30, 240, 12, c.primary),
        rect(50, 224, 176, 118, WHITE, 14),
        ...[0, 1, 2].flatMap((option) => [
          pill(64, 240 + option * 32, 148, 20, c.ink, 0.08),
          pill(64, 240 + option * 32, [120, 60, 24][option] ?? 0, 20, option ? c.ink : c.primary, option ? 0.25 : 1),
        ]),
        circle(30, 376, 12, c.ink, 0.5),
        rect(50, 360, 130, 40, c.ink, 14, 0.1),
        pill(14, 446, 168, 36, WHITE),
        circle(206, 464, 18, c.primary),
        shape('M199 457l16 7-16 7 3-7Z', WHITE),
      ],
    ],
  },
  'campus-quest': {
    roles: ['Quest violet', 'Sunrise yellow', 'Chalk', 'Blackboard'],
    // A quest map: lessons done, the one in progress, the locked ones and the flag at the end.
    browser: (c) => {
      const stops = [
        [250, 372],
        [372, 330],
        [330, 230],
        [462, 186],
        [566, 262],
        [664, 178],
        [720, 96],
      ] as const;
      return [
        rect(0, 0, 800, 450, c.light),
        rect(0, 0, 168, 450, c.ink),
        circle(50, 52, 22, c.accent),
        pill(82, 44, 64, 10, WHITE, 0.8),
        pill(82, 60, 40, 8, WHITE, 0.4),
        ...[0, 1, 2, 3].map((item) => pill(22, 112 + item * 44, 124, 28, item ? WHITE : c.primary, item ? 0.1 : 1)),
        pill(196, 22, 380, 16, c.ink, 0.1),
        pill(196, 22, 250, 16, c.accent),
        circle(602, 30, 14, c.accent),
        rect(196, 56, 580, 374, c.primary, 22, 0.08),
        shape('M220 120c40-40 120-30 130 10s-60 60-110 40-50-20-20-50Z', c.primary, 0.1),
        shape('M560 360c30-50 140-40 170 0s-30 60-90 50-100-10-80-50Z', c.primary, 0.1),
        line(through(stops), c.ink, 6, { 'stroke-dasharray': '2 16', opacity: 0.5 }),
        ...stops.slice(0, 3).flatMap(([x, y]) => [circle(x, y, 22, c.primary), tick(x - 10, y - 9, 20, WHITE, 4)]),
        circle(462, 186, 38, c.accent, 0.35),
        circle(462, 186, 28, c.accent),
        shape('M462 172l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1Z', c.ink),
        ...stops.slice(4, 6).map(([x, y]) => circle(x, y, 20, c.ink, 0.2)),
        rect(716, 58, 5, 40, c.ink),
        shape('M721 58h36l-10 12 10 12h-36Z', c.accent),
        rect(490, 250, 150, 96, WHITE, 14),
        pill(506, 266, 100, 10, c.ink),
        pill(506, 284, 70, 8, c.ink, 0.4),
        pill(506, 310, 118, 22, c.primary),
      ];
    },
  },
  'voltway-ev-charging': {
    roles: ['Volt teal', 'Charge lime', 'Cloud', 'Midnight'],
    // The operator's network: chargers on the map (free, charging, out of order) and their status.
    browser: (c) => [
      ...streetMap(c, 520, 450, [
        [120, 150, c.primary],
        [250, 236, c.accent],
        [380, 130, c.primary],
        [330, 370, c.ink],
        [90, 330, c.accent],
        [450, 300, c.primary],
      ]),
      rect(520, 0, 280, 450, WHITE),
      ...[0, 1, 2].flatMap((tile) => [
        rect(540 + tile * 84, 24, 72, 72, [c.primary, c.accent, c.ink][tile] ?? c.ink, 12, 0.15),
        pill(552 + tile * 84, 40, 40, 16, [c.primary, c.accent, c.ink][tile] ?? c.ink),
        pill(552 + tile * 84, 68, 48, 8, c.ink, 0.4),
      ]),
      ...[0, 1, 2, 3, 4].flatMap((item) => {
        const y = 124 + item * 62;
        return [
          circle(556, y + 20, 9, [c.primary, c.accent, c.primary, c.ink, c.accent][item] ?? c.ink),
          pill(578, y + 10, 120 - item * 10, 10, c.ink, 0.85),
          pill(578, y + 28, 160, 7, c.ink, 0.1),
          pill(578, y + 28, 40 + ((item * 47) % 110), 7, c.primary),
        ];
      }),
    ],
    phones: [
      // The driver's map: chargers near by and the chosen one, ready to start.
      (c) => [
        ...streetMap(c, 240, 500, [
          [60, 150, c.primary],
          [176, 120, c.accent],
          [120, 262, c.primary],
          [196, 300, c.ink],
        ]),
        rect(0, 330, 240, 170, WHITE, 22),
        pill(100, 340, 40, 5, c.ink, 0.2),
        circle(36, 378, 16, c.primary),
        bolt(36, 363, WHITE),
        pill(62, 366, 110, 11, c.ink),
        pill(62, 384, 70, 8, c.ink, 0.4),
        pill(16, 430, 208, 44, c.accent),
        bolt(120, 436, c.ink),
      ],
      // A charge in progress: the battery ring filling, energy and price so far, stop.
      (c) => [
        rect(0, 0, 240, 500, c.ink),
        gauge(120, 190, 80, 18, 0.68, c.accent, WHITE),
        element('circle', { cx: 120, cy: 190, r: 80, fill: c.ink, opacity: 0.8 }),
        bolt(120, 172, c.accent),
        pill(30, 310, 80, 40, WHITE, 0.1),
        pill(130, 310, 80, 40, WHITE, 0.1),
        pill(46, 326, 48, 10, WHITE),
        pill(146, 326, 48, 10, WHITE),
        pill(30, 430, 180, 42, c.primary),
      ],
    ],
  },
  'roadready-fleet': {
    roles: ['Signal orange', 'Road-safe green', 'Depot grey', 'Asphalt', 'Hazard red'],
    symbols: VAN,
    // The fleet list: each van, its driver, today's check (passed, defect, inspection due) and next service.
    browser: (c) => [
      rect(0, 0, 800, 450, c.light),
      rect(0, 0, 72, 450, c.ink),
      ...[0, 1, 2, 3].map((item) => rect(22, 30 + item * 54, 28, 28, item ? WHITE : c.primary, 8, item ? 0.2 : 1)),
      pill(100, 28, 160, 16, c.ink),
      ...[0, 1, 2].map((chip) => pill(100 + chip * 96, 62, 84, 24, chip ? WHITE : c.primary)),
      rect(96, 104, 680, 330, WHITE, 14),
      ...[0, 1, 2, 3, 4].flatMap((item) => {
        const y = 122 + item * 62;
        const status = [c.accent, c.accent, c.extra, c.accent, c.primary][item] ?? c.accent;
        return [
          van(116, y + 6, c.ink, c.primary),
          pill(204, y + 10, 84, 24, c.light),
          pill(316, y + 14, 120, 10, c.ink, 0.7),
          pill(470, y + 10, 96, 24, status),
          pill(600, y + 18, 150, 8, c.ink, 0.12),
          pill(600, y + 18, 30 + ((item * 53) % 120), 8, c.ink, 0.5),
        ];
      }),
    ],
    phones: [
      // The driver's walkaround check: items passed, one defect with a photo, submit.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        rect(0, 0, 240, 110, c.primary),
        van(24, 56, WHITE, c.ink),
        pill(104, 62, 110, 12, WHITE),
        ...[0, 1, 2, 3, 4].flatMap((item) => {
          const y = 126 + item * 58;
          const defect = item === 2;
          return [
            rect(14, y, 212, 48, WHITE, 12),
            pill(28, y + 19, 100 - (item % 2) * 20, 10, c.ink, 0.8),
            defect ? rect(146, y + 8, 32, 32, c.ink, 6, 0.25) : '',
            defect
              ? warning(188, y + 15, c.extra)
              : circle(198, y + 24, 13, c.accent) + tick(191, y + 17, 14, WHITE, 3),
          ];
        }),
        pill(16, 430, 208, 44, c.ink),
        pill(88, 447, 64, 10, WHITE),
      ],
      // The defect report: the photo of the van with the damage marked, sent to the workshop.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        rect(14, 40, 212, 150, WHITE, 14),
        element('use', { href: '#van', x: 34, y: 66, width: 172, height: 84, fill: c.ink, color: c.primary }),
        circle(150, 118, 24, c.extra, 0.35),
        circle(150, 118, 11, c.extra),
        warning(24, 212, c.extra),
        pill(56, 217, 120, 11, c.ink),
        ...bars(24, 252, [190, 160, 176], c.ink),
        pill(16, 430, 208, 44, c.primary),
        pill(84, 447, 72, 10, WHITE),
      ],
    ],
  },
  'glow-salon-booking': {
    roles: ['Plum', 'Blush', 'Porcelain', 'Plum', 'Sage'],
    // The salon's week: stylists' appointments by day and time, one slot refilled from the waitlist.
    browser: (c) => [
      rect(0, 0, 800, 450, c.light),
      pill(28, 26, 150, 16, c.ink),
      circle(680, 34, 12, c.ink, 0.15),
      circle(712, 34, 12, c.ink, 0.15),
      pill(736, 22, 44, 24, c.primary),
      ...[0, 1, 2, 3, 4, 5].map((hour) => pill(28, 94 + hour * 56, 36, 8, c.ink, 0.35)),
      ...[0, 1, 2, 3, 4].flatMap((day) => [
        pill(92 + day * 138, 66, 60, 10, c.ink, 0.6),
        rect(82 + day * 138, 86, 130, 350, WHITE, 10),
      ]),
      ...(
        [
          [0, 0, 2, c.accent],
          [0, 3, 1, c.extra],
          [1, 1, 2, c.extra],
          [1, 4, 1, c.accent],
          [2, 0, 1, c.accent],
          [2, 2, 2, c.accent],
          [3, 1, 1, c.extra],
          [3, 3, 2, c.accent],
          [4, 0, 3, c.accent],
        ] as const
      ).flatMap(([day, start, length, fill]) => {
        const x = 88 + day * 138;
        const y = 92 + start * 56;
        return [rect(x, y, 118, length * 56 - 8, fill, 8), pill(x + 14, y + 12, 70, 8, c.primary)];
      }),
      element('rect', {
        x: 364,
        y: 372,
        width: 118,
        height: 48,
        rx: 8,
        fill: 'none',
        stroke: c.primary,
        'stroke-width': 3,
        'stroke-dasharray': '8 6',
      }),
    ],
    phones: [
      // Booking a treatment: the month, free times (one chosen, some taken) and the book button.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        ...appBar(c.primary, 96, WHITE, c.accent),
        ...[0, 9].map((from, part) =>
          dots(
            Array.from({ length: part ? 19 : 9 }, (_, index) => {
              const day = from + index;
              return [30 + (day % 7) * 30, 124 + Math.floor(day / 7) * 30] as const;
            }),
            4,
            c.ink,
            part ? 0.6 : 0.2,
          ),
        ),
        circle(120, 184, 12, c.primary),
        ...Array.from({ length: 6 }, (_, slot) => {
          const x = 16 + (slot % 3) * 72;
          const y = 250 + Math.floor(slot / 3) * 46;
          return pill(x, y, 64, 34, slot === 1 ? c.primary : slot === 5 ? c.ink : c.accent, slot === 5 ? 0.1 : 1);
        }),
        rect(16, 352, 208, 56, WHITE, 12),
        circle(42, 380, 14, c.extra),
        pill(66, 372, 100, 10, c.ink, 0.8),
        pill(16, 430, 208, 44, c.primary),
        pill(86, 447, 68, 10, WHITE),
      ],
      // Treatments with their durations and prices.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        ...appBar(c.accent, 96, c.primary, c.primary),
        ...[0, 1, 2, 3].flatMap((item) => {
          const y = 114 + item * 90;
          return [
            rect(14, y, 212, 78, WHITE, 14),
            rect(24, y + 10, 58, 58, item % 2 ? c.extra : c.accent, 10),
            pill(94, y + 16, 96, 10, c.ink),
            pill(94, y + 34, 60, 8, c.ink, 0.4),
            pill(94, y + 50, 52, 16, c.primary),
          ];
        }),
      ],
    ],
  },
  'fieldnote-smart-greenhouse': {
    roles: ['Leaf', 'Alert amber', 'Glasshouse', 'Soil'],
    // The grower's dashboard: zones of the greenhouse (one drifting), the day's temperature against its limit, readings.
    browser: (c) => {
      const readings = [16, 17, 19, 22, 25, 27, 29, 31, 30, 27, 24, 21].map(
        (value, index) => [380 + index * 36, 300 - value * 6] as const,
      );
      return [
        rect(0, 0, 800, 450, c.light),
        pill(28, 26, 150, 16, c.ink),
        ...Array.from({ length: 6 }, (_, zone) => {
          const x = 28 + (zone % 2) * 150;
          const y = 66 + Math.floor(zone / 2) * 124;
          const alert = zone === 3;
          return [
            rect(x, y, 138, 112, alert ? c.accent : c.primary, 14, alert ? 1 : 0.18),
            shape(`M${x + 69} ${y + 90}c-20-14-18-36 0-50 18 14 20 36 0 50Z`, alert ? WHITE : c.primary),
          ].join('');
        }),
        rect(352, 66, 420, 250, WHITE, 14),
        line(`M372 ${300 - 26 * 6}H756`, c.accent, 3, { 'stroke-dasharray': '10 8' }),
        line(through(readings), c.primary, 6),
        circle(632, 300 - 31 * 6, 10, c.accent),
        ...[0, 1, 2].map((tile) =>
          [
            rect(352 + tile * 144, 330, 132, 104, WHITE, 14),
            gauge(400 + tile * 144, 382, 26, 10, [0.72, 0.48, 0.86][tile] ?? 0.5, c.primary, c.light),
            pill(436 + tile * 144, 374, 36, 14, c.ink, 0.8),
          ].join(''),
        ),
      ];
    },
    phones: [
      // A zone's live readings with the alert that it is drifting too warm.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        ...appBar(c.primary, 96, WHITE, c.light),
        rect(14, 110, 212, 52, c.accent, 12),
        warning(28, 126, WHITE),
        pill(60, 131, 130, 10, WHITE),
        ...[0, 1, 2, 3].flatMap((tile) => {
          const x = 14 + (tile % 2) * 110;
          const y = 176 + Math.floor(tile / 2) * 122;
          return [
            rect(x, y, 102, 110, WHITE, 14),
            gauge(x + 51, y + 48, 28, 10, [0.9, 0.62, 0.44, 0.7][tile] ?? 0.5, tile ? c.primary : c.accent, c.light),
            pill(x + 26, y + 88, 50, 9, c.ink, 0.7),
          ];
        }),
        pill(16, 430, 208, 44, c.primary),
        pill(84, 447, 72, 10, WHITE),
      ],
      // The daily plan built from the sensor history: watering and venting tasks.
      (c) => [
        rect(0, 0, 240, 500, c.light),
        ...appBar(c.ink, 96, WHITE, c.primary),
        ...[0, 1, 2].flatMap((item) => row(112 + item * 60, 100 - item * 14, item === 1 ? c.accent : c.primary, c.ink)),
      ],
    ],
  },
};

/** The client's colours by the roles the drawing names, failing loudly when a name is not in the palette. */
function coloursOf(project: Project, roles: Drawing['roles']): Colours {
  const hex = (name: string) => {
    const colour = project.designElements.palette.find((entry) => entry.name === name);
    if (!colour) throw new Error(`${project.slug}: the picture uses "${name}", which is not in its palette`);
    return colour.hex.toLowerCase();
  };
  const [primary, accent, light, ink, extra = primary] = roles;
  return { primary: hex(primary), accent: hex(accent), light: hex(light), ink: hex(ink), extra: hex(extra) };
}

/** A browser window whose page (800 x 450 before scaling) starts below its toolbar. */
function browser(x: number, y: number, scale: number, c: Colours, screen: Screen) {
  const width = PAGE.width * scale;
  const height = PAGE.height * scale;
  const bar = 44 * scale;
  return group({ id: 'browser', class: 'frame browser' }, [
    element('rect', {
      x,
      y,
      width,
      height: height + bar,
      rx: 18 * scale,
      fill: WHITE,
      stroke: BRAND.midnightMuted,
      'stroke-width': 3,
    }),
    ...[c.accent, c.primary, c.ink].map((dot, index) =>
      circle(x + (24 + index * 22) * scale, y + bar / 2, 7 * scale, dot),
    ),
    pill(x + 110 * scale, y + bar / 2 - 10 * scale, 380 * scale, 20 * scale, c.light),
    element('clipPath', { id: 'page' }, rect(x, y + bar, width, height, WHITE, 18 * scale)),
    group({ 'clip-path': 'url(#page)' }, [at(x, y + bar, screen(c), scale)]),
  ]);
}

/** A phone of the given system whose screen (240 x 500 before scaling) fills it inside a thin bezel. */
function phone(system: 'iOS' | 'Android', x: number, y: number, scale: number, c: Colours, screen: Screen) {
  const ios = system === 'iOS';
  const id = ios ? 'phone-ios' : 'phone-android';
  const bezel = 10 * scale;
  const width = PHONE.width * scale + 2 * bezel;
  const height = PHONE.height * scale + 2 * bezel;
  const middle = x + width / 2;
  return group({ id, class: 'frame phone' }, [
    element('rect', {
      x,
      y,
      width,
      height,
      rx: (ios ? 40 : 26) * scale,
      fill: BRAND.midnight,
      stroke: BRAND.midnightMuted,
      'stroke-width': 3,
    }),
    element(
      'clipPath',
      { id: `${id}-screen` },
      rect(x + bezel, y + bezel, width - 2 * bezel, height - 2 * bezel, WHITE, (ios ? 31 : 18) * scale),
    ),
    group({ 'clip-path': `url(#${id}-screen)` }, [at(x + bezel, y + bezel, screen(c), scale)]),
    // iPhone: the pill-shaped island and the home indicator; Android: the punch-hole camera and a flatter corner.
    ios
      ? pill(middle - 34 * scale, y + bezel + 10 * scale, 68 * scale, 20 * scale, '#000') +
        pill(middle - 40 * scale, y + height - bezel - 12 * scale, 80 * scale, 5 * scale, c.ink, 0.6)
      : circle(middle, y + bezel + 18 * scale, 8 * scale, '#000'),
  ]);
}

/** The case study's picture (1200 x 800): its platforms' devices on the night sky. */
export function projectPicture(project: Project): string {
  const drawing = DRAWINGS[project.slug];
  if (!drawing) throw new Error(`${project.slug}: add its picture to tooling/artwork/projectPictures.ts`);
  const c = coloursOf(project, drawing.roles);
  const { width, height } = project.image;
  const web = project.platforms.includes('Web');
  const systems = (['iOS', 'Android'] as const).filter((system) => project.platforms.includes(system));
  if (web && !drawing.browser) throw new Error(`${project.slug} lists Web: draw its browser screen`);
  if (systems.length && !drawing.phones)
    throw new Error(`${project.slug} lists a phone platform: draw its phone screens`);
  const screens = drawing.phones ?? [];

  const frames: string[] = [];
  if (web && drawing.browser && !systems.length) frames.push(browser(160, 168, 1.1, c, drawing.browser));
  if (web && drawing.browser && systems.length) frames.push(browser(70, 196, 0.82, c, drawing.browser));
  // Phones: side by side on their own; beside the browser, the second peeks out behind the first.
  const spots = web
    ? [
        [700, 250, 0.86],
        [890, 130, 0.86],
      ]
    : [
        [312, 118, 1.04],
        [628, 162, 1.04],
      ];
  const phones = systems.map((system, index) => {
    const [x = 0, y = 0, scale = 1] = (systems.length === 1 ? [[468, 136, 1.04]] : spots)[index] ?? [];
    const screen = screens[index];
    return screen ? phone(system, x, y, scale, c, screen) : '';
  });
  frames.push(...(web ? phones.reverse() : phones));

  return svgFile(width, height, [
    nightSky(width, height),
    stars(project.slug, 16, width, height * 0.4),
    drawing.symbols ?? '',
    // The full moon of the brand's night skies, clear of the devices.
    web && systems.length ? moon(150, 100, 40) : web ? moon(1090, 96, 40) : moon(width * 0.84, height * 0.15, 52),
    ...frames,
  ]);
}
