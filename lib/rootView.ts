/** The part of a URL that names a page: path and query, without the hash. */
export function pageOf(url: { pathname: string; search: string }): string {
  return url.pathname + url.search;
}

/**
 * Whether a history traversal (Back/Forward) moves to another page than the one
 * on screen; moving between hashes of one page is not a navigation.
 */
export function traversesToAnotherPage(rendered: string, current: { pathname: string; search: string }): boolean {
  return pageOf(current) !== rendered;
}
