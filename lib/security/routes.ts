import { NOT_FOUND_ROUTE } from '@/lib/nextBuild';
import { isApiPath } from './methods';

export type ResponseKind = { kind: 'page'; route: string } | { kind: 'resource' };

/**
 * What a request path answers with, from the prerendered routes (`prerender-manifest.json`, with
 * whether each has an HTML page) and the files in `public/`. Pages are served as prerendered; any
 * path that is neither a route nor a file gets the prerendered not-found page.
 */
export function responseKind(
  pathname: string,
  routes: ReadonlyMap<string, { html: boolean }>,
  publicFiles: ReadonlySet<string>,
): ResponseKind {
  const path = normalisePath(pathname);
  const route = routes.get(path);
  if (route) return route.html ? { kind: 'page', route: path } : { kind: 'resource' };
  if (publicFiles.has(path)) return { kind: 'resource' };
  return { kind: 'page', route: NOT_FOUND_ROUTE };
}

/** `/blogposts/` → `/blogposts`, percent-escapes decoded as the router decodes them. */
export function normalisePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no route: keep it as it came.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Whether a request path has dot segments (`.`, `..`, percent-encoded too) and resolves under /api/ through them
 * (`/api/./leads`, `/x/../api/leads`): browsers resolve dot segments before they send a request, and Next.js
 * resolves them after the checks made on the path as sent.
 */
export function reachesApiByDotSegments(pathname: string): boolean {
  if (!pathname.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) return false;
  try {
    return isApiPath(new URL(`http://localhost${pathname}`).pathname);
  } catch {
    return false;
  }
}
