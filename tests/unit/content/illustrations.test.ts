import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '@/content/blog';
import { decorativeImageSchema } from '@/content/schemas';
import { projects } from '@/content/projects';

// The pictures come from scripts/generate-illustrations.mjs: every post gets a drawing of its subject, every project
// two of its product's screens (tooling/artwork/productScreens.ts). The post pictures sit beside the title that says
// the same, so they are decorative. People are never drawn (components/ui/Portrait).
describe('alt texts of the generated illustrations', () => {
  it('leaves the post pictures decorative, since the title sits beside them', () => {
    const described = blogPosts.all.map((post) => [post.slug, post.image.alt]).filter(([, alt]) => alt !== '');
    expect(described).toEqual([]);
  });

  it('names the product and the devices its picture shows: a browser for a web app, phones for a phone app', () => {
    for (const project of projects.all) {
      const alt = project.image.alt;
      expect(alt, project.slug).toContain(project.title);
      expect(/\bbrowser\b/.test(alt), alt).toBe(project.platforms.includes('Web'));
      expect(/phones?\b/i.test(alt), alt).toBe(project.platforms.some((platform) => platform !== 'Web'));
      expect(alt).not.toMatch(/mock-up|bar chart beside a phone/i);
    }
  });

  it('rejects a description on a decorative picture, naming the rule', () => {
    const result = decorativeImageSchema.safeParse({
      src: '/images/blog/x.svg',
      alt: 'A glowing gate between two hills',
      width: 1200,
      height: 630,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/must be empty: this picture is decorative/);
  });
});

describe('client logos', () => {
  it("gives every case study its client's logo, named as the client and light enough to cache", () => {
    const logos = projects.all.map((project) => project.logo.src);
    expect(new Set(logos).size).toBe(projects.all.length);
    for (const project of projects.all) {
      expect(project.logo.alt).toBe(project.title);
      expect(project.client.startsWith(`${project.logo.alt} `), project.client).toBe(true);
      const svg = readFileSync(path.join('public', project.logo.src), 'utf8');
      expect(svg.length, project.logo.src).toBeLessThan(2048);
      // The viewBox is cut to the drawing (lib/opticalSize.ts sizes logos by their shape) and states its size.
      expect(svg).toMatch(new RegExp(`viewBox="\\d+ \\d+ ${project.logo.width} ${project.logo.height}"`));
    }
  });

  it("draws each logo in its client's palette", () => {
    for (const project of projects.all) {
      const svg = readFileSync(path.join('public', project.logo.src), 'utf8').toLowerCase();
      const used = project.designElements.palette.filter(({ hex }) => svg.includes(hex.toLowerCase()));
      expect(used.length, project.slug).toBeGreaterThanOrEqual(2);
      expect(
        svg
          .match(/#[0-9a-f]{6}/g)
          ?.filter(
            (hex) =>
              hex !== '#ffffff' && !project.designElements.palette.some((colour) => colour.hex.toLowerCase() === hex),
          ) ?? [],
        project.slug,
      ).toEqual([]);
    }
  });
});
