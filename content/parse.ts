import type { z } from 'zod';

type Keyed = { slug: string };

/** What the schema refuses in an entry, as one line: the collection, the entry, its file and each field. */
export function describe(collection: string, id: string, error: z.ZodError, origin?: string): string {
  const fields = error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`);
  return `Invalid ${collection} entry "${id}"${origin ? ` (${origin})` : ''}: ${fields.join('; ')}`;
}

function entryId(entry: unknown, index: number): string {
  if (entry && typeof entry === 'object' && 'slug' in entry && typeof entry.slug === 'string') return entry.slug;
  return `#${index + 1}`;
}

/** Parses a single content object (a singleton such as the site facts or pricing). */
export function parseEntry<S extends z.ZodType>(collection: string, schema: S, entry: unknown): z.output<S> {
  const result = schema.safeParse(entry);
  if (!result.success) throw new Error(describe(collection, collection, result.error));
  return result.data;
}

/** The collections with a page per entry; lib/collections.ts gives each its pages (its `entryPages` has exactly these). */
export type CollectionName =
  'services' | 'industries' | 'technologies' | 'projects' | 'blogPosts' | 'authors' | 'jobs' | 'press';

export type Collection<T extends Keyed> = {
  readonly name: string;
  /** Every entry, in declaration order. */
  readonly all: readonly T[];
  bySlug(slug: string): T | undefined;
  /** Looks up referenced entries; a dangling reference fails the build with the referring entry named. */
  resolve(slugs: readonly string[], from: string): T[];
  /** One referenced entry, failing like `resolve`. */
  get(slug: string, from: string): T;
  /** Where an entry is written, as a build error names it: its file, or else the collection and its slug. */
  origin(slug: string): string;
  /**
   * The entry files that cannot be published, each with why in one line naming the file (collections read from
   * entry files only, content/files.ts). Never throws, so a check can list them all.
   */
  problems?(): readonly EntryProblem[];
};

/** An entry file the site cannot publish, and why: one line that names the file. */
export type EntryProblem = { file: string; slug: string; message: string };

export type CollectionOptions<T> = {
  /** Where each entry comes from (its file), named in error messages. */
  origins?: readonly string[];
  /** The order of `all`; by default the entries' own. */
  order?: (a: T, b: T) => number;
};

/**
 * Parses every entry of a collection with its schema and checks slugs are
 * unique. Throws (failing `next build`) with the collection, entry, file and field.
 */
export function defineCollection<S extends z.ZodType<Keyed>>(
  name: string,
  schema: S,
  entries: readonly unknown[],
  options: CollectionOptions<z.output<S>> = {},
): Collection<z.output<S>> {
  const parsed = entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (!result.success) throw new Error(describe(name, entryId(entry, index), result.error, options.origins?.[index]));
    return result.data;
  });
  return collectionOf(name, parsed, options);
}

/** A collection of entries already parsed; throws when two share a slug. */
export function collectionOf<T extends Keyed>(
  name: string,
  parsed: T[],
  { origins, order }: CollectionOptions<T> = {},
): Collection<T> {
  // Before sorting: origins are listed in the entries' own order.
  const originBySlug = new Map(parsed.map((entry, index) => [entry.slug, origins?.[index]]));
  const all = order ? parsed.sort(order) : parsed;
  const bySlug = new Map<string, T>();
  for (const entry of all) {
    if (bySlug.has(entry.slug)) throw new Error(`Duplicate ${name} entry "${entry.slug}": slug must be unique`);
    bySlug.set(entry.slug, entry);
  }
  const get = (slug: string, from: string) => {
    const found = bySlug.get(slug);
    if (!found) throw new Error(`${from} refers to unknown ${name} entry "${slug}"`);
    return found;
  };
  return {
    name,
    all,
    bySlug: (slug) => bySlug.get(slug),
    resolve: (slugs, from) => slugs.map((slug) => get(slug, from)),
    get,
    origin: (slug) => originBySlug.get(slug) ?? `${name} entry "${slug}"`,
  };
}
