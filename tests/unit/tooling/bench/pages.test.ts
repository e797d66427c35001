import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, templatePages } from '@/tooling/bench/pages';
import { siteMap } from '@/lib/siteMap';

describe('templatePages', () => {
  const sitePaths = new Set(siteMap().flatMap((group) => group.pages.map((page) => page.path)));

  it('are real pages of the site, one per template, and a path no page has for the 404', () => {
    for (const { path } of templatePages) {
      if (path === NOT_FOUND_PATH) expect(sitePaths.has(path)).toBe(false);
      else expect(sitePaths.has(path), path).toBe(true);
    }
    expect(new Set(templatePages.map((page) => page.path)).size).toBe(templatePages.length);
  });
});
