/**
 * The product screens of each case study, drawn from what its entry says the product does, with its real
 * content (the client's places, prices, numbers and wording) in the colours of its design elements. Phones
 * are drawn 300 x 640, browser pages 960 x 560 (tooling/artwork/screenKit.ts). The files are
 * public/images/projects/<slug>/<screen>.svg (scripts/generate-illustrations.mjs); the entry lists them
 * with their alt text and caption under `screens`, so an editor can reorder, recaption or replace them.
 */
import { circle, element, group, line, pill, rect, shape, through } from './svg';
import {
  avatar,
  back,
  button,
  checked,
  chip,
  type Colours,
  PAGE,
  PHONE,
  progress,
  SERIF,
  statusBar,
  tabBar,
  text,
  trend,
  warning,
  WHITE,
} from './screenKit';

export type ScreenDrawing = {
  /** The file name under public/images/projects/<slug>/, without .svg. */
  name: string;
  kind: 'phone' | 'browser';
  /** The browser tab's title. */
  title?: string;
  draw: (c: Colours) => string;
};

export type ProductDrawing = {
  /** Names of palette colours: primary, accent, light (screen background), ink, and an extra one. */
  roles: readonly [string, string, string, string, string?];
  screens: readonly ScreenDrawing[];
  /** The case study's picture: its background and which screens stand on it, the first in front. */
  hero: { background: (c: Colours) => string; screens: readonly string[]; phoneFirst?: boolean };
};

const W = PHONE.width;

/** Horizontal rule across a list. */
const rule = (x: number, y: number, width: number, ink: string) =>
  element('path', { d: `M${x} ${y}h${width}`, stroke: ink, 'stroke-opacity': 0.1 });

/** A white rounded card. */
const card = (x: number, y: number, width: number, height: number, radius = 16, fill = WHITE) =>
  rect(x, y, width, height, fill, radius);

// ---------------------------------------------------------------------------------------------- Ledgerly

const ledgerly: ProductDrawing = {
  roles: ['Ledger green', 'Settle coral', 'Paper', 'Ink'],
  hero: {
    background: (c) =>
      rect(0, 0, 1200, 800, c.light) + circle(980, 150, 260, c.primary, 0.12) + circle(160, 720, 200, c.accent, 0.12),
    screens: ['budget', 'shared'],
  },
  screens: [
    {
      name: 'budget',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.light),
          statusBar(c.ink),
          text(22, 82, 'March budget', 24, c.ink, { weight: 700 }),
          text(22, 104, 'Flat 4B · 3 members', 13, c.ink, { opacity: 0.6 }),
          avatar(222, 100, 13, c.primary, 'JO', WHITE),
          avatar(244, 100, 13, c.accent, 'SP', WHITE),
          avatar(266, 100, 13, c.ink, 'AK', WHITE),
          card(14, 122, 272, 196, 20),
          element('circle', { cx: 88, cy: 220, r: 54, fill: 'none', stroke: c.light, 'stroke-width': 16 }),
          element('circle', {
            cx: 88,
            cy: 220,
            r: 54,
            fill: 'none',
            stroke: c.primary,
            'stroke-width': 16,
            'stroke-dasharray': '261 340',
            'stroke-linecap': 'round',
            transform: 'rotate(-90 88 220)',
          }),
          text(88, 226, '77%', 22, c.ink, { weight: 700, anchor: 'middle' }),
          text(88, 244, 'spent', 11, c.ink, { anchor: 'middle', opacity: 0.6 }),
          text(166, 172, 'Spent', 12, c.ink, { opacity: 0.6 }),
          text(166, 196, '£1,842.60', 20, c.ink, { weight: 700 }),
          text(166, 228, 'Left to spend', 12, c.ink, { opacity: 0.6 }),
          text(166, 252, '£557.40', 20, c.primary, { weight: 700 }),
          text(166, 290, '12 days to go', 12, c.ink, { opacity: 0.6 }),
          text(22, 352, 'By category', 15, c.ink, { weight: 700 }),
          text(278, 352, 'See all', 13, c.accent, { weight: 600, anchor: 'end' }),
          ...(
            [
              ['Groceries', '£412 / £500', 0.82, c.primary, 'G'],
              ['Rent and bills', '£1,150 / £1,150', 1, c.ink, 'R'],
              ['Eating out', '£186 / £250', 0.74, c.accent, 'E'],
              ['Transport', '£94 / £200', 0.47, c.primary, 'T'],
            ] as const
          ).map(([name, amount, share, colour, letter], index) => {
            const y = 368 + index * 50;
            return (
              rect(22, y, 36, 36, colour, 10, 0.14) +
              text(40, y + 24, letter, 15, colour, { weight: 700, anchor: 'middle' }) +
              text(70, y + 15, name, 13, c.ink, { weight: 600 }) +
              text(278, y + 15, amount, 12, c.ink, { anchor: 'end', opacity: 0.75 }) +
              progress(70, y + 25, 208, 6, share, colour, c.ink, 0.08)
            );
          }),
          tabBar(['Home', 'Activity', 'Split', 'Settle'], 0, WHITE, c.ink, c.primary),
        ].join(''),
    },
    {
      name: 'shared',
      kind: 'phone',
      draw: (c) => {
        const rows = [
          ['Tesco Express', 'Groceries · paid by you', '+£12.30', true],
          ['Octopus Energy', 'Bills · split by income', '+£31.85', true],
          ['Deliveroo', 'Eating out · paid by Sam', '−£8.75', false],
          ['Council tax', 'CRV*PAYPOINT 0423 · sorted', '+£28.00', true],
          ['Pizza Express', 'Eating out · paid by Ade', '−£14.20', false],
        ] as const;
        return [
          rect(0, 0, W, 640, c.light),
          rect(0, 0, W, 196, c.primary),
          statusBar(WHITE),
          text(22, 78, 'Flat 4B · shared costs', 14, WHITE, { opacity: 0.8 }),
          text(22, 108, 'You are owed', 13, WHITE, { opacity: 0.8 }),
          text(22, 148, '+£63.40', 34, WHITE, { weight: 700 }),
          button(190, 124, 92, 32, c.accent, 'Settle up', WHITE, 13),
          text(22, 178, 'Split 50/50 for groceries, by income for bills', 11, WHITE, { opacity: 0.75 }),
          card(12, 208, 276, 352, 18),
          text(28, 234, 'Today', 12, c.ink, { weight: 600, opacity: 0.5 }),
          text(28, 428, 'Yesterday', 12, c.ink, { weight: 600, opacity: 0.5 }),
          ...rows.map(([name, detail, amount, owed], index) => {
            const y = 244 + index * 60 + (index > 2 ? 16 : 0);
            const colour = owed ? c.primary : c.accent;
            return (
              circle(46, y + 24, 17, colour, 0.14) +
              text(46, y + 30, name.slice(0, 1), 15, colour, { weight: 700, anchor: 'middle' }) +
              text(74, y + 20, name, 14, c.ink, { weight: 600 }) +
              text(74, y + 38, detail, 11, c.ink, { opacity: 0.6 }) +
              text(272, y + 20, amount, 14, colour, { weight: 700, anchor: 'end' }) +
              (index === 2 || index === 4 ? '' : rule(74, y + 52, 198, c.ink))
            );
          }),
          tabBar(['Home', 'Activity', 'Split', 'Settle'], 1, WHITE, c.ink, c.primary),
        ].join('');
      },
    },
    {
      name: 'settle',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.light),
          statusBar(c.ink),
          text(22, 82, 'Settle up', 24, c.ink, { weight: 700 }),
          ...[0, 1, 2].map((index) => card(14, 104 + index * 66, 272, 56, 14)),
          rect(0, 0, W, 640, c.ink, 0, 0.5),
          rect(0, 236, W, 420, WHITE, 26),
          pill(126, 248, 48, 5, c.ink, 0.2),
          text(150, 290, 'Pay Sam Patel', 18, c.ink, { weight: 700, anchor: 'middle' }),
          text(150, 350, '£41.20', 44, c.ink, { weight: 700, anchor: 'middle' }),
          text(150, 374, 'Your share of March, after Sam’s groceries', 12, c.ink, {
            anchor: 'middle',
            opacity: 0.6,
          }),
          rect(20, 396, 260, 112, c.light, 14),
          text(36, 422, 'From', 11, c.ink, { opacity: 0.55 }),
          text(36, 442, 'Monzo · Current ••4821', 14, c.ink, { weight: 600 }),
          rule(36, 456, 228, c.ink),
          text(36, 478, 'To', 11, c.ink, { opacity: 0.55 }),
          text(36, 498, 'Sam Patel · Starling ••0937', 14, c.ink, { weight: 600 }),
          checked(34, 530, 8, c.primary),
          text(48, 534, 'Bank to bank, no card fees', 12, c.primary, { weight: 600 }),
          button(20, 556, 260, 50, c.primary, 'Pay with Face ID', WHITE, 16),
        ].join(''),
    },
  ],
};

