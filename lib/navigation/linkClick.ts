import { pageOf } from '@/lib/rootView';

/** What the delegated listener reads from a clicked `<a>`. */
export type ClickedLink = { href: string; target: string; hasDownload: boolean };

/** What it reads from the click. */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/** A navigation the router takes over: where to (path, query and hash), and whether another page renders. */
export type ClientNavigation = { href: string; changesPage: boolean };

/**
 * Whether a same-site path is a page the router can render: not the intake API, not the framework's
 * files, and not a file of the site's own (the feed, the sitemap, a PDF), which the browser loads.
 */
export function isPagePath(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

/** Whether a link opens in this window as a page of this site would: no other target, no download. */
export function opensInPlace(link: Pick<ClickedLink, 'target' | 'hasDownload'>): boolean {
  return (link.target === '' || link.target.toLowerCase() === '_self') && !link.hasDownload;
}

/**
 * The client navigation a click on a plain `<a>` stands for, or null when the browser should follow
 * the link itself: a click another handler already took, any button but the main one or with a
 * modifier key (new tab, new window, download), a link with a target or a download attribute, another
 * origin or scheme, a file rather than a page, and a hash on the page on screen (the browser scrolls
 * to it). A link to the page on screen without a hash is still the router's, as next/link did it.
 */
export function clientNavigation(link: ClickedLink, click: LinkClick, current: URL): ClientNavigation | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (!opensInPlace(link)) return null;
  let target: URL;
  try {
    target = new URL(link.href, current);
  } catch {
    return null;
  }
  if (target.origin !== current.origin || !isPagePath(target.pathname)) return null;
  const changesPage = pageOf(target) !== pageOf(current);
  if (!changesPage && target.hash !== '') return null;
  return { href: target.pathname + target.search + target.hash, changesPage };
}
