import { describe, expect, it } from 'vitest';
import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { decorativeImageSchema } from '@/content/schemas';
import { projects } from '@/content/projects';
import { teamMembers } from '@/content/team';

// The pictures come from scripts/generate-illustrations.mjs: every post gets the same kind of night
// landscape (moon, stars, rings, hills), every person a flat avatar, every project the same mock-up
// (a browser window with a bar chart and a phone with a list) in its own palette. The alt texts say
// only what is drawn.
describe('alt texts of the generated illustrations', () => {
  it('leaves the post landscapes and the avatars decorative, since the title or name sits beside them', () => {
    const described = [
      ...blogPosts.all.map((post) => [post.slug, post.image.alt]),
      ...authors.all.map((author) => [author.slug, author.avatar.alt]),
      ...teamMembers.all.map((member) => [member.slug, member.photo.alt]),
    ].filter(([, alt]) => alt !== '');
    expect(described).toEqual([]);
  });

  it('describes each project mock-up as drawn, naming the client whose colours it uses', () => {
    for (const project of projects.all) {
      expect(project.image.alt).toBe(
        `Mock-up in ${project.title}'s colours: a browser window with a bar chart beside a phone showing a list`,
      );
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
