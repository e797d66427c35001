import { describe, expect, it } from 'vitest';
import { defineCollection, parseEntry } from '@/content/parse';
import { blogPostSchema, jobSchema, teamMemberSchema } from '@/content/schemas';

const member = {
  slug: 'ioana-pop',
  name: 'Ioana Pop',
  role: 'Head of Mobile',
  department: 'Engineering',
  order: 4,
  bio: 'Ships apps.',
  portrait: { src: '/images/blog/generated.svg', decorative: true },
};

describe('content parsing', () => {
  it('returns typed entries and finds them by slug', () => {
    const team = defineCollection('team members', teamMemberSchema, [member]);
    expect(team.bySlug('ioana-pop')?.name).toBe('Ioana Pop');
    expect(team.get('ioana-pop', 'test').role).toBe('Head of Mobile');
    // Writing for the blog is ticked, never assumed.
    expect(team.get('ioana-pop', 'test').writes).toBe(false);
  });

  it('names the collection, the entry and the field of an invalid entry', () => {
    expect(() => defineCollection('team members', teamMemberSchema, [{ ...member, name: ' ' }])).toThrow(
      'Invalid team members entry "ioana-pop": name: must not be empty',
    );
    expect(() =>
      defineCollection('team members', teamMemberSchema, [
        { ...member, portrait: { ...member.portrait, src: 'portrait.svg' } },
      ]),
    ).toThrow(
      'Invalid team members entry "ioana-pop": portrait.src: must be a JPEG, PNG, WebP or SVG file under /images/ in public/',
    );
  });

  it('measures a picture from its file, wants alt text unless it is decorative, and names a missing file', () => {
    const parsed = (portrait: object) =>
      defineCollection('team members', teamMemberSchema, [{ ...member, portrait }]).all[0]?.portrait;
    expect(parsed({ src: '/images/blog/generated.svg', decorative: true })).toEqual({
      src: '/images/blog/generated.svg',
      alt: '',
      width: 1200,
      height: 630,
    });
    expect(() => parsed({ src: '/images/blog/generated.svg' })).toThrow(
      'portrait.alt: needs alt text: describe what the picture shows, or mark it decorative',
    );
    expect(() => parsed({ src: '/images/team/nobody.png', alt: 'Nobody' })).toThrow(
      'portrait.src: no such picture in public/ (/images/team/nobody.png)',
    );
  });

  it('gives a person without a portrait none: nothing is drawn in its place', () => {
    const [person] = defineCollection('team members', teamMemberSchema, [{ ...member, portrait: undefined }]).all;
    expect(person?.portrait).toBeUndefined();
  });

  it('gives an entry without a picture its drawing, or the generic one when it is too new for one', () => {
    const post = {
      slug: 'design-systems-that-survive-the-second-product',
      title: 'A post',
      excerpt: 'What it says.',
      seo: {
        title: 'A post',
        description: 'A description long enough for a search engine to show under the title of a post.',
      },
      author: 'ioana-pop',
      publishedAt: '2026-01-05',
      tags: ['Design'],
      body: 'Words.',
    };
    const [own, generic] = defineCollection('blog posts', blogPostSchema, [
      post,
      { ...post, slug: 'a-post-too-new-for-a-drawing' },
    ]).all;
    expect(own?.image.src).toBe('/images/blog/design-systems-that-survive-the-second-product.svg');
    expect(generic?.image).toMatchObject({ src: '/images/blog/generated.svg', alt: '' });
  });

  it('rejects a slug that is not kebab-case and duplicate slugs', () => {
    expect(() => defineCollection('team members', teamMemberSchema, [{ ...member, slug: 'Ioana Pop' }])).toThrow(
      'Invalid team members entry "Ioana Pop": slug: must be a lowercase kebab-case slug',
    );
    expect(() => defineCollection('team members', teamMemberSchema, [member, member])).toThrow(
      'Duplicate team members entry "ioana-pop": slug must be unique',
    );
  });

  it('fails on a reference to an entry that does not exist', () => {
    const team = defineCollection('team members', teamMemberSchema, [member]);
    expect(() => team.resolve(['nobody'], 'blog post hello')).toThrow(
      'blog post hello refers to unknown team members entry "nobody"',
    );
  });

  it('reports every invalid field of an entry at once', () => {
    expect(() => parseEntry('jobs', jobSchema, { slug: 'x' })).toThrow(/Invalid jobs entry "jobs": title: .*; seo: /);
  });
});