// ---------------------------------------------------------------------------------------------- Huddle

/** A club crest: a shield with the club's initials. */
const crest = (x: number, y: number, fill: string, ink: string, letters: string) =>
  shape(`M${x} ${y}h30v18c0 10-7 16-15 20-8-4-15-10-15-20Z`, fill) +
  text(x + 15, y + 22, letters, 11, ink, { weight: 800, anchor: 'middle' });

const huddle: ProductDrawing = {
  roles: ['Pitch green', 'Floodlight', 'Touchline white', 'Clubhouse navy'],
  hero: {
    background: (c) =>
      rect(0, 0, 1200, 800, c.primary) +
      group({ fill: 'none', stroke: WHITE, 'stroke-opacity': 0.35, 'stroke-width': 4 }, [
        element('rect', { x: 40, y: 40, width: 1120, height: 720 }),
        element('path', { d: 'M600 40V760' }),
        element('circle', { cx: 600, cy: 400, r: 110 }),
        element('rect', { x: 40, y: 240, width: 150, height: 320 }),
        element('rect', { x: 1010, y: 240, width: 150, height: 320 }),
      ]),
    screens: ['fixtures', 'chat'],
  },
  screens: [
    {
      name: 'fixtures',
      kind: 'phone',
      draw: (c) => {
        const days = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
        return [
          rect(0, 0, W, 640, c.light),
          rect(0, 0, W, 214, c.ink),
          statusBar(WHITE),
          crest(20, 56, c.accent, c.ink, 'LH'),
          text(60, 72, 'Liffey Harps', 16, WHITE, { weight: 700 }),
          text(60, 90, 'Under-14 boys · Football', 12, WHITE, { opacity: 0.7 }),
          rect(14, 110, 272, 92, WHITE, 16, 0.1),
          text(30, 134, 'NEXT FIXTURE', 10, c.accent, { weight: 700, spacing: 1 }),
          text(30, 160, 'vs St Brendan’s', 18, WHITE, { weight: 700 }),
          text(30, 184, 'Sat 14:30 · home · pitch 2', 12, WHITE, { opacity: 0.75 }),
          button(222, 150, 52, 30, c.accent, 'Map', c.ink, 12),
          ...days.map((day, index) => {
            const x = 14 + index * 39.5;
            const today = index === 3;
            return (
              rect(x, 226, 34, 50, today ? c.primary : WHITE, 12) +
              text(x + 17, 244, day, 11, today ? WHITE : c.ink, { anchor: 'middle', opacity: today ? 1 : 0.55 }) +
              text(x + 17, 265, String(14 + index), 15, today ? WHITE : c.ink, { weight: 700, anchor: 'middle' })
            );
          }),
          ...(
            [
              ['Tue 19:00 · Training', 'All-weather pitch · bibs and cones', [18, 3, 2], -1],
              ['Thu 19:00 · Training', 'Your answer', [16, 4, 1], 0],
              ['Sat 14:30 · League match', 'vs St Brendan’s · home', [14, 3, 2], -1],
            ] as const
          ).map(([title, detail, counts, answer], index) => {
            const y = 290 + index * 92;
            const answers =
              answer === 0
                ? ['In', 'Maybe', 'Out']
                    .map((label, option) =>
                      option === 0
                        ? button(24, y + 46, 76, 30, c.primary, label, WHITE, 13)
                        : rect(24 + option * 84, y + 46, 76, 30, c.ink, 14, 0.1) +
                          text(62 + option * 84, y + 66, label, 13, c.ink, { weight: 700, anchor: 'middle' }),
                    )
                    .join('')
                : (
                    [
                      [`${counts[0]} in`, c.primary, WHITE, undefined],
                      [`${counts[1]} maybe`, c.accent, c.ink, undefined],
                      [`${counts[2]} out`, c.ink, c.ink, 0.1],
                    ] as const
                  ).reduce<{ x: number; svg: string }>(
                    (row, [label, fill, ink, opacity]) => {
                      const part = chip(row.x, y + 48, label, fill, ink, 11, opacity);
                      return { x: row.x + part.width + 12, svg: row.svg + part.svg };
                    },
                    { x: 24, svg: '' },
                  ).svg;
            return (
              card(12, y, 276, 84, 16) +
              rect(12, y, 5, 84, index === 2 ? c.accent : c.primary, 2) +
              text(26, y + 24, title, 15, c.ink, { weight: 700 }) +
              text(26, y + 42, detail, 12, c.ink, { opacity: 0.6 }) +
              answers
            );
          }),
          tabBar(['Schedule', 'Chat', 'Fees', 'Club'], 0, WHITE, c.ink, c.primary),
        ].join('');
      },
    },
    {
      name: 'chat',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.light),
          rect(0, 0, W, 112, c.ink),
          statusBar(WHITE),
          back(24, 76, WHITE),
          crest(38, 56, c.accent, c.ink, 'LH'),
          text(78, 72, 'U14 squad', 16, WHITE, { weight: 700 }),
          text(78, 90, '22 players · 3 coaches', 12, WHITE, { opacity: 0.7 }),
          rect(0, 112, W, 28, c.accent, 0, 0.35),
          text(150, 131, 'Youth team: two vetted adults in every chat', 11, c.ink, {
            anchor: 'middle',
            weight: 600,
          }),
          avatar(30, 172, 14, c.primary, 'DM', WHITE),
          text(52, 160, 'Coach Declan', 11, c.ink, { weight: 700, opacity: 0.7 }),
          rect(52, 166, 222, 52, WHITE, 14),
          text(64, 187, 'Pitch 2 is booked for Saturday.', 13, c.ink),
          text(64, 206, 'Warm-up at 13:45, bring both kits.', 13, c.ink),
          rect(120, 230, 166, 36, c.primary, 14),
          text(134, 253, 'I can bring the nets', 13, WHITE),
          avatar(30, 300, 14, c.primary, 'DM', WHITE),
          card(52, 282, 234, 176, 16),
          text(66, 306, 'POLL', 10, c.primary, { weight: 700, spacing: 1 }),
          text(66, 326, 'Who can play on Saturday?', 14, c.ink, { weight: 700 }),
          ...(
            [
              ['In', 14, 1],
              ['Maybe', 3, 0.22],
              ['Out', 2, 0.15],
            ] as const
          ).map(([label, count, share], index) => {
            const y = 338 + index * 30;
            return (
              rect(66, y, 206, 26, c.ink, 8, 0.06) +
              rect(66, y, 206 * share, 26, index ? c.ink : c.primary, 8, index ? 0.18 : 0.85) +
              text(76, y + 18, label, 12, index ? c.ink : WHITE, { weight: 700 }) +
              text(262, y + 18, String(count), 12, index ? c.ink : WHITE, { weight: 700, anchor: 'end' })
            );
          }),
          text(66, 444, 'You voted In · 19 of 22 answered', 11, c.ink, { opacity: 0.6 }),
          avatar(30, 486, 14, c.accent, 'AO', c.ink),
          text(52, 474, 'Aoife, Cian’s mum', 11, c.ink, { weight: 700, opacity: 0.7 }),
          rect(52, 480, 222, 36, WHITE, 14),
          text(64, 503, 'Cian has a cold, so maybe', 13, c.ink),
          pill(12, 580, 222, 42, WHITE),
          text(30, 606, 'Message the squad', 13, c.ink, { opacity: 0.45 }),
          circle(264, 601, 21, c.primary),
          shape('M256 593l18 8-18 8 4-8Z', WHITE),
        ].join(''),
    },
    {
      name: 'fees',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.light),
          rect(0, 0, W, 232, c.primary),
          statusBar(WHITE),
          text(22, 82, 'Fees and kit', 24, WHITE, { weight: 700 }),
          text(22, 104, 'Season 2024/25 · Liffey Harps', 13, WHITE, { opacity: 0.8 }),
          rect(14, 122, 272, 96, WHITE, 16, 0.14),
          text(30, 148, 'Membership, family plan', 13, WHITE, { weight: 600 }),
          text(30, 180, '€80 of €120 paid', 22, WHITE, { weight: 700 }),
          progress(30, 194, 240, 8, 0.67, c.accent, WHITE, 0.25),
          card(12, 246, 276, 98, 16),
          text(28, 272, 'Next instalment', 12, c.ink, { opacity: 0.6 }),
          text(28, 298, '€40 due 1 November', 17, c.ink, { weight: 700 }),
          text(28, 322, 'Reminder 7 days before, set by the treasurer', 11, c.ink, { opacity: 0.6 }),
          ...(
            [
              ['Match levy, Saturday', '€5'],
              ['Kit: home jersey, size M', '€35'],
              ['Summer camp deposit', '€25'],
            ] as const
          ).map(
            ([label, amount], index) =>
              text(28, 378 + index * 42, label, 13, c.ink, { weight: 600 }) +
              text(272, 378 + index * 42, amount, 14, c.ink, { weight: 700, anchor: 'end' }) +
              rule(28, 392 + index * 42, 244, c.ink),
          ),
          button(14, 506, 272, 48, c.ink, 'Pay €40 with Apple Pay', WHITE, 15),
          tabBar(['Schedule', 'Chat', 'Fees', 'Club'], 2, WHITE, c.ink, c.primary),
        ].join(''),
    },
  ],
};

