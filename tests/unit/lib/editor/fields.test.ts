import { describe, expect, it } from 'vitest';
import { fields } from '@keystatic/core';
import { bodyProblems, checkedBody, picture, type BodyRules, type PictureValue } from '@/lib/editor/fields';
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
      node('image', { alt: 'The booking screen' }),
      node('figure', { props: { src: 'a.png', alt: '', decorative: true } }),
      link('/services/pricing#models'),
      link('https://developer.mozilla.org/'),
    );
    expect(bodyProblems(body, rules)).toEqual([]);
  });

  it('names, with the build’s words, a code block in klingon, a picture without alt text and a link to /nope', () => {
    const body = documentOf(
      node('code_block', { language: 'klingon' }),
      node('image', { alt: ' ' }),
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
