import { describe, expect, it } from 'vitest';
import { duplicateTitles, pageTitles } from '@/tooling/content/seoTitles';

describe('SEO titles, checked before every build', () => {
  it('names the page that repeats a title first, and the file that had it, whatever the letter case', () => {
    expect(
      duplicateTitles([
        { title: 'Kotlin Multiplatform Developer job in Cluj', source: 'content/jobs/entries/kotlin.yaml' },
        { title: 'How much does an MVP cost?', source: 'content/blog/entries/mvp.mdoc' },
        { title: 'Kotlin multiplatform developer  job in Cluj', source: 'content/blog/entries/kotlin.mdoc' },
      ]),
    ).toEqual([
      'content/blog/entries/kotlin.mdoc: SEO title "Kotlin multiplatform developer  job in Cluj" is also used by content/jobs/entries/kotlin.yaml',
    ]);
  });

  it('finds every page of the site with the file its title is written in, and no title used twice', () => {
    const pages = pageTitles();
    expect(pages).toContainEqual({
      title: 'Kotlin Multiplatform Developer job in Cluj',
      source: 'content/jobs/entries/kotlin-multiplatform-developer.yaml',
    });
    expect(pages).toContainEqual({
      title: 'How much does an MVP cost in 2026?',
      source: 'content/blog/entries/how-much-does-an-mvp-cost-in-2026.mdoc',
    });
    expect(pages.some((page) => page.source === 'content/staticPages.ts (/jobs)')).toBe(true);
    expect(duplicateTitles(pages)).toEqual([]);
  });
});
