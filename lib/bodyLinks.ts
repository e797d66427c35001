import type { BodyLink } from '@/lib/markdoc';
import { siteLinkProblem } from '@/lib/markdoc/bodyRules';
import { filePaths, pagePaths } from '@/lib/routes';
import { siteMap } from '@/lib/siteMap';

/** Every address of the site a body may link to: its pages and the files beside them (a new entry's too, in the preview). */
export const sitePaths = (): ReadonlySet<string> =>
  new Set([
    ...Object.values(pagePaths),
    ...Object.values(filePaths),
    ...siteMap().flatMap((group) => group.pages.map((page) => page.path)),
  ]);

/**
 * One line per link of a body to no page of the site, naming the entry's file and the link's line (counted in the
 * body): `content/blog/entries/x.mdoc: body line 3: /nope is no page of the site`.
 */
export function brokenLinkLines(links: readonly BodyLink[], file: string, known = sitePaths()): string[] {
  return links.flatMap(({ href, line }) => {
    const problem = siteLinkProblem(href, known);
    return problem ? [`${file}: body line ${line ?? '?'}: ${problem}`] : [];
  });
}

/**
 * Fails the page's render when its body links to no page of the site, as the build's first step does
 * (tooling/content/bodyLinks.ts): `npm run dev` shows the same message on the page of a post being written.
 */
export function assertLinksResolve(links: readonly BodyLink[], file: string, known = sitePaths()): void {
  const broken = brokenLinkLines(links, file, known);
  if (broken.length) throw new Error(broken.join('; '));
}
