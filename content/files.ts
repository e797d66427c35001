import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { expandFacts } from '@/content/facts';
import { defineCollection, type Collection } from '@/content/parse';
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
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)([\s\S]*)$/;

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

function parseFields(text: string, file: string): Record<string, unknown> {
  let fields: unknown;
  try {
    fields = parseYaml(text) ?? {};
  } catch (error) {
    const line = error instanceof YAMLParseError ? ` (line ${error.linePos?.[0].line})` : '';
    throw new Error(`${file}${line}: not valid YAML: ${(error as Error).message.split('\n')[0]}`, { cause: error });
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
  return { file, slug, data: { ...parseFields(frontMatter, file), slug, body }, bodyOffset };
}

/** Every entry file of a folder (from the project's root), by name; each named from the root. */
export function readEntryFiles(folder: string): EntryFile[] {
  const directory = path.resolve(folder);
  return readdirSync(directory)
    .filter((name) => EXTENSIONS.includes(path.extname(name)))
    .sort()
    .map((name) => {
      const absolute = path.join(directory, name);
      return parseEntryFile(path.relative(process.cwd(), absolute), readFileSync(absolute, 'utf8'));
    });
}

/**
 * Drafts are rendered by `npm run dev`, so an editor previews one at its real address, and left out of
 * everything else (production pages, sitemap, feed, search, tests), unchecked: a half-written draft never
 * stops a release. So are scheduled entries (see `isWithheld`).
 */
export const includesDrafts = () => process.env.NODE_ENV === 'development';

/**
 * Whether production leaves an entry file out as a draft: ticked Draft, or dated (`publishedAt`) after the
 * content clock's today (content/schedule.ts), so a post written ahead waits for the first build on its day.
 */
const isWithheld = (data: Record<string, unknown>, today = contentToday()): boolean =>
  data.draft === true || isScheduled(data.publishedAt, today);

export type LoadOptions<T> = {
  /** Problems of an entry's Markdoc body (lines counted from the body's first, 1-based), each a build error naming the file and its line. */
  checkBody?: (body: string) => BodyProblem[];
  /** The order of the collection's lists; files are read by name. */
  order?: (a: T, b: T) => number;
};

/** Reads a folder of entry files and parses each with the collection's schema (content/parse.ts). */
export function loadCollection<S extends z.ZodType<{ slug: string }>>(
  name: string,
  schema: S,
  folder: string,
  { checkBody, order }: LoadOptions<z.output<S>> = {},
): Collection<z.output<S>> {
  const today = contentToday();
  const files = readEntryFiles(folder).filter((entry) => includesDrafts() || !isWithheld(entry.data, today));
  if (checkBody)
    for (const { file, data, bodyOffset } of files) {
      if (typeof data.body !== 'string') continue;
      const problems = checkBody(data.body);
      if (problems.length)
        throw new Error(
          `Invalid ${name} entry (${file}): ${problems
            .map(({ line, message }) => `${line ? `line ${line + bodyOffset}` : 'body'}: ${message}`)
            .join('; ')}`,
        );
    }
  return defineCollection(
    name,
    schema,
    files.map(({ data }) => data),
    { origins: files.map(({ file }) => file), order },
  );
}
