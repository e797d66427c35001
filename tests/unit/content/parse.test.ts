import { describe, expect, it } from 'vitest';
import { defineCollection, parseEntry } from '@/content/parse';
import { authorSchema, jobSchema } from '@/content/schemas';

const author = {
  slug: 'ioana-pop',
  name: 'Ioana Pop',
  role: 'Head of Mobile',
  bio: 'Ships apps.',
  avatar: { src: '/images/authors/ioana-pop.svg', decorative: true },
};

describe('content parsing', () => {
  it('returns typed entries and finds them by slug', () => {
    const authors = defineCollection('authors', authorSchema, [author]);
    expect(authors.bySlug('ioana-pop')?.name).toBe('Ioana Pop');
    expect(authors.get('ioana-pop', 'test').role).toBe('Head of Mobile');
  });

  it('names the collection, the entry and the field of an invalid entry', () => {
    expect(() => defineCollection('authors', authorSchema, [{ ...author, name: ' ' }])).toThrow(
      'Invalid authors entry "ioana-pop": name: must not be empty',
    );
    expect(() =>
      defineCollection('authors', authorSchema, [{ ...author, avatar: { ...author.avatar, src: 'avatar.svg' } }]),
    ).toThrow(
      'Invalid authors entry "ioana-pop": avatar.src: must be a JPEG, PNG, WebP or SVG file under /images/ in public/',
    );
  });

  it('measures a picture from its file, wants alt text unless it is decorative, and names a missing file', () => {
    const parsed = (avatar: object) =>
      defineCollection('authors', authorSchema, [{ ...author, avatar }]).all[0]?.avatar;
    expect(parsed({ src: '/images/authors/ioana-pop.svg', decorative: true })).toEqual({
      src: '/images/authors/ioana-pop.svg',
      alt: '',
      width: 240,
      height: 240,
    });
    expect(() => parsed({ src: '/images/authors/ioana-pop.svg' })).toThrow(
      'avatar.alt: needs alt text: describe what the picture shows, or mark it decorative',
    );
    expect(() => parsed({ src: '/images/authors/nobody.png', alt: 'Nobody' })).toThrow(
      'avatar.src: no such picture in public/ (/images/authors/nobody.png)',
    );
  });

  it('gives an entry without a picture its drawing, or the generic one when it is too new for one', () => {
    const [own, generic] = defineCollection('authors', authorSchema, [
      { ...author, avatar: undefined },
      { ...author, slug: 'new-author', avatar: undefined },
    ]).all;
    expect(own?.avatar.src).toBe('/images/authors/ioana-pop.svg');
    expect(generic?.avatar).toMatchObject({ src: '/images/authors/generated.svg', alt: '' });
  });

  it('rejects a slug that is not kebab-case and duplicate slugs', () => {
    expect(() => defineCollection('authors', authorSchema, [{ ...author, slug: 'Ioana Pop' }])).toThrow(
      'Invalid authors entry "Ioana Pop": slug: must be a lowercase kebab-case slug',
    );
    expect(() => defineCollection('authors', authorSchema, [author, author])).toThrow(
      'Duplicate authors entry "ioana-pop": slug must be unique',
    );
  });

  it('fails on a reference to an entry that does not exist', () => {
    const authors = defineCollection('authors', authorSchema, [author]);
    expect(() => authors.resolve(['nobody'], 'blog post hello')).toThrow(
      'blog post hello refers to unknown authors entry "nobody"',
    );
  });

  it('reports every invalid field of an entry at once', () => {
    expect(() => parseEntry('jobs', jobSchema, { slug: 'x' })).toThrow(/Invalid jobs entry "jobs": title: .*; seo: /);
  });
});
