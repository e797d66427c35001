import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { expandFacts } from '@/content/facts';
import { collectionOf, describe, type Collection, type EntryProblem } from '@/content/parse';
import { contentToday, isScheduled } from '@/content/schedule';

/**
 * Entry files, as editors write them (by hand or in the editor at /keystatic): `<slug>.yaml` holds an entry's
 * fields; `<slug>.mdoc` holds them as YAML front matter between `---` lines, followed by the entry's
 * Markdoc body. The file name is the slug.
 */
export type EntryFile = {
  /** The file's path from the project's root, as error messages name it. */
  file: string;
  slug: string;
  data: Record<string, unknown>;
  /** Lines of the file before its body's first line, so a body's line numbers can name the file's. */
  bodyOffset: number;
};

/** A problem the schema cannot see: a body that does not parse, a link to no page. */
export type BodyProblem = { line?: number; message: string };

const EXTENSIONS = ['.yaml', '.mdoc'];
/**
 * The fields between the opening `---` line and the next line that is exactly `---` (a value ending in "---" does
 * not close them), then the body. Kept by hand, with `yaml` parsing the fields, rather than gray-matter or
 * Keystatic's reader (issue 48, row 10), because neither fits:
 * - gray-matter 4.0.3 (its last release, 2021) brings js-yaml 3 beside our `yaml` 2; runs a `---js` front matter
 *   through `eval`; takes a `----` line for the closing `---` (the fourth dash goes into the body); leaves the `\r`
 *   of a Windows line end in the last field's value; reads a file without front matter as one with no fields, and
 *   one without a closing line as all fields, so our two messages would need this pattern's check anyway; and does
 *   not say where the body starts in the file, which `bodyOffset` (a body problem's line in the file) needs.
 * - Keystatic's splitter is not exported (it is in a hashed chunk of @keystatic/core's dist, as private as the
 *   `dist/Snippets` row 10 removed) and is the same one pattern; its public reader reads a whole collection through
 *   the editor's config (row 2's work) and parses with js-yaml, whose errors count lines from the front matter.
 */
const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---(?:\r?\n|$)([\s\S]*)$/;

/** Expands the fact tags (content/facts.ts) of every text field; the body keeps its own, Markdoc renders them. */
function expandAll(value: unknown, file: string, where: string): unknown {
  if (typeof value === 'string') {
    try {
      return expandFacts(value);
    } catch (error) {
      throw new Error(`${file}: ${where}: ${(error as Error).message}`, { cause: error });
    }
  }
  if (Array.isArray(value)) return value.map((item, index) => expandAll(item, file, `${where}.${index}`));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, expandAll(item, file, where ? `${where}.${key}` : key)]),
    );
  return value;
}

/** Parses an entry's YAML fields; `firstLine` is the file's line they start on, so an error names the file's line. */
function parseFields(text: string, file: string, firstLine = 1): Record<string, unknown> {
  let fields: unknown;
  try {
    fields = parseYaml(text) ?? {};
  } catch (error) {
    const position = error instanceof YAMLParseError ? error.linePos?.[0].line : undefined;
    const line = position ? ` (line ${position + firstLine - 1})` : '';
    // The parser's first line, without the position it repeats ("… at line 3, column 1:").
    const reason = (error as Error).message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new Error(`${file}${line}: not valid YAML: ${reason}`, { cause: error });
  }
  if (typeof fields !== 'object' || Array.isArray(fields))
    throw new Error(`${file}: must hold the entry's fields as "name: value" lines`);
  return expandAll(fields, file, '') as Record<string, unknown>;
}

