import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fields } from '@keystatic/core';
import config from '@/keystatic.config';
import {
  bodyProblems,
  checkedBody,
  picture,
  preparedImage,
  salaryRange,
  spelledDate,
  tagPicker,
  type BodyRules,
  type PictureField,
  type PictureValue,
} from '@/lib/editor/fields';
import { editorChoices } from '@/lib/editor/choices';

const cover = picture({
  label: 'Cover picture',
  description: 'A cover.',
  directory: 'public/images/blog',
  publicPath: '/images/blog/',
});

const upload = (filename: string, data: Uint8Array): PictureValue => ({
  file: { filename, extension: filename.split('.').pop()!, data },
  kept: null,
  keep: true,
  alt: 'The booking screen',
  decorative: false,
});

describe('the editor’s picture field', () => {
  it('refuses, before saving, an upload whose bytes are no picture, with the build’s words', () => {
    expect(() => cover.validate(upload('cover.jpg', Buffer.from('not a picture\n')))).toThrow(
      'Cover picture: cover.jpg is not a real JPEG, PNG, WebP or SVG picture, whatever its name says (a renamed file?): upload the picture itself',
    );
  });

  it('saves a real JPEG', () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(cover.validate(upload('cover.jpg', jpeg)).file?.filename).toBe('cover.jpg');
  });

  it('refuses, before saving, what the build refuses in a saved picture: a GPS position, more than 5 MB', async () => {
    const located = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 46/1 12/1' } })
      .toBuffer();
    expect(() => cover.validate(upload('cover.jpg', located))).toThrow(
      'Cover picture: cover.jpg carries the place it was taken (GPS data in its EXIF): choose it again in the editor, which saves it without that data',
    );
    const large = new Uint8Array(8.4 * 1024 * 1024);
    large.set([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(() => cover.validate(upload('cover.jpg', large))).toThrow(
      'Cover picture: cover.jpg is 8.4 MB, over the 5 MB a saved picture may have: choose it again in the editor, which saves it smaller',
    );
  });

  it('refuses the same in a Figure of the body', () => {
    const figure = preparedImage({ label: 'Picture', directory: 'public/images/blog', publicPath: '/images/blog/' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(() => figure.validate({ filename: 'chart.svg', extension: 'svg', data: svg })).toThrow(
      /^Picture: chart\.svg is an SVG with an event handler \(onload="alert\(1\)"\)/,
    );
    expect(figure.validate(null)).toBeNull();
  });
});

describe('a project’s client logo in the editor', () => {
  const logo = (config.collections.projects.schema as unknown as { logo: PictureField }).logo;
  const drawing = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="9" height="9"/></svg>',
  );
  const chosen = (filename: string, data: Uint8Array, alt = 'Acme'): PictureValue => ({
    ...upload(filename, data),
    alt,
  });

  it('is uploaded with the project, an SVG, PNG or WebP, its alt text the client’s name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    for (const [filename, data] of [
      ['logo.svg', drawing],
      ['logo.png', png],
    ] as const) {
      expect(logo.validate(chosen(filename, data))).toMatchObject({ alt: 'Acme' });
      const saved = logo.serialize(chosen(filename, data), { slug: 'acme-app', suggestedFilenamePrefix: 'logo' });
      expect(saved.value).toEqual({ src: `/images/projects/acme-app/logo.${filename.split('.')[1]}`, alt: 'Acme' });
    }
    expect(() => logo.validate(chosen('logo.svg', drawing, ''))).toThrow('Client logo needs its client name');
    expect(Object.keys(logo.parts)).toEqual(['src', 'alt']);
  });

  it('refuses a photo, and an SVG with a script, a handler, a foreignObject or an outside reference', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(() => logo.validate(chosen('logo.jpg', jpeg))).toThrow(
      'Client logo: logo.jpg is a JPEG picture, and this field takes SVG, PNG or WebP: choose one of those',
    );
    for (const inside of [
      '<script>fetch("/")</script>',
      '<rect onclick="x()"/>',
      '<foreignObject><p>hi</p></foreignObject>',
      '<image href="https://example.com/a.png"/>',
    ])
      expect(() =>
        logo.validate(chosen('logo.svg', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inside}</svg>`))),
      ).toThrow(
        /^Client logo: logo\.svg is an SVG with .+, which the site does not serve: export it again as a plain drawing/,
      );
  });

  it('keeps a logo drawn for the site in public/images/clients/', () => {
    const kept = logo.parse({ src: '/images/clients/ledgerly.svg', alt: 'Ledgerly' }, {
      slug: 'ledgerly-budgeting',
    } as never);
    expect(kept).toMatchObject({ file: null, kept: '/images/clients/ledgerly.svg', alt: 'Ledgerly' });
    expect(logo.serialize(logo.validate(kept), { slug: 'ledgerly-budgeting' } as never).value).toEqual({
      src: '/images/clients/ledgerly.svg',
      alt: 'Ledgerly',
    });
  });
});

/** A node of the body editor's document, as ProseMirror gives it: its type, attributes and marks. */
const node = (name: string, attrs: Record<string, unknown> = {}, marks: { name: string; href?: string }[] = []) => ({
  type: { name },
  attrs,
  marks: marks.map(({ name: mark, href }) => ({ type: { name: mark }, attrs: { href } })),
});
const documentOf = (...nodes: ReturnType<typeof node>[]) => ({
  doc: { descendants: (visit: (child: ReturnType<typeof node>) => void) => nodes.forEach(visit) },
});
const link = (href: string) => node('text', {}, [{ name: 'link', href }]);

describe('the editor’s body field', () => {
  // The lists the server hands the editor: the highlighter's languages and the site's pages.
  const rules: BodyRules = editorChoices();

  it('accepts what the build accepts: a known language or a short name for one, described pictures, pages of the site', () => {
    const body = documentOf(
      node('code_block', { language: 'typescript' }),
      node('code_block', { language: 'ts' }),
      node('code_block', { language: '' }),
      node('figure', { props: { src: 'a.png', alt: '', decorative: true } }),
      link('/services/pricing#models'),
      link('https://developer.mozilla.org/'),
    );
    expect(bodyProblems(body, rules)).toEqual([]);
  });

  it('names, with the build’s words, a code block in klingon, a picture without alt text and a link to /nope', () => {
    const body = documentOf(
      node('code_block', { language: 'klingon' }),
      node('figure', { props: { src: 'a.png', alt: '', decorative: false } }),
      node('figure', { props: { src: 'a.png', alt: 'A wolf', decorative: true } }),
      link('/nope'),
      link('/nope'),
    );
    expect(bodyProblems(body, rules)).toEqual([
      'Unknown code language "klingon" (one of: typescript, javascript, json, bash, shell, html, vue, xml, css, scss, kotlin, swift, dart, ruby, python, yaml, sql, diff, plaintext)',
      'A picture needs alt text: describe what it shows',
      'A decorative picture has no alt text: remove alt, or decorative if it shows something',
      '/nope is no page of the site',
    ]);
  });

  it('refuses to save such a body, and saves a clean one', () => {
    const body = checkedBody(fields.markdoc({ label: 'Body' }), rules);
    const bad = documentOf(link('/nope')) as unknown as Parameters<typeof body.validate>[0];
    expect(() => body.validate(bad)).toThrow('/nope is no page of the site');
    const clean = documentOf(link('/contact')) as unknown as Parameters<typeof body.validate>[0];
    expect(body.validate(clean)).toBe(clean);
  });
});

describe('spelledDate', () => {
  it('writes a stored day out in words, the same day wherever the editor is', () => {
    expect(spelledDate('2026-12-01')).toBe('Tuesday 1 December 2026');
    expect(spelledDate('2027-01-12')).toBe('Tuesday 12 January 2027');
  });
});

describe('the tags of a post in the editor', () => {
  const tags = tagPicker({ label: 'Tags', description: 'Topics.', options: ['Product', 'Security'] });

  it('keeps every tag a file has, the site’s and new ones, in their order', () => {
    expect(tags.parse(['Security', 'Passkeys'])).toEqual(['Security', 'Passkeys']);
    expect(tags.serialize(['Security', 'Passkeys'])).toEqual({ value: ['Security', 'Passkeys'] });
  });

  it('offers the site’s tags and wants at least one', () => {
    expect(tags.options.map((option) => option.value)).toEqual(['Product', 'Security']);
    expect(() => tags.validate([])).toThrow('Tags: pick at least one');
  });
});

describe('a job’s salary in the editor', () => {
  const salary = salaryRange({
    label: 'Salary',
    description: 'Gross.',
    currency: fields.select({ label: 'Currency', options: [{ label: 'EUR', value: 'EUR' }], defaultValue: 'EUR' }),
    unit: fields.select({ label: 'Per', options: [{ label: 'a month', value: 'MONTH' }], defaultValue: 'MONTH' }),
  });

  it('reads and writes the range as the schema reads it', () => {
    const value = salary.parse({ currency: 'EUR', min: 3000, max: 4500, unit: 'MONTH' });
    expect(value).toEqual({ currency: 'EUR', min: 3000, max: 4500, unit: 'MONTH' });
    expect(salary.serialize(value)).toEqual({ value: { currency: 'EUR', min: 3000, max: 4500, unit: 'MONTH' } });
    expect(salary.validate(value)).toBe(value);
  });

  it('refuses the lower figure above the higher, with the build’s words, and a missing figure', () => {
    expect(() => salary.validate({ currency: 'EUR', min: 9000, max: 3000, unit: 'MONTH' })).toThrow(
      'From (9000) is more than To (3000): the range goes from the lower figure to the higher, so swap them',
    );
    expect(() => salary.validate(salary.defaultValue())).toThrow();
  });
});
