import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projects } from '@/content/projects';
import { projectPicture, screenNames, screenPicture, screenSrc } from '@/tooling/artwork/projectPictures';

const committed = (src: string) => readFileSync(`public${src}`, 'utf8');
const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const all = projects.all.map((project) => [project.slug, project] as const);

describe('the case study pictures', () => {
  it.each(all)(
    'the committed picture and screens of %s are the current drawing (node scripts/generate-illustrations.mjs)',
    (_, project) => {
      expect(committed(project.image.src)).toBe(projectPicture(project));
      for (const name of screenNames(project.slug))
        expect(committed(screenSrc(project.slug, name)), name).toBe(screenPicture(project, name));
    },
  );

  it.each(all)('%s lists at least three of its own screens, each with its own alt text and caption', (_, project) => {
    expect(project.screens.length).toBeGreaterThanOrEqual(3);
    expect(project.screens.map(({ picture }) => picture.src)).toEqual(
      screenNames(project.slug).map((name) => screenSrc(project.slug, name)),
    );
    const alts = project.screens.map(({ picture }) => picture.alt);
    const captions = project.screens.map(({ caption }) => caption ?? '');
    for (const text of [...alts, ...captions]) expect(text.trim().length, project.slug).toBeGreaterThan(20);
    expect(new Set(alts).size).toBe(alts.length);
    expect(new Set(captions).size).toBe(captions.length);
    // The alt text names the product, so a screen reader user knows whose screen it is.
    for (const alt of alts) expect(alt, alt).toContain(project.title);
  });

  it('gives no two case studies the same art: their own files, palettes and backgrounds', () => {
    const screens = projects.all.flatMap((project) => project.screens.map(({ picture }) => picture.src));
    expect(new Set(screens).size).toBe(screens.length);
    expect(new Set(projects.all.map((project) => project.image.src)).size).toBe(projects.all.length);
    const palettes = projects.all.map((project) =>
      project.designElements.palette
        .map(({ hex }) => hex.toLowerCase())
        .sort()
        .join(),
    );
    expect(new Set(palettes).size).toBe(projects.all.length);
    // The first shape of each picture is its background, painted in a colour of the client's own.
    const backgrounds = projects.all.map((project) => {
      const background = parse(committed(project.image.src)).querySelector('svg > rect');
      const fill =
        background?.getAttribute('fill') ?? parse(committed(project.image.src)).documentElement.getAttribute('fill');
      expect(
        project.designElements.palette.map(({ hex }) => hex.toLowerCase()),
        project.slug,
      ).toContain(fill);
      return fill;
    });
    expect(new Set(backgrounds).size).toBe(projects.all.length);
    for (const project of projects.all) expect(committed(project.image.src), project.slug).not.toContain('url(#night)');
  });

  it('draws phone screens for a phone app and browser pages for a web app, as the entry lists its platforms', () => {
    for (const project of projects.all) {
      const kinds = new Set(
        screenNames(project.slug).map((name) =>
          committed(screenSrc(project.slug, name)).includes('class="phone"') ? 'phone' : 'browser',
        ),
      );
      const phones = project.platforms.some((platform) => platform !== 'Web');
      expect(kinds.has('phone'), project.slug).toBe(phones);
      expect(kinds.has('browser'), project.slug).toBe(project.platforms.includes('Web'));
    }
  });

  it('keeps every picture valid, style-free, small, full of real text and in its client palette', () => {
    for (const project of projects.all) {
      const files = [project.image.src, ...project.screens.map(({ picture }) => picture.src)];
      for (const src of files) {
        const svg = committed(src);
        const document = parse(svg);
        expect(document.querySelector('parsererror'), src).toBeNull();
        expect(document.documentElement.getAttribute('width'), src).toMatch(/^\d+$/);
        expect(document.documentElement.getAttribute('height'), src).toMatch(/^\d+$/);
        // The security policy sent with the file forbids styles inside it, and Firefox enforces it.
        expect(svg, src).not.toMatch(/<style|style=/);
        expect(svg.length, src).toBeLessThanOrEqual((src === project.image.src ? 16 : 12) * 1024);
        const words = [...document.querySelectorAll('text')].map((text) => text.textContent ?? '');
        expect(words.length, src).toBeGreaterThanOrEqual(10);
        const used = project.designElements.palette.filter(({ hex }) => svg.includes(hex.toLowerCase()));
        expect(used.length, src).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('shows the product’s real content: its own words on its screens', () => {
    const words = (slug: string) =>
      screenNames(slug)
        .map((name) => committed(screenSrc(slug, name)))
        .join(' ');
    expect(words('ledgerly-budgeting')).toContain('Settle up');
    expect(words('glow-salon-booking')).toContain('HydraFacial');
    expect(words('voltway-ev-charging')).toContain('kWh');
    expect(words('roadready-fleet')).toContain('Walkaround check');
    expect(words('fieldnote-smart-greenhouse')).toContain('Zone 4');
    expect(words('campus-quest')).toContain('Fractions Forest');
    expect(words('huddle-sports-clubs')).toContain('Who can play on Saturday?');
  });

  it('refuses to draw a case study it has no screens for, naming the entry', () => {
    const ledgerly = projects.get('ledgerly-budgeting', 'test');
    expect(() => projectPicture({ ...ledgerly, slug: 'new-project' })).toThrow(
      'new-project: add its product screens to tooling/artwork/productScreens.ts',
    );
    expect(() => screenPicture(ledgerly, 'nope')).toThrow('ledgerly-budgeting: there is no drawn screen "nope"');
    expect(() =>
      projectPicture({
        ...ledgerly,
        designElements: { ...ledgerly.designElements, palette: ledgerly.designElements.palette.slice(1) },
      }),
    ).toThrow('ledgerly-budgeting: the picture uses "Ledger green", which is not in its palette');
  });
});
