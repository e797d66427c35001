import { describe, expect, it } from 'vitest';
import { blogPosts } from '@/content/blog';
import { services } from '@/content/services';
import { indexablePages, siteMap } from '@/content/siteMap';
import { staticPages } from '@/content/staticPages';
import { blogPostPath, servicePath } from '@/lib/routes';

const indexablePaths = indexablePages.map((page) => page.path);

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

  it('lists each page once and every static page somewhere in the human sitemap', () => {
    expect(new Set(indexablePaths).size).toBe(indexablePaths.length);
    const everyPath = siteMap.flatMap((group) => group.pages.map((page) => page.path));
    for (const page of staticPages) expect(everyPath).toContain(page.path);
  });

  it('gives every static page a unique title and description', () => {
    const titles = staticPages.map((page) => page.seo.title);
    const descriptions = staticPages.map((page) => page.seo.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
