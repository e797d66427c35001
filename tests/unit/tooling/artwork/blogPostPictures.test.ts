import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '@/content/blog';
import { blogPostPicture } from '@/tooling/artwork/blogPostPictures';
import { BRAND } from '@/lib/brand/colours';

const committed = (src: string) => readFileSync(`public${src}`, 'utf8');
const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

/** The shapes of a picture's subject (everything but the shared sky and woods). */
const subjectOf = (svg: string) => [...(parse(svg).querySelector('g.subject')?.querySelectorAll('*') ?? [])];

/**
 * Where each shape of the subject sits and how large it is, on a 100 px grid: two pictures that
 * share most of these show the same thing in the same place, whatever their colours.
 */
function layout(svg: string) {
  const cell = (name: string, shape: Element) => Math.round(Number(shape.getAttribute(name) ?? 0) / 100);
  return new Set(
    subjectOf(svg).map((shape) => {
      const start = shape.getAttribute('d')?.match(/^M(-?[\d.]+) (-?[\d.]+)/);
      const where = start
        ? [Math.round(Number(start[1]) / 100), Math.round(Number(start[2]) / 100)]
        : ['x', 'y', 'width', 'height', 'cx', 'cy', 'r'].map((name) => cell(name, shape));
      return `${shape.tagName}:${where.join(',')}`;
    }),
  );
}

describe('the blog post pictures', () => {
  it.each(blogPosts.all.map((post) => [post.slug, post] as const))(
    'the committed picture of %s is the current drawing (node scripts/generate-illustrations.mjs)',
    (slug, post) => {
      expect(committed(post.image.src)).toBe(blogPostPicture(slug));
    },
  );

  it('keeps each picture the size of its entry, valid, style-free and under 8 KB', () => {
    for (const post of blogPosts.all) {
      const svg = committed(post.image.src);
      expect(parse(svg).querySelector('parsererror'), post.slug).toBeNull();
      expect(parse(svg).documentElement.getAttribute('viewBox')).toBe(`0 0 ${post.image.width} ${post.image.height}`);
      expect(svg.length, post.slug).toBeLessThanOrEqual(8 * 1024);
      expect(svg, post.slug).not.toMatch(/<style|style=/);
      expect(subjectOf(svg).length, post.slug).toBeGreaterThanOrEqual(10);
    }
  });

  it('draws a different subject for every post: no two share their shapes or their layout', () => {
    const pictures = blogPosts.all.map((post) => [post.slug, committed(post.image.src)] as const);
    const structures = pictures.map(([, svg]) =>
      subjectOf(svg)
        .map((shape) => shape.tagName)
        .join(' '),
    );
    expect(new Set(structures).size).toBe(pictures.length);

    const alike: string[] = [];
    pictures.forEach(([slug, svg], index) => {
      for (const [other, otherSvg] of pictures.slice(index + 1)) {
        const [mine, theirs] = [layout(svg), layout(otherSvg)];
        const shared = [...mine].filter((token) => theirs.has(token)).length;
        if (shared / new Set([...mine, ...theirs]).size > 0.25) alike.push(`${slug} ~ ${other}`);
      }
    });
    expect(alike).toEqual([]);
  });

  it('paints with the colours of the site, as the tokens define them', () => {
    const tokens = readFileSync('styles/_tokens.scss', 'utf8').toLowerCase();
    const missing = Object.entries(BRAND).filter(([, hex]) => hex !== '#fff' && !tokens.includes(`: ${hex};`));
    expect(missing).toEqual([]);
  });

  it('draws the moon over the hills for a new post with no subject drawn yet, so publishing never waits', () => {
    const moon = '<g class="subject"><circle cx="820" cy="230"';
    expect(blogPostPicture('a-new-post')).toContain(moon);
    expect(blogPostPicture('how-much-does-an-mvp-cost-in-2026')).not.toContain(moon);
  });
});
