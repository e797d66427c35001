import { blogPosts } from '@/content/blog';
import { pressItems } from '@/content/press';
import { brokenLinkLines, sitePaths } from '@/lib/bodyLinks';
import { bodyLinks } from '@/lib/markdoc';

/**
 * One line per link of a published post or press item to no page of the site, naming its file and its body's line.
 * Checked in the build's first step (scripts/check-content.mjs), since a body's schema cannot know the site's pages:
 * they come from every collection (lib/siteMap.ts).
 */
export function deadBodyLinks(known = sitePaths()): string[] {
  return [blogPosts, pressItems].flatMap((collection) =>
    collection.all.flatMap((entry) => brokenLinkLines(bodyLinks(entry.body), collection.origin(entry.slug), known)),
  );
}
