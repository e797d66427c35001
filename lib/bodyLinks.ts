import type { BodyLink } from '@/lib/markdoc';
import { filePaths, pagePaths } from '@/lib/routes';
import { siteMap } from '@/lib/siteMap';

let known: ReadonlySet<string> | undefined;

/** Every address of the site a body may link to: its pages and the files beside them (gathered once). */
export const sitePaths = (): ReadonlySet<string> =>
  (known ??= new Set([
    ...Object.values(pagePaths),
    ...Object.values(filePaths),
    ...siteMap.flatMap((group) => group.pages.map((page) => page.path)),
  ]));

/** The page a site link goes to: its path without the query, the fragment or a trailing slash. */
const pageOf = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');

/** The links of a body to a path of this site that is no page of it. */
export function brokenLinks(links: readonly BodyLink[], known: ReadonlySet<string>): BodyLink[] {
  return links.filter(({ href }) => href.startsWith('/') && !known.has(pageOf(href)));
}

/**
 * Fails the build when a body links to no page of the site, naming the entry's file and the link's line
 * (counted in the body), like a bad field does: a renamed or deleted page never leaves a dead link behind.
 */
export function assertLinksResolve(links: readonly BodyLink[], file: string, known = sitePaths()): void {
  const broken = brokenLinks(links, known);
  if (broken.length)
    throw new Error(
      `${file}: ${broken.map(({ href, line }) => `body line ${line ?? '?'}: ${href} is no page of the site`).join('; ')}`,
    );
}
