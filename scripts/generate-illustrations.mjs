// Generates the original SVG artwork for blog posts, projects, authors and team members from their
// slugs: abstract night landscapes for posts, app mock-ups in each project's palette, flat portraits. Deterministic: the same slug
// always gives the same picture. Run after adding entries: node scripts/generate-illustrations.mjs
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';

function hash(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Small deterministic random generator seeded by a slug. */
function randomFor(slug) {
  let state = hash(slug) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

const SKIES = [
  ['#0f1b2d', '#1c2b45'],
  ['#13233b', '#24406a'],
  ['#1a1f3d', '#3b2f5c'],
  ['#0e2a30', '#145a5a'],
];
const ACCENTS = ['#ff7a45', '#ff4f6d', '#2ec4b6', '#3ddc84', '#fbf3e4'];

function blogIllustration(slug) {
  const random = randomFor(slug);
  const [top, bottom] = pick(random, SKIES);
  const accent = pick(random, ACCENTS);
  const moonX = 760 + Math.round(random() * 320);
  const moonY = 120 + Math.round(random() * 110);
  const stars = Array.from({ length: 14 }, () => {
    const x = Math.round(random() * 1200);
    const y = Math.round(random() * 300);
    return `<circle cx="${x}" cy="${y}" r="${(1 + random() * 2).toFixed(1)}"/>`;
  }).join('');
  const hill = (base, amplitude, phase) => {
    let d = `M0 ${base}`;
    for (let x = 0; x <= 1200; x += 150) {
      d += ` Q${x + 75} ${Math.round(base - amplitude * Math.sin(phase + x / 190))} ${x + 150} ${base}`;
    }
    return `${d} V630 H0Z`;
  };
  const rings = Array.from({ length: 3 }, (_, i) => {
    const x = 120 + Math.round(random() * 520);
    const y = 120 + Math.round(random() * 220);
    return `<circle cx="${x}" cy="${y}" r="${28 + i * 18 + Math.round(random() * 20)}" fill="none" stroke="${accent}" stroke-width="4" opacity="${(0.35 + random() * 0.4).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#s)"/>
<g fill="#fbf3e4" opacity="0.8">${stars}</g>
<circle cx="${moonX}" cy="${moonY}" r="${60 + Math.round(random() * 30)}" fill="#fbf3e4"/>
${rings}
<path d="${hill(430, 50, random() * 6)}" fill="#2ec4b6" opacity="0.22"/>
<path d="${hill(490, 40, random() * 6)}" fill="${top}" opacity="0.85"/>
<path d="${hill(560, 30, random() * 6)}" fill="#0b1424"/>
</svg>
`;
}

const SKIN = ['#f2d0b6', '#e8b894', '#c98e66', '#a86f4c', '#7a4e33', '#f5dcc8'];
const HAIR = ['#2b1d14', '#4a2f1f', '#8c5a35', '#c9a26b', '#1b1b1b', '#6b6b6b', '#a33d2c'];
const SHIRTS = ['#0f1b2d', '#2ec4b6', '#ff7a45', '#3b5b92', '#0b6e64', '#b8233f', '#5a4a8a'];
const BACKDROPS = ['#fbf3e4', '#f1e3c8', '#dff3ef', '#ffe3d6', '#e4e8f5'];

function portrait(slug) {
  const random = randomFor(slug);
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const shirt = pick(random, SHIRTS);
  const backdrop = pick(random, BACKDROPS);
  const style = pick(random, ['short', 'long', 'bun', 'curly', 'side', 'buzz']);
  const glasses = random() < 0.35;
  const hairBack = style === 'long' ? `<path d="M70 100 Q70 40 120 38 Q170 40 170 100 V178 H70Z" fill="${hair}"/>` : '';
  const hairTop = {
    short: `<path d="M76 98 Q76 44 120 44 Q164 44 164 98 Q150 70 120 70 Q92 70 76 98Z" fill="${hair}"/>`,
    long: `<path d="M76 100 Q78 48 120 46 Q162 48 164 100 Q140 66 104 72 Q88 78 76 100Z" fill="${hair}"/>`,
    bun: `<circle cx="120" cy="36" r="20" fill="${hair}"/><path d="M76 96 Q78 48 120 48 Q162 48 164 96 Q146 68 120 68 Q94 68 76 96Z" fill="${hair}"/>`,
    curly: [64, 84, 104, 124, 144, 164]
      .map((x, i) => `<circle cx="${x + 6}" cy="${62 - (i % 2) * 10}" r="19" fill="${hair}"/>`)
      .join(''),
    side: `<path d="M76 96 Q72 46 122 44 Q168 46 164 90 Q130 56 96 74 Q84 80 76 96Z" fill="${hair}"/>`,
    buzz: `<path d="M78 92 Q80 50 120 50 Q160 50 162 92 Q142 72 120 72 Q98 72 78 92Z" fill="${hair}" opacity="0.75"/>`,
  }[style];
  const glassesPath = glasses
    ? `<g fill="none" stroke="#0f1b2d" stroke-width="3"><circle cx="102" cy="104" r="11"/><circle cx="138" cy="104" r="11"/><path d="M113 104h14"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<rect width="240" height="240" fill="${backdrop}"/>
${hairBack}
<path d="M40 240 Q44 182 120 178 Q196 182 200 240Z" fill="${shirt}"/>
<rect x="106" y="140" width="28" height="40" rx="10" fill="${skin}"/>
<ellipse cx="120" cy="104" rx="44" ry="52" fill="${skin}"/>
${hairTop}
<circle cx="102" cy="104" r="4" fill="#0f1b2d"/><circle cx="138" cy="104" r="4" fill="#0f1b2d"/>
<path d="M106 130 Q120 140 134 130" fill="none" stroke="#7a3b2e" stroke-width="3" stroke-linecap="round"/>
${glassesPath}
</svg>
`;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The project's own palette, read from its entry so the mock-up matches the case study. */
function paletteOf(slug) {
  const source = readFileSync(`content/projects/entries/${slug}.ts`, 'utf8');
  const colours = [...source.matchAll(/hex: ['"](#[0-9a-fA-F]{6})['"]/g)].map((match) => match[1]);
  return colours.length >= 3 ? colours : ['#1c2b45', '#ff7a45', '#fbf3e4'];
}

/** A browser window with a dashboard and a phone showing a list, both in the project's colours. */
function projectIllustration(slug) {
  const random = randomFor(slug);
  const palette = paletteOf(slug);
  // Screens are drawn on the palette's lightest colour (or paper white when none is light enough).
  const lightest = palette.reduce((best, colour) => (luminance(colour) > luminance(best) ? colour : best));
  const light = luminance(lightest) > 0.7 ? lightest : '#fbf3e4';
  const [primary, accent] = palette.filter((colour) => colour !== lightest);
  const bars = Array.from({ length: 7 }, (_, index) => {
    const height = 40 + Math.round(random() * 120);
    return `<rect x="${250 + index * 44}" y="${560 - height}" width="28" height="${height}" rx="6" fill="${index % 3 === 0 ? accent : primary}" opacity="${index % 3 === 0 ? 1 : 0.55}"/>`;
  }).join('');
  const rows = Array.from({ length: 5 }, (_, index) => {
    const y = 330 + index * 72;
    const width = 110 + Math.round(random() * 70);
    return `<rect x="822" y="${y}" width="236" height="58" rx="14" fill="#ffffff"/><circle cx="852" cy="${y + 29}" r="15" fill="${index % 2 ? primary : accent}"/><rect x="878" y="${y + 16}" width="${width}" height="10" rx="5" fill="${primary}" opacity="0.8"/><rect x="878" y="${y + 34}" width="${width - 50}" height="8" rx="4" fill="${primary}" opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#0f1b2d"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#bg)"/>
<circle cx="${980 + Math.round(random() * 120)}" cy="${110 + Math.round(random() * 60)}" r="70" fill="${accent}" opacity="0.25"/>
<rect x="150" y="150" width="640" height="480" rx="22" fill="${light}"/>
<rect x="150" y="150" width="640" height="54" rx="22" fill="#ffffff"/>
<circle cx="186" cy="177" r="8" fill="${accent}"/><circle cx="212" cy="177" r="8" fill="${primary}" opacity="0.5"/><circle cx="238" cy="177" r="8" fill="${primary}" opacity="0.3"/>
<rect x="190" y="240" width="180" height="16" rx="8" fill="${primary}"/>
<rect x="190" y="270" width="260" height="10" rx="5" fill="${primary}" opacity="0.4"/>
<rect x="560" y="232" width="190" height="110" rx="16" fill="${accent}"/>
<rect x="580" y="256" width="90" height="12" rx="6" fill="#ffffff"/><rect x="580" y="284" width="130" height="30" rx="8" fill="#ffffff" opacity="0.85"/>
<line x1="230" y1="560" x2="560" y2="560" stroke="${primary}" stroke-width="3" opacity="0.4"/>
${bars}
<rect x="790" y="210" width="300" height="560" rx="42" fill="#0f1b2d"/>
<rect x="806" y="226" width="268" height="528" rx="30" fill="${light}"/>
<rect x="900" y="240" width="80" height="12" rx="6" fill="#0f1b2d"/>
<rect x="822" y="272" width="150" height="18" rx="9" fill="${primary}"/>
${rows}
</svg>
`;
}

const slugsIn = (folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''));

const jobs = [
  ['content/blog/entries', 'public/images/blog', blogIllustration],
  ['content/projects/entries', 'public/images/projects', projectIllustration],
  ['content/authors/entries', 'public/images/authors', portrait],
  ['content/team/entries', 'public/images/team', portrait],
];

for (const [source, target, draw] of jobs) {
  mkdirSync(target, { recursive: true });
  for (const slug of slugsIn(source)) writeFileSync(`${target}/${slug}.svg`, draw(slug));
  console.log(`${target}: ${slugsIn(source).length} images`);
}