// ---------------------------------------------------------------------------------------------- Campus Quest

/** The dark sidebar of the Campus Quest web app with its menu, one item current. */
function questSidebar(c: Colours, items: readonly string[], current: number, who: [string, string]) {
  return [
    rect(0, 0, 200, PAGE.height, c.ink),
    circle(36, 36, 16, c.accent),
    text(36, 41, 'CQ', 12, c.ink, { weight: 800, anchor: 'middle' }),
    text(60, 41, 'Campus Quest', 15, WHITE, { weight: 700 }),
    ...items.map(
      (item, index) =>
        (index === current ? rect(14, 78 + index * 44, 172, 36, c.primary, 10) : '') +
        rect(28, 90 + index * 44, 12, 12, index === current ? WHITE : c.accent, 3, index === current ? 1 : 0.7) +
        text(52, 101 + index * 44, item, 13, WHITE, { weight: 600, opacity: index === current ? 1 : 0.75 }),
    ),
    avatar(36, 516, 16, c.accent, who[0].slice(0, 1), c.ink),
    text(60, 512, who[0], 13, WHITE, { weight: 600 }),
    text(60, 528, who[1], 11, WHITE, { opacity: 0.6 }),
  ].join('');
}

const campusQuest: ProductDrawing = {
  roles: ['Quest violet', 'Sunrise yellow', 'Chalk', 'Blackboard'],
  hero: {
    background: (c) =>
      rect(0, 0, 1200, 800, c.primary) +
      circle(1080, 110, 180, c.accent, 0.9) +
      group({ fill: WHITE, opacity: 0.25 }, [
        ...[
          [120, 90],
          [260, 720],
          [1110, 700],
          [60, 420],
        ].map(([x = 0, y = 0]) => shape(`M${x} ${y - 14}l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z`, WHITE)),
      ]),
    screens: ['quest-map', 'teacher'],
  },
  screens: [
    {
      name: 'quest-map',
      kind: 'browser',
      title: 'Fractions Forest · Campus Quest',
      draw: (c) => {
        const stops = [
          [290, 470],
          [400, 410],
          [360, 310],
          [500, 262],
          [620, 330],
          [730, 250],
          [850, 170],
        ] as const;
        const labels = ['Halves', 'Quarters', 'Thirds', 'Equivalent fractions', 'Compare', 'Simplify', ''];
        return [
          rect(0, 0, PAGE.width, PAGE.height, c.light),
          questSidebar(c, ['My quests', 'Skills', 'Rewards', 'Class 7b'], 0, ['Lena', 'Class 7b']),
          text(228, 50, 'Fractions Forest', 24, c.ink, { weight: 800 }),
          text(228, 72, 'Quest 3 of 5 · set by Ms Hoffmann', 13, c.ink, { opacity: 0.6 }),
          text(930, 46, 'Equivalent fractions', 12, c.ink, { weight: 700, anchor: 'end' }),
          progress(710, 56, 220, 10, 0.7, c.accent, c.ink, 0.1),
          text(930, 84, '7 of 10 skills mastered', 11, c.ink, { anchor: 'end', opacity: 0.6 }),
          rect(222, 100, 716, 440, c.primary, 20, 0.08),
          shape('M250 150c60-50 150-30 160 15s-80 70-140 45-50-30-20-60Z', c.primary, 0.12),
          shape('M640 470c40-50 170-45 210 0s-40 60-110 52-120-12-100-52Z', c.primary, 0.12),
          line(through(stops), c.ink, 5, { 'stroke-dasharray': '2 14', opacity: 0.4 }),
          ...stops
            .slice(0, 3)
            .map(
              ([x, y], index) =>
                checked(x, y, 20, c.primary) +
                text(x, y + 40, labels[index] ?? '', 12, c.ink, { weight: 700, anchor: 'middle' }),
            ),
          circle(500, 262, 36, c.accent, 0.35),
          circle(500, 262, 27, c.accent),
          shape('M500 248l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1Z', c.ink),
          text(500, 318, 'Equivalent fractions', 13, c.ink, { weight: 800, anchor: 'middle' }),
          ...stops.slice(4, 6).map(
            ([x, y], index) =>
              circle(x, y, 18, c.ink, 0.18) +
              rect(x - 6, y - 3, 12, 10, c.ink, 2, 0.5) +
              element('path', {
                d: `M${x - 4} ${y - 3}v-3a4 4 0 0 1 8 0v3`,
                fill: 'none',
                stroke: c.ink,
                'stroke-opacity': 0.5,
                'stroke-width': 2,
              }) +
              text(x, y + 36, labels[index + 4] ?? '', 12, c.ink, { anchor: 'middle', opacity: 0.55 }),
          ),
          rect(846, 130, 4, 44, c.ink),
          shape('M850 130h40l-10 12 10 12h-40Z', c.accent),
          card(634, 404, 286, 120, 16),
          text(652, 430, 'NEXT UP', 10, c.primary, { weight: 800, spacing: 1 }),
          text(652, 452, 'Equivalent fractions', 16, c.ink, { weight: 700 }),
          text(652, 472, '8 exercises · about 10 minutes', 12, c.ink, { opacity: 0.6 }),
          button(652, 484, 150, 30, c.primary, 'Continue quest', WHITE, 13),
        ].join('');
      },
    },
    {
      name: 'exercise',
      kind: 'browser',
      title: 'Question 8 · Campus Quest',
      draw: (c) =>
        [
          rect(0, 0, PAGE.width, PAGE.height, c.light),
          rect(0, 0, PAGE.width, 60, WHITE),
          circle(36, 30, 16, c.accent),
          text(36, 35, 'CQ', 12, c.ink, { weight: 800, anchor: 'middle' }),
          text(62, 36, 'Equivalent fractions', 15, c.ink, { weight: 700 }),
          ...Array.from({ length: 10 }, (_, index) =>
            circle(
              372 + index * 24,
              30,
              7,
              index < 7 ? c.primary : index === 7 ? c.accent : c.ink,
              index > 7 ? 0.15 : undefined,
            ),
          ),
          text(930, 36, 'Question 8 of 10', 13, c.ink, { weight: 600, anchor: 'end', opacity: 0.7 }),
          card(150, 84, 660, 440, 22),
          text(480, 136, 'Which fraction is equal to 3/4?', 26, c.ink, { weight: 800, anchor: 'middle' }),
          ...[0, 1, 2, 3].map((part) =>
            element('rect', {
              x: 330 + part * 75,
              y: 160,
              width: 75,
              height: 40,
              fill: part < 3 ? c.primary : WHITE,
              stroke: c.ink,
              'stroke-width': 2,
            }),
          ),
          ...(['6/8', '4/3', '9/16', '3/8'] as const).map((answer, index) => {
            const x = 230 + (index % 2) * 256;
            const y = 228 + Math.floor(index / 2) * 84;
            const chosen = index === 0;
            return (
              element('rect', {
                x,
                y,
                width: 240,
                height: 68,
                rx: 14,
                fill: chosen ? c.light : WHITE,
                stroke: chosen ? c.primary : c.ink,
                'stroke-opacity': chosen ? undefined : 0.2,
                'stroke-width': chosen ? 3 : 2,
              }) +
              text(x + 22, y + 41, String(index + 1), 13, c.ink, { weight: 700, opacity: 0.45 }) +
              text(x + 120, y + 45, answer, 28, c.ink, { weight: 800, anchor: 'middle' }) +
              (chosen ? checked(x + 212, y + 34, 13, c.primary) : '')
            );
          }),
          rect(230, 408, 496, 44, c.accent, 12, 0.3),
          text(248, 435, 'Hint: multiply the top and the bottom by the same number.', 13, c.ink),
          button(576, 466, 150, 42, c.primary, 'Check answer', WHITE, 15),
          text(230, 492, 'Keys 1 to 4 choose, Enter checks', 12, c.ink, { opacity: 0.55 }),
        ].join(''),
    },
    {
      name: 'teacher',
      kind: 'browser',
      title: 'Class 7b skills · Campus Quest',
      draw: (c) => {
        const skills = ['Equiv.', 'Compare', 'Add', 'Subtract', 'Ratios', 'Per cent'];
        const pupils = ['Lena', 'Jonas', 'Mia', 'Elias', 'Emma', 'Paul', 'Hannah', 'Ben', 'Sophie'];
        // Mastery per pupil and skill, 0 to 3; ratios and percent are the weak skills.
        const mastery = ['333321', '332210', '333311', '322100', '333322', '232110', '333221', '322201', '333310'];
        return [
          rect(0, 0, PAGE.width, PAGE.height, c.light),
          questSidebar(c, ['Classes', 'Quest builder', 'Exercise library', 'Skills heatmap'], 3, [
            'Ms Hoffmann',
            'Maths · Leipzig',
          ]),
          text(228, 50, 'Class 7b · skills heatmap', 22, c.ink, { weight: 800 }),
          text(228, 72, '27 pupils · fractions unit · this week', 13, c.ink, { opacity: 0.6 }),
          card(222, 92, 470, 446, 16),
          ...skills.map((skill, index) =>
            text(344 + index * 56, 120, skill, 10, c.ink, { weight: 700, anchor: 'middle', opacity: 0.7 }),
          ),
          ...pupils.map(
            (pupil, row) =>
              text(240, 154 + row * 42, pupil, 13, c.ink, { weight: 600 }) +
              [...(mastery[row] ?? '')]
                .map((level, column) => {
                  const value = Number(level);
                  return rect(
                    320 + column * 56,
                    134 + row * 42,
                    48,
                    32,
                    value < 2 ? c.accent : c.primary,
                    8,
                    value < 2 ? (value ? 0.55 : 1) : value === 2 ? 0.45 : 0.9,
                  );
                })
                .join(''),
          ),
          card(708, 92, 230, 446, 16),
          text(726, 122, 'Needs another lesson', 15, c.ink, { weight: 800 }),
          ...(
            [
              ['Ratios', '12 of 27 pupils'],
              ['Per cent of an amount', '9 of 27 pupils'],
              ['Subtracting fractions', '4 of 27 pupils'],
            ] as const
          ).map(
            ([skill, who], index) =>
              rect(726, 140 + index * 70, 194, 58, c.accent, 12, 0.22) +
              text(740, 164 + index * 70, skill, 13, c.ink, { weight: 700 }) +
              text(740, 184 + index * 70, who, 12, c.ink, { opacity: 0.65 }),
          ),
          text(726, 384, '6,000 exercises in the library', 12, c.ink, { opacity: 0.6 }),
          button(726, 400, 194, 40, c.primary, 'Assign practice quest', WHITE, 13),
          text(726, 474, 'Mastered', 11, c.ink, { opacity: 0.6 }),
          rect(800, 464, 14, 14, c.primary, 3, 0.9),
          text(726, 500, 'Needs practice', 11, c.ink, { opacity: 0.6 }),
          rect(820, 490, 14, 14, c.accent, 3),
        ].join('');
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------- Voltway

/** A charger on the map: a round pin when free, a square one when busy, a crossed grey one when offline. */
function chargerPin(x: number, y: number, state: 'free' | 'busy' | 'offline', label: string, c: Colours) {
  const fill = state === 'free' ? c.primary : state === 'busy' ? c.accent : c.ink;
  const head =
    state === 'busy'
      ? rect(x - 17, y - 44, 34, 30, fill, 6)
      : circle(x, y - 29, 17, fill, state === 'offline' ? 0.45 : undefined);
  return (
    shape(`M${x - 7} ${y - 16}l7 16 7-16Z`, fill, state === 'offline' ? 0.45 : undefined) +
    head +
    text(x, y - 25, label, 11, state === 'busy' ? c.ink : WHITE, { weight: 800, anchor: 'middle' })
  );
}

/** Streets, a park and the river of a city map, `width` x `height`. */
const cityMap = (c: Colours, width: number, height: number) =>
  [
    rect(0, 0, width, height, c.light),
    rect(width * 0.58, height * 0.1, width * 0.3, height * 0.22, c.accent, 18, 0.28),
    line(
      `M0 ${height * 0.66}C${width * 0.3} ${height * 0.6} ${width * 0.55} ${height * 0.8} ${width} ${height * 0.7}`,
      c.primary,
      18,
      {
        opacity: 0.25,
      },
    ),
    line(
      `M0 ${height * 0.4}C${width * 0.3} ${height * 0.36} ${width * 0.6} ${height * 0.5} ${width} ${height * 0.44}`,
      WHITE,
      14,
    ),
    line(`M${width * 0.28} 0L${width * 0.4} ${height}M${width * 0.76} 0L${width * 0.68} ${height}`, WHITE, 10),
    line(`M0 ${height * 0.18}H${width}M0 ${height * 0.88}H${width}`, WHITE, 7),
  ].join('');

const voltway: ProductDrawing = {
  roles: ['Volt teal', 'Charge lime', 'Cloud', 'Midnight'],
  hero: {
    background: (c) =>
      rect(0, 0, 1200, 800, c.ink) +
      line('M-40 640C260 560 420 720 700 620S1100 520 1260 600', c.primary, 70, { opacity: 0.35 }) +
      line('M-40 700C260 620 420 780 700 680S1100 580 1260 660', c.accent, 10, { opacity: 0.6 }),
    screens: ['map', 'operator'],
    phoneFirst: true,
  },
  screens: [
    {
      name: 'map',
      kind: 'phone',
      draw: (c) =>
        [
          cityMap(c, W, 640),
          chargerPin(70, 200, 'free', '150', c),
          chargerPin(200, 170, 'busy', '50', c),
          chargerPin(150, 300, 'free', '22', c),
          chargerPin(250, 330, 'offline', '50', c),
          circle(120, 250, 9, c.primary, 0.3),
          circle(120, 250, 5, c.primary),
          statusBar(c.ink),
          pill(14, 48, 272, 44, WHITE),
          element('circle', { cx: 38, cy: 69, r: 6, fill: 'none', stroke: c.ink, 'stroke-width': 2 }),
          text(54, 75, 'Chargers near Cluj-Napoca', 14, c.ink, { opacity: 0.7 }),
          chip(14, 102, 'CCS · 50 kW+', c.ink, WHITE, 11).svg,
          chip(120, 102, 'Free now', WHITE, c.ink, 11).svg,
          rect(0, 366, W, 290, WHITE, 24),
          pill(126, 378, 48, 5, c.ink, 0.2),
          text(20, 418, 'Lidl Mărăști', 19, c.ink, { weight: 700 }),
          text(20, 440, 'Str. Aurel Vlaicu 3 · 1.2 km · open 24 h', 12, c.ink, { opacity: 0.6 }),
          chip(20, 456, '2 of 4 free', c.primary, WHITE, 12).svg,
          chip(126, 456, 'CCS 150 kW', c.light, c.ink, 12).svg,
          text(20, 520, '2.10 lei/kWh · pay with Google Pay', 13, c.ink, { weight: 600 }),
          button(20, 544, 260, 52, c.accent, 'Start charging', c.ink, 17),
          text(150, 620, 'or scan the QR code on the charger', 12, c.ink, { anchor: 'middle', opacity: 0.6 }),
        ].join(''),
    },
    {
      name: 'charging',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.ink),
          statusBar(WHITE),
          text(150, 80, 'Charging', 17, WHITE, { weight: 700, anchor: 'middle' }),
          text(150, 100, 'OMV Turda · charger 2 · CCS', 12, WHITE, { anchor: 'middle', opacity: 0.6 }),
          element('circle', {
            cx: 150,
            cy: 236,
            r: 100,
            fill: 'none',
            stroke: WHITE,
            'stroke-opacity': 0.1,
            'stroke-width': 16,
          }),
          element('circle', {
            cx: 150,
            cy: 236,
            r: 100,
            fill: 'none',
            stroke: c.accent,
            'stroke-width': 16,
            'stroke-linecap': 'round',
            'stroke-dasharray': '427 629',
            transform: 'rotate(-90 150 236)',
          }),
          text(150, 236, '23.4', 50, WHITE, { weight: 800, anchor: 'middle' }),
          text(150, 260, 'kWh delivered', 13, WHITE, { anchor: 'middle', opacity: 0.65 }),
          text(150, 290, 'Battery 68%', 13, c.accent, { anchor: 'middle', weight: 700 }),
          ...(
            [
              ['Cost so far', '49.14 lei'],
              ['Power', '142 kW'],
              ['To 80%', '9 min'],
            ] as const
          ).map(
            ([label, value], index) =>
              rect(14 + index * 92, 372, 84, 76, WHITE, 14, 0.08) +
              text(56 + index * 92, 402, label, 11, WHITE, { anchor: 'middle', opacity: 0.65 }) +
              text(56 + index * 92, 428, value, 16, WHITE, { anchor: 'middle', weight: 700 }),
          ),
          text(150, 490, 'Started 18:42 · pre-authorised 150 lei', 12, WHITE, { anchor: 'middle', opacity: 0.6 }),
          button(20, 540, 260, 52, c.primary, 'Stop charging', WHITE, 17),
        ].join(''),
    },
    {
      name: 'operator',
      kind: 'browser',
      title: 'Network · Voltway operator',
      draw: (c) =>
        [
          rect(0, 0, PAGE.width, PAGE.height, c.light),
          rect(0, 0, PAGE.width, 56, c.ink),
          shape('M34 14l-12 16h9l-4 12 13-17h-9l4-11Z', c.accent),
          text(56, 35, 'Voltway operator', 15, WHITE, { weight: 700 }),
          ...['Network', 'Tariffs', 'Tickets', 'Firmware'].map(
            (item, index) =>
              (index === 0 ? rect(246 + index * 100, 14, 88, 28, WHITE, 8, 0.14) : '') +
              text(290 + index * 100, 33, item, 13, WHITE, { anchor: 'middle', opacity: index ? 0.65 : 1 }),
          ),
          ...(
            [
              ['Chargers', '2,300', c.ink],
              ['Available', '1,642', c.primary],
              ['Charging', '571', c.accent],
              ['Faulted', '87', c.ink],
            ] as const
          ).map(
            ([label, value, colour], index) =>
              card(20 + index * 150, 72, 138, 72, 12) +
              rect(20 + index * 150, 72, 5, 72, colour, 2) +
              text(38 + index * 150, 98, label, 12, c.ink, { opacity: 0.6 }) +
              text(38 + index * 150, 128, value, 24, c.ink, { weight: 800 }),
          ),
          element('clipPath', { id: 'network' }, rect(20, 160, 582, 384, WHITE, 14)),
          group({ 'clip-path': 'url(#network)' }, [
            group({ transform: 'translate(20 160)' }, [
              cityMap(c, 582, 384),
              chargerPin(90, 120, 'free', '150', c),
              chargerPin(230, 200, 'busy', '50', c),
              chargerPin(380, 110, 'free', '50', c),
              chargerPin(320, 330, 'offline', '22', c),
              chargerPin(480, 260, 'busy', '150', c),
              chargerPin(140, 300, 'free', '22', c),
            ]),
          ]),
          card(618, 72, 322, 472, 14),
          text(636, 100, 'Faults · opened automatically', 14, c.ink, { weight: 800 }),
          ...(
            [
              ['Petrom A1 km 42', 'Connector error · ticket #4812'],
              ['Kaufland Oradea', 'No heartbeat for 3 min · hidden'],
              ['Hotel Budapest Airport', 'Remote reset sent · back online'],
              ['Lidl Mărăști, charger 3', 'Firmware 2.0.1 update queued'],
              ['OMV Deva', 'Payment terminal offline'],
            ] as const
          ).map(
            ([site, state], index) =>
              warning(646, 122 + index * 72, 20, index === 2 ? c.primary : c.ink, index === 2 ? WHITE : c.accent) +
              text(668, 136 + index * 72, site, 13, c.ink, { weight: 700 }) +
              text(668, 156 + index * 72, state, 12, c.ink, { opacity: 0.65 }) +
              rule(636, 176 + index * 72, 286, c.ink),
          ),
          text(636, 516, 'Tariffs by site and hour · 2 changes today', 12, c.primary, { weight: 700 }),
        ].join(''),
    },
  ],
};

// ---------------------------------------------------------------------------------------------- RoadReady

/** A panel van seen from the side, 220 x 100, facing right, in a body colour with dark glass and wheels. */
const sideVan = (x: number, y: number, body: string, glass: string) =>
  group({ transform: `translate(${x} ${y})` }, [
    shape('M0 12q0-12 12-12h138l40 40h22q8 0 8 8v34h-220Z', body),
    shape('M156 8l30 30h-30Z', glass, 0.85),
    rect(0, 70, 220, 12, glass, 4, 0.25),
    circle(48, 84, 16, glass),
    circle(48, 84, 6, body),
    circle(176, 84, 16, glass),
    circle(176, 84, 6, body),
    rect(196, 30, 8, 12, glass, 2),
  ]);

const roadReady: ProductDrawing = {
  roles: ['Signal orange', 'Road-safe green', 'Depot grey', 'Asphalt', 'Hazard red'],
  hero: {
    background: (c) =>
      rect(0, 0, 1200, 800, c.primary) +
      rect(0, 560, 1200, 240, c.ink) +
      group({ fill: WHITE, opacity: 0.7 }, [
        ...Array.from({ length: 8 }, (_, index) => rect(20 + index * 160, 672, 90, 12, WHITE, 2)),
      ]),
    screens: ['check', 'fleet'],
    phoneFirst: true,
  },
  screens: [
    {
      name: 'check',
      kind: 'phone',
      draw: (c) => {
        const items = [
          ['Tyres and wheels', 'ok'],
          ['Lights and indicators', 'ok'],
          ['Mirrors and glass', 'defect'],
          ['Brakes and air lines', 'ok'],
        ] as const;
        return [
          rect(0, 0, W, 640, c.ink),
          statusBar(WHITE),
          text(22, 82, 'Walkaround check', 22, WHITE, { weight: 700 }),
          chip(22, 96, 'LK71 XRD · Ford Transit', c.primary, WHITE, 12).svg,
          text(278, 114, '7 of 12', 13, WHITE, { anchor: 'end', opacity: 0.7 }),
          progress(22, 136, 256, 6, 7 / 12, c.primary, WHITE, 0.15),
          ...items.map(([item, state], index) => {
            const y = 156 + index * 56;
            return (
              rect(14, y, 272, 48, WHITE, 12, 0.07) +
              text(30, y + 29, item, 14, WHITE, { weight: 600 }) +
              (state === 'ok'
                ? checked(262, y + 24, 11, c.accent) +
                  text(244, y + 29, 'OK', 12, c.accent, { weight: 700, anchor: 'end' })
                : warning(262, y + 13, 22, c.extra) +
                  text(244, y + 29, 'Defect', 12, c.extra, { weight: 700, anchor: 'end' }))
            );
          }),
          rect(14, 388, 272, 128, WHITE, 16, 0.12),
          text(30, 416, 'NOW CHECKING', 10, c.primary, { weight: 800, spacing: 1 }),
          text(30, 442, 'Fuel and oil leaks', 18, WHITE, { weight: 700 }),
          text(30, 462, 'Look under the engine and the tank', 12, WHITE, { opacity: 0.65 }),
          text(30, 500, 'Started 05:12 · offline, will sync', 11, WHITE, { opacity: 0.55 }),
          button(14, 532, 130, 64, c.accent, 'OK', WHITE, 20),
          button(156, 532, 130, 64, c.extra, 'Defect', WHITE, 20),
        ].join('');
      },
    },
    {
      name: 'defect',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.light),
          statusBar(c.ink),
          back(24, 76, c.ink),
          text(40, 82, 'Report a defect', 20, c.ink, { weight: 700 }),
          rect(14, 104, 272, 168, c.ink, 16),
          rect(14, 224, 272, 48, WHITE, 0, 0.08),
          sideVan(40, 132, WHITE, c.ink),
          element('circle', { cx: 232, cy: 170, r: 22, fill: 'none', stroke: c.extra, 'stroke-width': 4 }),
          chip(24, 236, 'Photo 1 of 2 · 05:18', c.ink, WHITE, 10).svg,
          text(22, 304, 'Nearside mirror glass cracked', 16, c.ink, { weight: 700 }),
          text(22, 324, 'LK71 XRD · Mirrors and glass', 12, c.ink, { opacity: 0.6 }),
          text(22, 356, 'Severity', 12, c.ink, { weight: 700, opacity: 0.7 }),
          ...(
            [
              ['Minor', c.accent],
              ['Major', c.primary],
              ['Dangerous', c.extra],
            ] as const
          ).map(
            ([label, colour], index) =>
              element('rect', {
                x: 14 + index * 92,
                y: 366,
                width: 86,
                height: 38,
                rx: 10,
                fill: index === 1 ? colour : WHITE,
                stroke: colour,
                'stroke-width': 2,
              }) +
              text(57 + index * 92, 390, label, 12, index === 1 ? WHITE : colour, { weight: 700, anchor: 'middle' }),
          ),
          rect(14, 420, 272, 68, WHITE, 14),
          text(30, 446, 'Vehicle can drive today', 13, c.ink, { weight: 700 }),
          text(30, 468, 'Workshop job within 24 h · signed D. Walsh', 11, c.ink, { opacity: 0.65 }),
          button(14, 540, 272, 56, c.primary, 'Send to workshop', WHITE, 17),
        ].join(''),
    },
    {
      name: 'fleet',
      kind: 'browser',
      title: 'Fleet board · RoadReady',
      draw: (c) => {
        const vans = [
          ['LK71 XRD', 'Ford Transit', 'D. Walsh', 'Defect · major', c.primary, '14 Nov'],
          ['MX69 BFP', 'Mercedes Sprinter', 'A. Khan', 'Passed 05:31', c.accent, '2 Dec'],
          ['YR20 KTE', 'DAF LF 180', 'J. Byrne', 'Off road', c.extra, 'Today'],
          ['BD22 OWN', 'Ford Transit', 'S. Price', 'Passed 05:07', c.accent, '28 Nov'],
          ['SN70 HGV', 'Volvo FL', 'M. Nowak', 'Not done', c.ink, '9 Dec'],
        ] as const;
        return [
          rect(0, 0, PAGE.width, PAGE.height, c.light),
          rect(0, 0, 64, PAGE.height, c.ink),
          rect(16, 18, 32, 32, c.primary, 8),
          text(32, 40, 'R', 17, WHITE, { weight: 800, anchor: 'middle' }),
          ...[0, 1, 2, 3].map((item) => rect(22, 86 + item * 52, 20, 20, WHITE, 5, item ? 0.3 : 1)),
          text(88, 46, 'Fleet board · North depot', 22, c.ink, { weight: 800 }),
          button(760, 24, 180, 36, c.ink, 'Export audit PDF', WHITE, 13),
          ...(
            [
              ['Off road', '6', c.extra],
              ['Overdue checks', '3', c.primary],
              ['Inspections this week', '11', c.ink],
              ['Repairs in October', '£8,420', c.ink],
            ] as const
          ).map(
            ([label, value, colour], index) =>
              card(88 + index * 214, 76, 200, 80, 12) +
              text(106 + index * 214, 104, label, 12, c.ink, { opacity: 0.65 }) +
              text(106 + index * 214, 138, value, 26, colour, { weight: 800 }),
          ),
          card(88, 172, 852, 366, 12),
          ...['Registration', 'Vehicle', 'Driver', 'Today’s check', 'Next inspection'].map((heading, index) =>
            text([108, 250, 420, 560, 780][index] ?? 0, 204, heading, 12, c.ink, { weight: 700, opacity: 0.6 }),
          ),
          rule(108, 220, 812, c.ink),
          ...vans.map(([plate, vehicle, driver, check, colour, next], index) => {
            const y = 236 + index * 60;
            return (
              rect(108, y, 110, 32, '#ffd60a', 4) +
              text(163, y + 22, plate, 14, '#111', { weight: 800, anchor: 'middle' }) +
              text(250, y + 21, vehicle, 13, c.ink) +
              text(420, y + 21, driver, 13, c.ink) +
              chip(560, y + 2, check, colour, colour === c.ink ? c.ink : WHITE, 12, colour === c.ink ? 0.12 : undefined)
                .svg +
              text(780, y + 21, next, 13, c.ink, { weight: index === 2 ? 700 : undefined }) +
              (index < 4 ? rule(108, y + 46, 812, c.ink) : '')
            );
          }),
        ].join('');
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------- Glow

const glow: ProductDrawing = {
  roles: ['Plum', 'Blush', 'Porcelain', 'Plum', 'Sage'],
  hero: {
    background: (c) =>
      rect(0, 0, 1200, 800, c.accent) + circle(1040, 700, 300, c.extra, 0.45) + circle(120, 80, 220, c.light, 0.6),
    screens: ['time', 'calendar'],
  },
  screens: [
    {
      name: 'treatments',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.light),
          statusBar(c.ink),
          text(22, 72, 'GLOW SÖDERMALM', 11, c.primary, { weight: 700, spacing: 1.5 }),
          text(22, 104, 'Treatments', 28, c.ink, { family: SERIF }),
          ...['Hair', 'Skin', 'Lashes', 'Nails'].reduce<{ x: number; svg: string }>(
            (row, label, index) => {
              const part = chip(row.x, 122, label, index === 1 ? c.primary : WHITE, index === 1 ? WHITE : c.ink, 12);
              return { x: row.x + part.width + 8, svg: row.svg + part.svg };
            },
            { x: 22, svg: '' },
          ).svg,
          ...(
            [
              ['HydraFacial', '60 min · 1,395 kr', 'Deposit 300 kr'],
              ['Chemical peel', '45 min · 1,150 kr', 'Patch test 48 h before'],
              ['LED light therapy', '30 min · 650 kr', ''],
              ['Microneedling', '75 min · 2,100 kr', 'Deposit 500 kr'],
            ] as const
          ).map(([name, detail, note], index) => {
            const y = 170 + index * 98;
            return (
              card(14, y, 272, 88, 18) +
              rect(24, y + 10, 68, 68, index % 2 ? c.extra : c.accent, 14) +
              shape(`M58 ${y + 24}c12 14 16 22 16 30a16 16 0 0 1-32 0c0-8 4-16 16-30Z`, WHITE, 0.8) +
              text(104, y + 32, name, 17, c.ink, { family: SERIF }) +
              text(104, y + 52, detail, 12, c.ink, { opacity: 0.7 }) +
              (note ? chip(104, y + 58, note, c.extra, WHITE, 10).svg : '')
            );
          }),
          tabBar(['Book', 'Visits', 'Waitlist', 'Profile'], 0, WHITE, c.ink, c.primary),
        ].join(''),
    },
    {
      name: 'time',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.light),
          statusBar(c.ink),
          back(24, 76, c.ink),
          text(40, 82, 'HydraFacial', 22, c.ink, { family: SERIF }),
          card(14, 100, 272, 70, 16),
          avatar(50, 135, 22, c.accent, 'EB', c.primary),
          text(82, 130, 'Elin Berg', 15, c.ink, { weight: 700 }),
          text(82, 150, 'Certified aesthetician · ★ 4.9', 12, c.ink, { opacity: 0.65 }),
          text(22, 198, 'March', 14, c.ink, { weight: 700 }),
          ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day, index) => {
            const x = 14 + index * 46;
            const chosen = index === 3;
            return (
              rect(x, 210, 40, 56, chosen ? c.primary : WHITE, 12) +
              text(x + 20, 230, day, 11, chosen ? WHITE : c.ink, { anchor: 'middle', opacity: chosen ? 1 : 0.6 }) +
              text(x + 20, 253, String(10 + index), 16, chosen ? WHITE : c.ink, { weight: 700, anchor: 'middle' })
            );
          }),
          text(22, 294, 'Free times', 14, c.ink, { weight: 700 }),
          ...['09:30', '10:15', '11:00', '13:00', '14:45', '16:30'].map((time, index) => {
            const x = 14 + (index % 3) * 92;
            const y = 306 + Math.floor(index / 3) * 50;
            const taken = index === 2;
            const chosen = index === 4;
            return (
              element('rect', {
                x,
                y,
                width: 84,
                height: 40,
                rx: 12,
                fill: chosen ? c.primary : WHITE,
                stroke: taken ? undefined : c.primary,
                'stroke-opacity': chosen ? undefined : 0.35,
                opacity: taken ? 0.5 : undefined,
              }) +
              text(x + 42, y + 26, time, 15, chosen ? WHITE : c.ink, {
                weight: 600,
                anchor: 'middle',
                opacity: taken ? 0.35 : undefined,
              })
            );
          }),
          rect(14, 416, 272, 56, c.extra, 14, 0.25),
          text(28, 440, 'Waitlist for 12:00', 13, c.ink, { weight: 700 }),
          text(28, 458, 'We hold a freed slot for you 15 min', 11, c.ink, { opacity: 0.7 }),
          pill(238, 432, 36, 22, c.extra),
          circle(263, 443, 8, WHITE),
          text(22, 510, '1,395 kr', 20, c.ink, { weight: 700 }),
          text(22, 530, '300 kr deposit today, refunded 24 h ahead', 11, c.ink, { opacity: 0.65 }),
          button(14, 548, 272, 52, c.primary, 'Book Thu 13 at 14:45', WHITE, 16),
        ].join(''),
    },
    {
      name: 'calendar',
      kind: 'browser',
      title: 'Thursday 13 March · Glow reception',
      draw: (c) => {
        const staff = ['Elin', 'Noor', 'Sofia', 'Ida'];
        const hours = ['09', '10', '11', '12', '13', '14', '15', '16'];
        const bookings = [
          [0, 0.5, 1, 'Anna L.', 'HydraFacial', 'accent'],
          [0, 2, 1, 'Karin S.', 'Chemical peel', 'extra'],
          [0, 5.75, 1, 'Maja P.', 'HydraFacial', 'accent'],
          [1, 0, 2.5, 'Lisa N.', 'Balayage and toner', 'extra'],
          [1, 4, 1, 'Emma J.', 'Cut and finish', 'accent'],
          [2, 1, 0.75, 'Sara H.', 'Lash lift', 'accent'],
          [2, 3, 1.25, 'Frida K.', 'Microneedling', 'extra'],
          [3, 0.5, 1.5, 'Ingrid T.', 'Colour', 'extra'],
          [3, 4, 1, 'Hanna B.', 'LED therapy', 'accent'],
        ] as const;
        const top = 108;
        const hour = 54;
        const column = 160;
        return [
          rect(0, 0, PAGE.width, PAGE.height, c.light),
          text(28, 46, 'Thursday 13 March', 22, c.ink, { family: SERIF }),
          text(28, 68, 'Glow Södermalm · 4 practitioners · 2 rooms', 12, c.ink, { opacity: 0.6 }),
          button(546, 28, 120, 34, c.primary, 'New booking', WHITE, 13),
          ...staff.map(
            (name, index) =>
              avatar(92 + index * column, 90, 11, c.accent, name.slice(0, 1), c.primary) +
              text(110 + index * column, 95, name, 13, c.ink, { weight: 700 }),
          ),
          ...hours.map(
            (label, index) =>
              text(28, top + 14 + index * hour, `${label}:00`, 11, c.ink, { opacity: 0.5 }) +
              rule(74, top + index * hour, 640, c.ink),
          ),
          ...bookings.map(([person, start, length, client, treatment, tone]) => {
            const x = 78 + person * column;
            const y = top + start * hour + 2;
            return (
              rect(
                x,
                y,
                column - 10,
                length * hour - 4,
                tone === 'accent' ? c.accent : c.extra,
                8,
                tone === 'accent' ? 1 : 0.55,
              ) +
              rect(x, y, 4, length * hour - 4, c.primary, 2) +
              text(x + 12, y + 18, client, 12, c.ink, { weight: 700 }) +
              (length >= 0.75 ? text(x + 12, y + 34, treatment, 11, c.ink, { opacity: 0.75 }) : '')
            );
          }),
          element('rect', {
            x: 238,
            y: top + 5 * hour + 2,
            width: column - 10,
            height: hour - 4,
            rx: 8,
            fill: WHITE,
            stroke: c.primary,
            'stroke-width': 2,
            'stroke-dasharray': '6 4',
          }),
          text(250, top + 5 * hour + 20, 'Filled from waitlist', 11, c.primary, { weight: 700 }),
          text(250, top + 5 * hour + 36, 'Olivia R. · cut', 11, c.ink, { opacity: 0.75 }),
          card(730, 88, 210, 450, 16),
          text(748, 118, 'Waitlist today', 15, c.ink, { family: SERIF }),
          text(748, 160, '4', 34, c.primary, { weight: 700 }),
          text(778, 160, 'gaps refilled', 12, c.ink, { opacity: 0.7 }),
          ...(
            [
              ['14:00 Noor', 'Olivia R. accepted'],
              ['11:00 Elin', 'Offered to Greta A.'],
              ['15:30 Ida', 'Holding 12 min'],
            ] as const
          ).map(
            ([slot, state], index) =>
              rule(748, 182 + index * 58, 174, c.ink) +
              text(748, 204 + index * 58, slot, 13, c.ink, { weight: 700 }) +
              text(748, 222 + index * 58, state, 11, c.ink, { opacity: 0.65 }),
          ),
          rect(748, 370, 174, 74, c.accent, 12, 0.5),
          text(762, 396, 'Deposits held', 12, c.ink, { opacity: 0.75 }),
          text(762, 426, '4,200 kr', 20, c.ink, { weight: 700 }),
        ].join('');
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------- Fieldnote

/** A zone tile: its crop, reading, target band and trend. */
function zoneTile(
  x: number,
  y: number,
  width: number,
  zone: string,
  crop: string,
  reading: string,
  band: string,
  up: boolean,
  alert: boolean,
  c: Colours,
) {
  const ink = alert ? WHITE : c.ink;
  return (
    rect(x, y, width, 108, alert ? c.accent : WHITE, 16) +
    text(x + 14, y + 24, zone, 12, ink, { weight: 700, opacity: 0.75 }) +
    text(x + 14, y + 42, crop, 12, ink, { opacity: 0.75 }) +
    text(x + 14, y + 76, reading, 20, alert ? WHITE : c.primary, { weight: 800 }) +
    trend(x + width - 20, y + 22, up, alert ? WHITE : c.extra) +
    text(x + 14, y + 96, band, 11, ink, { opacity: 0.7 })
  );
}

const fieldnote: ProductDrawing = {
  roles: ['Leaf', 'Alert amber', 'Glasshouse', 'Soil'],
  hero: {
    background: (c) =>
      rect(0, 0, 1200, 800, c.light) +
      group({ fill: 'none', stroke: c.primary, 'stroke-opacity': 0.18, 'stroke-width': 3 }, [
        element('path', {
          d: Array.from({ length: 6 }, (_, index) => `M${index * 240} 0V800`).join('') + 'M0 260H1200M0 540H1200',
        }),
      ]) +
      shape('M1060 800c-40-120 0-220 120-280 20 140-20 240-120 280Z', c.primary, 0.5) +
      shape('M60 800c10-100 80-170 190-190-10 110-80 170-190 190Z', c.primary, 0.35),
    screens: ['today', 'dashboard'],
  },
  screens: [
    {
      name: 'today',
      kind: 'phone',
      draw: (c) =>
        [
          rect(0, 0, W, 640, c.light),
          statusBar(c.ink),
          text(22, 80, 'Good morning, Pieter', 21, c.ink, { weight: 800 }),
          text(22, 100, 'Greenhouse 2 · Westland · 06:40', 12, c.ink, { opacity: 0.65 }),
          rect(14, 116, 272, 104, c.accent, 16),
          warning(40, 132, 28, WHITE, c.accent),
          text(64, 144, 'Zone 4 is too warm', 15, WHITE, { weight: 700 }),
          text(64, 164, '29.8 °C, above 26 °C for 40 min', 12, WHITE),
          button(64, 176, 120, 34, WHITE, 'Open vents', c.accent, 13),
          text(196, 198, 'Snooze', 12, WHITE, { weight: 600 }),
          zoneTile(14, 234, 132, 'Zone 1', 'Cucumber', '23.1 °C', 'Band 20–25 °C', true, false, c),
          zoneTile(154, 234, 132, 'Zone 2', 'Tomato', '24.6 °C', 'Band 20–26 °C', false, false, c),
          zoneTile(14, 350, 132, 'Zone 3', 'Sweet pepper', '22.8 °C', 'Band 21–25 °C', false, false, c),
          zoneTile(154, 350, 132, 'Zone 4', 'Tomato', '29.8 °C', 'Band 20–26 °C', true, true, c),
          rect(14, 470, 272, 88, WHITE, 16),
          text(30, 496, 'Today’s plan', 14, c.ink, { weight: 700 }),
          text(30, 518, 'Irrigate zone 2 · substrate at 48%', 12, c.ink, { opacity: 0.75 }),
          text(30, 540, 'Battery of sensor B-17 at 8%', 12, c.ink, { opacity: 0.75 }),
          circle(258, 500, 16, c.primary),
          text(258, 505, '3', 13, WHITE, { weight: 800, anchor: 'middle' }),
          tabBar(['Today', 'Zones', 'Plan', 'Sensors'], 0, WHITE, c.ink, c.primary),
        ].join(''),
    },
    {
      name: 'zone',
      kind: 'phone',
      draw: (c) => {
        const day = [21, 21, 22, 23, 25, 27, 28, 29, 30, 29.8];
        const points = day.map((value, index) => [30 + index * 26, 470 - (value - 18) * 9] as const);
        return [
          rect(0, 0, W, 640, c.light),
          rect(0, 0, W, 120, c.primary),
          statusBar(WHITE),
          back(24, 76, WHITE),
          text(40, 82, 'Zone 4 · tomatoes', 20, WHITE, { weight: 700 }),
          text(40, 102, 'Truss tomato · week 14 of growth', 12, WHITE, { opacity: 0.8 }),
          ...(
            [
              ['Air', '29.8 °C', '20–26', true],
              ['Humidity', '71 %', '65–80', false],
              ['CO₂', '820 ppm', '600–900', false],
              ['Substrate', '52 %', '45–60', false],
            ] as const
          ).map(([label, value, band, alert], index) => {
            const x = 14 + (index % 2) * 140;
            const y = 134 + Math.floor(index / 2) * 90;
            return (
              rect(x, y, 132, 80, alert ? c.accent : WHITE, 14) +
              text(x + 14, y + 24, label, 12, alert ? WHITE : c.ink, { opacity: 0.8 }) +
              text(x + 14, y + 52, value, 20, alert ? WHITE : c.ink, { weight: 800 }) +
              text(x + 14, y + 70, `Target ${band}`, 10, alert ? WHITE : c.ink, { opacity: 0.7 })
            );
          }),
          card(14, 318, 272, 196, 16),
          text(30, 344, 'Air temperature, since 04:00', 13, c.ink, { weight: 700 }),
          rect(30, 470 - 8 * 9, 240, 6 * 9, c.primary, 4, 0.12),
          text(270, 470 - 8 * 9 - 6, 'target band', 10, c.primary, { anchor: 'end', weight: 600 }),
          line(through(points), c.ink, 3),
          line(through(points.slice(5)), c.accent, 4),
          circle(264, 470 - 11.8 * 9, 6, c.accent),
          ...['04:00', '05:00', '06:40'].map((label, index) =>
            text(30 + index * 117, 500, label, 10, c.ink, { opacity: 0.55, anchor: index === 2 ? 'end' : undefined }),
          ),
          button(14, 530, 130, 48, c.accent, 'Vent to 30%', WHITE, 14),
          button(156, 530, 130, 48, c.ink, 'Voice note', WHITE, 14),
          text(150, 606, 'Offline: notes sync in the packing hall', 11, c.ink, { anchor: 'middle', opacity: 0.6 }),
        ].join('');
      },
    },
    {
      name: 'dashboard',
      kind: 'browser',
      title: 'Greenhouse 2 · Fieldnote',
      draw: (c) => {
        const readings = [19, 19.5, 20, 21, 22.5, 24, 25.5, 27, 28.5, 29.8, 29.2, 28];
        const points = readings.map((value, index) => [376 + index * 44, 380 - (value - 16) * 12] as const);
        return [
          rect(0, 0, PAGE.width, PAGE.height, c.light),
          rect(0, 0, PAGE.width, 60, c.primary),
          shape('M32 44c-14-10-12-26 0-34 12 8 14 24 0 34Z', WHITE),
          text(52, 37, 'Fieldnote', 17, WHITE, { weight: 800 }),
          text(150, 37, 'Greenhouse 2 · Westland · 4.2 ha', 13, WHITE, { opacity: 0.8 }),
          text(932, 37, '1 alert · 3 tasks', 13, WHITE, { anchor: 'end', weight: 700 }),
          ...(
            [
              ['Zone 1', 'Cucumber', '23.1 °C', 'Band 20–25 °C', true, false],
              ['Zone 2', 'Tomato', '24.6 °C', 'Band 20–26 °C', false, false],
              ['Zone 3', 'Sweet pepper', '22.8 °C', 'Band 21–25 °C', false, false],
              ['Zone 4', 'Tomato', '29.8 °C', 'Band 20–26 °C', true, true],
              ['Zone 5', 'Aubergine', '24.0 °C', 'Band 21–26 °C', true, false],
              ['Zone 6', 'Propagation', '25.2 °C', 'Band 24–27 °C', false, false],
            ] as const
          ).map(([zone, crop, reading, band, up, alert], index) =>
            zoneTile(
              20 + (index % 2) * 160,
              78 + Math.floor(index / 2) * 120,
              150,
              zone,
              crop,
              reading,
              band,
              up,
              alert,
              c,
            ),
          ),
          card(344, 78, 596, 336, 16),
          text(364, 108, 'Zone 4 · air temperature today', 15, c.ink, { weight: 800 }),
          text(920, 108, 'Alert after 30 min outside the band', 12, c.ink, { anchor: 'end', opacity: 0.6 }),
          rect(364, 380 - 10 * 12, 560, 6 * 12, c.primary, 6, 0.12),
          text(918, 380 - 10 * 12 + 16, '20–26 °C', 11, c.primary, { anchor: 'end', weight: 700 }),
          ...[20, 25, 30].map(
            (value) =>
              text(360, 384 - (value - 16) * 12, `${value}°`, 10, c.ink, { anchor: 'end', opacity: 0.5 }) +
              rule(364, 380 - (value - 16) * 12, 560, c.ink),
          ),
          line(through(points.slice(0, 8)), c.primary, 4),
          line(through(points.slice(7)), c.accent, 5),
          circle(points[9]?.[0] ?? 0, points[9]?.[1] ?? 0, 7, c.accent),
          ...['00:00', '03:00', '06:00', '09:00'].map((label, index) =>
            text(376 + index * 160, 404, label, 11, c.ink, { opacity: 0.5 }),
          ),
          card(344, 428, 596, 110, 16),
          text(364, 456, 'Today’s plan, from the sensor history', 14, c.ink, { weight: 800 }),
          ...(
            [
              ['Open vents in zone 4 to 30%', c.accent],
              ['Irrigate zone 2 · substrate at 48%', c.primary],
              ['Replace battery of sensor B-17 (8%)', c.extra],
            ] as const
          ).map(
            ([task, colour], index) =>
              rect(364, 470 + index * 22, 12, 12, colour, 3) +
              text(386, 481 + index * 22, task, 12, c.ink, { opacity: 0.85 }),
          ),
          rect(20, 444, 310, 94, WHITE, 16),
          text(36, 470, 'Sensors', 13, c.ink, { weight: 800 }),
          text(36, 500, '86 online', 20, c.primary, { weight: 800 }),
          text(150, 500, '1 low battery', 13, c.accent, { weight: 700 }),
          text(36, 524, 'Move one: scan its QR code', 12, c.ink, { opacity: 0.6 }),
        ].join('');
      },
    },
  ],
};

export const PRODUCTS: Record<string, ProductDrawing> = {
  'ledgerly-budgeting': ledgerly,
  'huddle-sports-clubs': huddle,
  'campus-quest': campusQuest,
  'voltway-ev-charging': voltway,
  'roadready-fleet': roadReady,
  'glow-salon-booking': glow,
  'fieldnote-smart-greenhouse': fieldnote,
};
