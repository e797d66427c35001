/**
 * The pictures of each case study, drawn from its product screens (tooling/artwork/productScreens.ts):
 * - each screen as a file of its own (public/images/projects/<slug>/<screen>.svg), a phone in its bezel or a
 *   page in a browser window, which the entry lists under `screens` with alt text and a caption;
 * - the card and hero picture (public/images/projects/<slug>.svg, 1200 x 800): two of those screens on a
 *   background of the client's own colours, so no two case studies look alike.
 * `node scripts/generate-illustrations.mjs` writes the files; a unit test checks that the committed files are
 * the current drawing. Frames carry the class `phone` or `browser` so tests can tell what is drawn.
 */
import type { Project } from '@/content/schemas';
import { at, svgFile } from './svg';
import { browserFrame, type Colours, phoneFrame, SANS } from './screenKit';
import { PRODUCTS, type ProductDrawing, type ScreenDrawing } from './productScreens';

type Drawable = Pick<Project, 'slug' | 'designElements'>;

function drawingOf(slug: string): ProductDrawing {
  const drawing = PRODUCTS[slug];
  if (!drawing) throw new Error(`${slug}: add its product screens to tooling/artwork/productScreens.ts`);
  return drawing;
}

/** The client's colours by the roles the drawing names, failing loudly when a name is not in the palette. */
function coloursOf(project: Drawable, roles: ProductDrawing['roles']): Colours {
  const hex = (name: string) => {
    const colour = project.designElements.palette.find((entry) => entry.name === name);
    if (!colour) throw new Error(`${project.slug}: the picture uses "${name}", which is not in its palette`);
    return colour.hex.toLowerCase();
  };
  const [primary, accent, light, ink, extra = primary] = roles;
  return { primary: hex(primary), accent: hex(accent), light: hex(light), ink: hex(ink), extra: hex(extra) };
}

/** A screen in its frame, its clip path named `id` so several can share one file. */
function framed(screen: ScreenDrawing, c: Colours, id: string) {
  return screen.kind === 'phone'
    ? phoneFrame(screen.draw(c), darkest(c), id)
    : browserFrame(screen.draw(c), screen.title ?? '', c.primary, id);
}

/** The bezel: the darkest of the palette's roles, as a phone case in the client's colours. */
function darkest(c: Colours) {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return [c.ink, c.primary, c.accent].reduce((dark, colour) => (luminance(colour) < luminance(dark) ? colour : dark));
}

const SIZE = { phone: [324, 664], browser: [960, 600] } as const;

/** The names of a case study's drawn screens, in the order the case study shows them. */
export const screenNames = (slug: string) => drawingOf(slug).screens.map((screen) => screen.name);

/** Where a drawn screen's file is served from. */
export const screenSrc = (slug: string, name: string) => `/images/projects/${slug}/${name}.svg`;

/** One drawn screen as a whole SVG file. */
export function screenPicture(project: Drawable, name: string): string {
  const drawing = drawingOf(project.slug);
  const screen = drawing.screens.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`${project.slug}: there is no drawn screen "${name}"`);
  const [width, height] = SIZE[screen.kind];
  return svgFile(width, height, [
    `<g font-family="${SANS}">`,
    framed(screen, coloursOf(project, drawing.roles), 's'),
    '</g>',
  ]);
}

/** The case study's picture (1200 x 800): two of its screens on its own colours. */
export function projectPicture(project: Drawable & Pick<Project, 'image'>): string {
  const drawing = drawingOf(project.slug);
  const c = coloursOf(project, drawing.roles);
  const { width, height } = project.image;
  const screens = drawing.hero.screens.map((name) => {
    const screen = drawing.screens.find((candidate) => candidate.name === name);
    if (!screen) throw new Error(`${project.slug}: its picture shows "${name}", which is not one of its screens`);
    return screen;
  });
  const phones = screens.filter((screen) => screen.kind === 'phone');
  const pages = screens.filter((screen) => screen.kind === 'browser');
  const placed: string[] = [];
  if (pages.length === 0) {
    // Two phones side by side, the second a little lower.
    phones.forEach((screen, index) =>
      placed.push(at(index ? 624 : 252, index ? 96 : 54, [framed(screen, c, `s${index}`)], 1.02)),
    );
  } else if (phones.length === 0) {
    // Two pages: the second behind, up and to the right of the first.
    const [front, back] = pages;
    if (back) placed.push(at(330, 56, [framed(back, c, 's1')], 0.86));
    if (front) placed.push(at(60, 250, [framed(front, c, 's0')], 0.86));
  } else {
    // A page and a phone in front of its corner, on the left or the right.
    const page = pages[0];
    const phone = phones[0];
    const left = drawing.hero.phoneFirst === true;
    if (page) placed.push(at(left ? 260 : 50, 150, [framed(page, c, 's1')], 0.92));
    if (phone) placed.push(at(left ? 60 : 846, left ? 100 : 96, [framed(phone, c, 's0')], 0.92));
  }
  return svgFile(width, height, [drawing.hero.background(c), `<g font-family="${SANS}">`, ...placed, '</g>']);
}