/** Reads one entry file: its fields, the slug from its name, and for Markdoc its body as `body`. */
export function parseEntryFile(file: string, text: string): EntryFile {
  const extension = path.extname(file);
  const slug = path.basename(file, extension);
  if (extension === '.yaml') return { file, slug, data: { ...parseFields(text, file), slug }, bodyOffset: 0 };
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file}: must start with its fields between two "---" lines, then the body`);
  const [whole, frontMatter = '', rawBody = ''] = match;
  const body = rawBody.trim();
  const before = text.slice(0, whole.length - rawBody.length + rawBody.indexOf(body));
  const bodyOffset = before.split('\n').length - 1;
  // The fields start on the line after the opening "---".
  return { file, slug, data: { ...parseFields(frontMatter, file, 2), slug, body }, bodyOffset };
}

/** The entry files of a folder (from the project's root), by name. */
const entryFileNames = (directory: string): string[] =>
  readdirSync(directory)
    .filter((name) => EXTENSIONS.includes(path.extname(name)))
    .sort();

/** Every entry file of a folder as written, drafts and scheduled ones included; each named from the root. */
export function readEntryFiles(folder: string): EntryFile[] {
  const directory = path.resolve(folder);
  return entryFileNames(directory).map((name) => {
    const absolute = path.join(directory, name);
    return parseEntryFile(path.relative(process.cwd(), absolute), readFileSync(absolute, 'utf8'));
  });
}

/**
 * Under `npm run dev` (the editor's preview) every entry is shown, drafts included, read again whenever its folder
 * changes, and a broken entry is left out (its page says why) rather than stopping every page. Everywhere else
 * (a build, `next start`, the tests) drafts are left out, entries are read once, and a broken one stops.
 */
export const isPreview = () => process.env.NODE_ENV === 'development';

/**
 * Whether production leaves an entry file out as a draft: ticked Draft, or dated (`publishedAt`) after the
 * content clock's today (content/schedule.ts), so a post written ahead waits for the first build on its day.
 * Drafts are left out unchecked: a half-written draft never stops a release.
 */
const isWithheld = (data: Record<string, unknown>, today = contentToday()): boolean =>
  data.draft === true || isScheduled(data.publishedAt, today);

export type LoadOptions<T> = {
  /** Problems of an entry's Markdoc body (lines counted from the body's first, 1-based), each a build error naming the file and its line. */
  checkBody?: (body: string) => BodyProblem[];
  /** The order of the collection's lists; files are read by name. */
  order?: (a: T, b: T) => number;
};

type Read<T extends { slug: string }> = { collection: Collection<T>; problems: EntryProblem[] };

/** Reads every entry file of a folder with the collection's schema: the entries that pass, and one problem per file that does not. */
function readFolder<S extends z.ZodType<{ slug: string }>>(
  name: string,
  schema: S,
  folder: string,
  { checkBody, order }: LoadOptions<z.output<S>>,
): Read<z.output<S>> {
  const today = contentToday();
  const directory = path.resolve(folder);
  const entries: z.output<S>[] = [];
  const origins: string[] = [];
  const problems: EntryProblem[] = [];
  for (const fileName of entryFileNames(directory)) {
    const file = path.relative(process.cwd(), path.join(directory, fileName));
    const slug = path.basename(fileName, path.extname(fileName));
    try {
      const { data, bodyOffset } = parseEntryFile(file, readFileSync(path.join(directory, fileName), 'utf8'));
      if (!isPreview() && isWithheld(data, today)) continue;
      const bodyProblems = checkBody && typeof data.body === 'string' ? checkBody(data.body) : [];
      if (bodyProblems.length)
        throw new Error(
          `Invalid ${name} entry (${file}): ${bodyProblems
            .map(({ line, message }) => `${line ? `line ${line + bodyOffset}` : 'body'}: ${message}`)
            .join('; ')}`,
        );
      const result = schema.safeParse(data);
      if (!result.success) throw new Error(describe(name, slug, result.error, file));
      entries.push(result.data);
      origins.push(file);
    } catch (error) {
      problems.push({ file, slug, message: (error as Error).message });
    }
  }
  return { collection: collectionOf(name, entries, { origins, order }), problems };
}

/** What an entry folder holds now (names, sizes, times), so the preview reads it again only when it changed. */
function folderState(folder: string): string {
  const directory = path.resolve(folder);
  return entryFileNames(directory)
    .map((name) => {
      const { mtimeMs, size } = statSync(path.join(directory, name));
      return `${name}:${mtimeMs}:${size}`;
    })
    .join('/');
}

/**
 * A collection of entry files (`<slug>.yaml` or `<slug>.mdoc` in `folder`), each parsed with the collection's
 * schema (content/parse.ts). Read on first use, not on import, so a broken entry cannot stop what merely imports
 * the collection (the server's start, the editor). In production a broken entry fails the first use, with one line
 * per broken file; under `npm run dev` it is left out, and its problem is said on its page and once in the terminal.
 */
export function loadCollection<S extends z.ZodType<{ slug: string }>>(
  name: string,
  schema: S,
  folder: string,
  options: LoadOptions<z.output<S>> = {},
): Collection<z.output<S>> {
  let read: (Read<z.output<S>> & { state: string }) | undefined;
  const current = () => {
    const state = isPreview() ? folderState(folder) : '';
    if (!read || read.state !== state) {
      read = { state, ...readFolder(name, schema, folder, options) };
      if (isPreview())
        for (const { message } of read.problems) console.error(`Left out of the preview until fixed: ${message}`);
    }
    return read;
  };
  const published = () => {
    const { collection, problems } = current();
    if (problems.length && !isPreview()) throw new Error(problems.map(({ message }) => message).join('\n'));
    return collection;
  };
  return {
    name,
    get all() {
      return published().all;
    },
    bySlug: (slug) => published().bySlug(slug),
    resolve: (slugs, from) => published().resolve(slugs, from),
    get: (slug, from) => published().get(slug, from),
    origin: (slug) => published().origin(slug),
    problems: () => current().problems,
  };
}

/**
 * One file of fields edited as a whole (a Keystatic singleton, such as the awards and certifications): read with its
 * schema on first use, again under `npm run dev` whenever the file changes. A file the schema refuses fails its use,
 * naming the file and each field.
 */
export function loadSingleton<S extends z.ZodType>(name: string, schema: S, file: string): () => z.output<S> {
  let read: { state: string; value: z.output<S> } | undefined;
  return () => {
    const absolute = path.resolve(file);
    const state = isPreview() ? `${statSync(absolute).mtimeMs}:${statSync(absolute).size}` : '';
    if (!read || read.state !== state) {
      const { data } = parseEntryFile(file, readFileSync(absolute, 'utf8'));
      const { slug: _fileName, ...fields } = data;
      const result = schema.safeParse(fields);
      if (!result.success) throw new Error(describe(name, name, result.error, file));
      read = { state, value: result.data };
    }
    return read.value;
  };
}
