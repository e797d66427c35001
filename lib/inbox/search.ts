/** Letters that carry their mark inside the letter itself, so that Unicode decomposition leaves them as they are. */
const UNDECOMPOSED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

/**
 * Text as the inbox's search compares it: lower-cased, with diacritics removed (`Ștefănescu` and `stefanescu` are
 * the same), and runs of white space as one space. SQLite's `lower()` folds ASCII only, so both the stored search
 * text and the query are folded here, in the application, the same way for both back ends.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøđßæœı]/g, (letter) => UNDECOMPOSED[letter]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The fields a search looks in: who sent it and what they wrote. */
const SEARCHED_FIELDS = ['name', 'email', 'company', 'message'] as const;

/** A submission's search text: its searched fields, folded, one space between them. */
export function searchTextOf(fields: Record<string, unknown>): string {
  return foldForSearch(
    SEARCHED_FIELDS.map((key) => fields[key])
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .join(' '),
  );
}

/** A LIKE pattern matching `query` anywhere (its `%`, `_` and `\` taken literally, with `ESCAPE '\'`). */
export const containsPattern = (query: string) => `%${foldForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many words of a query count: enough for a name and a few words of a message. */
const MAX_WORDS = 8;

/** The patterns a query's words give: a submission matches when it holds every word, in any order. */
export const wordPatterns = (query: string) =>
  [...new Set(foldForSearch(query).split(' ').filter(Boolean))].slice(0, MAX_WORDS).map(containsPattern);
