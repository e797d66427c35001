/**
 * A path as the visitor typed it: percent-escapes decoded (`/caf%C3%A9` -> `/café`), while a stray
 * `%` or an escape that is not valid UTF-8 stays as written (`/100%`, `/%E0%A4%A`) instead of
 * throwing the way `decodeURIComponent` does.
 */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
  }
}
