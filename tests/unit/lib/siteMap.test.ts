import { describe, expect, it } from 'vitest';
import { blogPosts } from '@/content/blog';
import { footerNavigation, legalNavigation, mainNavigation, sections } from '@/content/navigation';
import { services } from '@/content/services';
import { staticPages } from '@/content/staticPages';
import { technologies } from '@/content/technologies';
import { entryCrumbs, entryPages } from '@/lib/collections';
import { blogPostPath, servicePath } from '@/lib/routes';
import { indexablePages, pageCrumbs, siteMap } from '@/lib/siteMap';

const indexablePaths = indexablePages().map((page) => page.path);
const group = (title: string) => siteMap().find((candidate) => candidate.title === title);

describe('site map', () => {
  it('lists every service, sub-service and blog post at its route', () => {
    for (const service of services.all) expect(indexablePaths).toContain(servicePath(service));
    expect(indexablePaths).toContain('/services/web-development/pwa');
    expect(indexablePaths).toContain('/services/mobile-development/hybrid-app');
    for (const post of blogPosts.all) expect(indexablePaths).toContain(blogPostPath(post.slug));
  });

  it('keeps confirmation pages and the bare application form out of sitemap.xml', () => {
    for (const path of ['/contact/success', '/apply-job/success', '/apply-job']) {
      expect(indexablePaths).not.toContain(path);
    }
    expect(indexablePaths).toContain('/contact');
  });

  it('places each static page in exactly one section and lists each page once', () => {
    expect(new Set(indexablePaths).size).toBe(indexablePaths.length);
    for (const page of staticPages) {
      expect(sections.filter((section) => section.pages.includes(page.path)).map((s) => s.title)).toHaveLength(1);
    }
  });

  it('gives industries and technologies their own sections, each opened by its index page', () => {
    expect(group('Technologies')?.pages.map((page) => page.label)).toEqual([
      'Technologies',
      ...technologies.all.map((technology) => technology.name),
    ]);
    expect(group('Industries')?.pages[0]).toMatchObject({ path: '/industries', label: 'Industries' });
    expect(group('Services')?.pages.map((page) => page.path)).not.toContain('/industries');
  });

  it('names sub-services after their parent and dates posts by their last change', () => {
    expect(group('Services')?.pages).toContainEqual({
      path: '/services/web-development/pwa',
      label: 'PWA (Web development)',
      indexable: true,
    });
    const post = blogPosts.all[0]!;
    expect(indexablePages().find((page) => page.path === blogPostPath(post.slug))?.lastModified).toBe(
      post.updatedAt ?? post.publishedAt,
    );
  });

  it('gives every static page a unique title and description', () => {
    const titles = staticPages.map((page) => page.seo.title);
    const descriptions = staticPages.map((page) => page.seo.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('navigation', () => {
  it('links the header menu, the footer and the legal links only to pages the site builds', () => {
    const built = new Set(siteMap().flatMap((group) => group.pages.map((page) => page.path)));
    const links = [
      ...mainNavigation.flatMap((item) => [item, ...(item.groups ?? []).flatMap((g) => [g, ...g.links])]),
      ...footerNavigation.flatMap((column) => column.links),
      ...legalNavigation,
    ].flatMap((link) => (link.href ? [link.href] : []));
    expect(links.filter((href) => !built.has(href))).toEqual([]);
  });

  it('shows the same services and industries in the footer as in the header menu', () => {
    const menu = (label: string) =>
      mainNavigation.find((item) => item.label === label)!.groups!.flatMap((group) => [group, ...group.links]);
    const footer = (title: string) => footerNavigation.find((column) => column.title === title)!.links;
    const hrefs = (links: readonly { href?: string }[]) => new Set(links.map((link) => link.href));
    expect(hrefs(footer('Industries'))).toEqual(hrefs(menu('Industries').filter((link) => link.href)));
    for (const link of footer('Services')) expect(hrefs(menu('Services'))).toContain(link.href);
  });
});

describe('breadcrumbs', () => {
  it('lead from the section landing page to a static page below it', () => {
    expect(pageCrumbs('/services/pricing')).toEqual([
      { name: 'Services', path: '/services' },
      { name: 'Pricing', path: '/services/pricing' },
    ]);
    expect(pageCrumbs('/services')).toEqual([{ name: 'Services', path: '/services' }]);
    expect(pageCrumbs('/our-story')).toEqual([{ name: 'Our story', path: '/our-story' }]);
  });

  it('lead from the collection index through a parent to an entry', () => {
    const pwa = services.get('pwa', 'test');
    expect(entryCrumbs(entryPages.services, pwa)).toEqual([
      { name: 'Services', path: '/services' },
      { name: 'Web development', path: '/services/web-development' },
      { name: pwa.name, path: '/services/web-development/pwa' },
    ]);
  });
});
