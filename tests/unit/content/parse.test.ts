import { describe, expect, it } from 'vitest';
import { defineCollection, parseEntry } from '@/content/parse';
import { authorSchema, jobSchema } from '@/content/schemas';

const author = {
  slug: 'ioana-pop',
  name: 'Ioana Pop',
  role: 'Head of Mobile',
  bio: 'Ships apps.',
  avatar: { src: '/images/authors/ioana-pop.svg', alt: '', width: 240, height: 240 },
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
    ).toThrow('Invalid authors entry "ioana-pop": avatar.src: must be a path inside public/ starting with /');
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
