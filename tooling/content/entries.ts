import { entryPages, type EntryPages } from '@/lib/collections';

/**
 * One line per entry file no build may publish, across every collection read from files, naming the file and what
 * is wrong: the YAML that does not parse (with its line), the field its schema refuses, the body's line.
 */
export function brokenEntries(): string[] {
  const collections: EntryPages<{ slug: string }>[] = Object.values(entryPages);
  return collections.flatMap((pages) => pages.collection.problems?.().map((problem) => problem.message) ?? []);
}
