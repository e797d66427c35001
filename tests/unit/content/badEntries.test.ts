import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCollection } from '@/content/files';
import { blogPostSchema, projectSchema } from '@/content/schemas';
import { bodyErrors } from '@/lib/markdoc';
import { publicPictureProblems } from '@/tooling/content/publicPictures';

/**
 * The bad inputs an editor can save, each read as the build's first step reads it (scripts/check-content.mjs): the
 * message it stops with names the entry's file and the problem, in its first line. The entries and pictures are
 * small fixtures in a folder of their own, read as the project's root.
 */

const root = process.cwd();
let fixture: string;
beforeEach(() => {
  fixture = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  vi.spyOn(process, 'cwd').mockReturnValue(fixture);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(fixture, { recursive: true, force: true });
});

function write(file: string, content: string | Uint8Array) {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  writeFileSync(path.join(fixture, file), content);
}

/** A published post (its fields from the site's own), with this cover and body. */
function post(body: string, cover = '') {
  const fields = readFileSync(
    path.join(root, 'content/blog/entries/design-systems-that-survive-the-second-product.mdoc'),
    'utf8',
  )
    .split(/^---$/m)[1]!
    .trim();
  write('content/blog/entries/x.mdoc', `---\n${fields}\n${cover}---\n\n${body}\n`);
  write('public/images/blog/generated.svg', readFileSync(path.join(root, 'public/images/blog/generated.svg')));
}

const firstLine = (load: () => unknown) => {
  try {
    load();
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
  throw new Error('the entry was accepted');
};

const posts = () => loadCollection('blog posts', blogPostSchema, 'content/blog/entries', { checkBody: bodyErrors }).all;

/** The published project campus-quest (the site's own), its logo at `logo`. */
function projectWithLogo(logo: string) {
  const project = readFileSync(path.join(root, 'content/projects/entries/campus-quest.yaml'), 'utf8');
  write('content/projects/entries/campus-quest.yaml', project.replace('/images/clients/campus-quest.svg', logo));
  for (const picture of [
    'campus-quest.svg',
    ...['quest-map', 'exercise', 'teacher'].map((name) => `campus-quest/${name}.svg`),
  ])
    write(`public/images/projects/${picture}`, readFileSync(path.join(root, 'public/images/projects', picture)));
}

const projects = () => loadCollection('projects', projectSchema, 'content/projects/entries').all;

describe('what the build says of a bad entry, in its first line', () => {
  it('a text file renamed .jpg as a cover: the entry, the field and the picture', () => {
    post('Text.', 'image:\n  src: /images/blog/x/cover.jpg\n  alt: The team at work\n');
    write('public/images/blog/x/cover.jpg', 'not a picture\n');
    expect(firstLine(posts)).toBe(
      'Invalid blog posts entry "x" (content/blog/entries/x.mdoc): image.src: /images/blog/x/cover.jpg is not a real JPEG, PNG, WebP or SVG picture, whatever its name says (a renamed file?): upload the picture itself',
    );
  });

  it('a text file renamed .jpg in the body: the entry, the line and the picture', () => {
    post('Text.\n\n![The team at work](/images/blog/x/inline.jpg)');
    write('public/images/blog/x/inline.jpg', 'not a picture\n');
    expect(firstLine(posts)).toMatch(
      /^Invalid blog posts entry \(content\/blog\/entries\/x\.mdoc\): line \d+: \/images\/blog\/x\/inline\.jpg is not a real JPEG, PNG, WebP or SVG picture/,
    );
  });

  it('a code block in klingon: the entry, the line and the languages there are', () => {
    post('Text.\n\n```klingon\nQapla\n```');
    expect(firstLine(posts)).toBe(
      'Invalid blog posts entry (content/blog/entries/x.mdoc): line 16: Unknown code language "klingon" (one of: typescript, javascript, json, bash, shell, html, vue, xml, css, scss, kotlin, swift, dart, ruby, python, yaml, sql, diff, plaintext)',
    );
  });

  it('a picture without alt text in the body: the entry and the line', () => {
    post('Text.\n\n![](/images/wolf-howling.svg)');
    write('public/images/wolf-howling.svg', readFileSync(path.join(root, 'public/images/wolf-howling.svg')));
    expect(firstLine(posts)).toBe(
      'Invalid blog posts entry (content/blog/entries/x.mdoc): line 16: A picture needs alt text: describe what it shows',
    );
  });

  it('a client logo that does not exist: the project and the path', () => {
    projectWithLogo('/images/clients/nope.svg');
    expect(firstLine(projects)).toBe(
      'Invalid projects entry "campus-quest" (content/projects/entries/campus-quest.yaml): logo.src: no such picture in public/ (/images/clients/nope.svg)',
    );
  });

  /** A phone's photo: a small JPEG with the GPS position it was taken at. */
  const phonePhoto = () =>
    sharp({ create: { width: 16, height: 12, channels: 3, background: '#4a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Apple' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 46/1 12/1' } })
      .toBuffer();

  it('a cover that carries the GPS position it was taken at: the entry, the field and what to do', async () => {
    post('Text.', 'image:\n  src: /images/blog/x/cover.jpg\n  alt: The team at work\n');
    write('public/images/blog/x/cover.jpg', await phonePhoto());
    expect(firstLine(posts)).toBe(
      'Invalid blog posts entry "x" (content/blog/entries/x.mdoc): image.src: /images/blog/x/cover.jpg carries the place it was taken (GPS data in its EXIF): choose it again in the editor, which saves it without that data',
    );
  });

  it('a project’s uploaded logo, an SVG with a script: the project, the field and what to do', () => {
    projectWithLogo('/images/projects/campus-quest/logo.svg');
    write(
      'public/images/projects/campus-quest/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 72"><script>alert(1)</script></svg>',
    );
    expect(firstLine(projects)).toBe(
      'Invalid projects entry "campus-quest" (content/projects/entries/campus-quest.yaml): logo.src: /images/projects/campus-quest/logo.svg is an SVG with a script (<script), which the site does not serve: export it again as a plain drawing (shapes, text, gradients), or upload a PNG or WebP instead',
    );
  });

  it('a picture in public/ that no entry names (a body’s, a file left behind): one line naming the file', async () => {
    write('public/images/blog/x/inline.jpg', await phonePhoto());
    write('public/images/blog/generated.svg', readFileSync(path.join(root, 'public/images/blog/generated.svg')));
    expect(publicPictureProblems()).toEqual([
      'public/images/blog/x/inline.jpg carries the place it was taken (GPS data in its EXIF): choose it again in the editor, which saves it without that data',
    ]);
  });
});
