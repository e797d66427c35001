import { isPagePath } from '@/lib/navigation/linkClick';

/** What the Network Information API tells about the visitor's connection (Chromium-based browsers only). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** Effective connection types on which prefetching would compete with what the visitor asked for. */
export const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];

/**
 * Whether route payloads may be fetched ahead of a click: not when the visitor
 * turned on a data saver, nor on a 2g or slower connection. Browsers that do
 * not report the connection are treated as fast.
 */
export function allowsPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_CONNECTION_TYPES.includes(connection.effectiveType ?? '');
}

/**
 * The same-site page a link leads to (path and query), or null when it is not
 * worth prefetching: another origin, another scheme (mailto:, tel:), a file
 * (the feed, the sitemap), a hash-only link, or the page on screen.
 */
export function prefetchTarget(href: string, current: URL): string | null {
  if (href.startsWith('#')) return null;
  let target: URL;
  try {
    target = new URL(href, current);
  } catch {
    return null;
  }
  if (target.origin !== current.origin || !isPagePath(target.pathname)) return null;
  const page = target.pathname + target.search;
  return page === current.pathname + current.search ? null : page;
}
