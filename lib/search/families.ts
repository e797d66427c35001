/**
 * What kind of page a result is: the first filter of the search, and the label beside each result. A module
 * of its own so the browser's search code gets the names without the content the index is built from.
 */
export const SEARCH_FAMILIES = [
  'Service',
  'Industry',
  'Technology',
  'Project',
  'Post',
  'Author',
  'Job',
  'Press',
  'Company',
] as const;
export type SearchFamily = (typeof SEARCH_FAMILIES)[number];
