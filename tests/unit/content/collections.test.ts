import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { industries } from '@/content/industries';
import { jobs } from '@/content/jobs';
import { pressItems } from '@/content/press';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { teamMembers, teamSections } from '@/content/team';
import { technologies, technologySections } from '@/content/technologies';
import { bodyText } from '@/lib/markdoc';
import { technologyTags } from '@/lib/technologies';
import { wordCount } from '@/lib/text';

const SPEC_SERVICES = [
  'ai-integration',
  'product-design',
  'app-maintenance',
  'qa-and-app-testing',
  'business-and-product-strategy',
  'web-development',
  'pwa',
  'backend',
  'database',
  'frontend',
  'ecommerce',
  'mobile-development',
  'ios',
  'android',
  'hybrid-app',
  'cross-platform',
];
const SPEC_INDUSTRIES = [
  'iot-software-development',
  'social-software-development',
  'fintech-software-development',
  'elearning-software-development',
  'healthcare-and-beauty-software-development',
  'transportation-and-automotive-software-development',
];
const SPEC_TECHNOLOGIES = [
  'react',
  'django',
  'python',
  'vue-js',
  'angular',
  'flutter',
  'next-js',
  'node-js',
  'nuxt-js',
  'express-js',
  'react-native',
  'ruby-on-rails',
  'kotlin-multiplatform',
];

const slugsOf = (entries: readonly { slug: string }[]) => entries.map((entry) => entry.slug).sort();

describe('content collections', () => {
  it('has every service, industry and technology page the spec names', () => {
    expect(slugsOf(services.all)).toEqual([...SPEC_SERVICES].sort());
    expect(slugsOf(industries.all)).toEqual([...SPEC_INDUSTRIES].sort());
    expect(slugsOf(technologies.all)).toEqual([...SPEC_TECHNOLOGIES].sort());
  });

  it('nests the web and mobile sub-pages under their parents', () => {
    const childrenOf = (parent: string) =>
      services.all
        .filter((s) => s.parent === parent)
        .map((s) => s.slug)
        .sort();
    expect(childrenOf('web-development')).toEqual(['backend', 'database', 'ecommerce', 'frontend', 'pwa']);
    expect(childrenOf('mobile-development')).toEqual(['android', 'cross-platform', 'hybrid-app', 'ios']);
  });

  it('has the volumes the launch needs', () => {
    expect(projects.all.length).toBeGreaterThanOrEqual(6);
    expect(blogPosts.all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(blogPosts.all.map((post) => post.author)).size).toBeGreaterThanOrEqual(4);
    expect(jobs.all.length).toBeGreaterThanOrEqual(5);
    expect(teamMembers.all.length).toBeGreaterThanOrEqual(12);
    expect(pressItems.all.length).toBeGreaterThanOrEqual(4);
  });

  it('gives every blog post a body of at least 400 words', () => {
    for (const post of blogPosts.all) {
      expect(wordCount(bodyText(post.body)), post.slug).toBeGreaterThanOrEqual(400);
    }
  });

  it('resolves every cross-reference between collections', () => {
    for (const s of services.all) {
      technologyTags(s.technologies, (slug) => technologies.get(slug, `service ${s.slug}`));
      projects.resolve(s.projects, `service ${s.slug}`);
    }
    for (const i of industries.all) {
      services.resolve(i.services, `industry ${i.slug}`);
      technologies.resolve(i.technologies, `industry ${i.slug}`);
      projects.resolve(i.projects, `industry ${i.slug}`);
    }
    for (const t of technologies.all) {
      services.resolve(t.services, `technology ${t.slug}`);
      projects.resolve(t.projects, `technology ${t.slug}`);
      technologies.resolve(t.related, `technology ${t.slug}`);
    }
    for (const p of projects.all) {
      industries.resolve([p.industry], `project ${p.slug}`);
      services.resolve(p.services, `project ${p.slug}`);
      technologies.resolve(p.technologies, `project ${p.slug}`);
    }
    for (const post of blogPosts.all) authors.resolve([post.author], `blog post ${post.slug}`);
    for (const job of jobs.all) technologies.resolve(job.technologies, `job ${job.slug}`);
  });

  it('keeps one record per person: every author is the team member who writes, under the same slug', () => {
    expect(authors.all.length).toBeGreaterThanOrEqual(4);
    for (const author of authors.all) expect(teamMembers.get(author.slug, 'test')).toBe(author);
    expect(authors.all.map((a) => a.slug).sort()).toEqual(
      teamMembers.all
        .filter((m) => m.writes)
        .map((m) => m.slug)
        .sort(),
    );
    for (const author of authors.all)
      expect(
        blogPosts.all.some((post) => post.author === author.slug),
        author.slug,
      ).toBe(true);
  });

  it('refuses a post whose author does not write for the blog, naming the box to tick and the file', () => {
    const member = teamMembers.all.find((m) => !m.writes)!;
    expect(() => authors.get(member.slug, 'blog post x')).toThrow(
      `blog post x names ${member.name} as its author, who does not write for the blog: tick "Writes for the blog" in content/team/entries/${member.slug}.yaml`,
    );
    expect(() => authors.get('nobody', 'blog post x')).toThrow('blog post x refers to unknown authors entry "nobody"');
  });

  it('shows every team member and every technology in exactly one section, none with a lone card', () => {
    const teamGroups = teamSections.map((section) => section.departments);
    const technologyGroups = technologySections.map((section) => section.categories);
    expect(teamGroups.flat().sort()).toEqual([...new Set(teamMembers.all.map((m) => m.department))].sort());
    expect(technologyGroups.flat().sort()).toEqual([...new Set(technologies.all.map((t) => t.category))].sort());
    const sizes = [
      ...teamGroups.map((departments) => teamMembers.all.filter((m) => departments.includes(m.department)).length),
      ...technologyGroups.map((categories) => technologies.all.filter((t) => categories.includes(t.category)).length),
    ];
    expect(sizes.filter((size) => size < 2)).toEqual([]);
  });

  it('keeps every search title and description unique', () => {
    const seo = [services, industries, technologies, projects, blogPosts, jobs, pressItems].flatMap((c) =>
      c.all.map((entry) => entry.seo),
    );
    expect(new Set(seo.map((s) => s.title)).size).toBe(seo.length);
    expect(new Set(seo.map((s) => s.description)).size).toBe(seo.length);
  });

  it('points every image at a file in public/ with a size, and every project image at a description', () => {
    const images = [
      ...projects.all.map((p) => p.image),
      ...blogPosts.all.map((p) => p.image),
      ...teamMembers.all.flatMap((m) => (m.portrait ? [m.portrait] : [])),
    ];
    for (const image of images) {
      expect(existsSync(path.join('public', image.src)), image.src).toBe(true);
      expect(image.width * image.height, image.src).toBeGreaterThan(0);
    }
    for (const project of projects.all) expect(project.image.alt.length, project.slug).toBeGreaterThan(3);
  });
});
