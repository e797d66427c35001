// @vitest-environment node
import { fields } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import config from '@/keystatic.config';
import { industries } from '@/content/industries';
import { authors } from '@/content/authors';
import {
  blogPostFields,
  jobFields,
  pressItemFields,
  projectFields,
  recognitionFields,
  teamMemberFields,
} from '@/content/schemas';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { editorChoices } from '@/lib/editor/choices';
import { editorConfig } from '@/lib/editor/config';

/**
 * The editor (keystatic.config.ts) against the schemas the build reads entries with (content/schemas.ts): the same
 * fields at every depth, enums with the same options, the same required and optional fields, the same limits. A
 * field the editor lacks would be dropped from its entries on their next save; one the schema lacks would fail the
 * build.
 */

/** A field of Keystatic's configuration, as far as this comparison reads it. */
type EditorField = {
  kind: string;
  formKind?: string;
  fields?: Record<string, EditorField>;
  element?: EditorField;
  options?: readonly { value: string }[];
  validation?: { length?: { min?: number } };
  parts?: Record<string, EditorField>;
  optional?: boolean;
  defaultValue?: () => unknown;
  validate?: (value: unknown, extra?: unknown) => unknown;
  parse?: (value: unknown, extra?: unknown) => unknown;
};
type EditorSchema = Record<string, EditorField>;
type ZodField = z.core.$ZodType;

const collections = config.collections as unknown as Record<string, { schema: EditorSchema }>;
const singletons = (config.singletons ?? {}) as unknown as Record<string, { schema: EditorSchema; path?: string }>;

/** Fields of an entry that are not stored as fields: the slug is the file's name, the body its Markdoc content. */
const NOT_FIELDS = ['slug', 'body'];

/** The schema a field's value is checked with, and whether the field may be left out (optional or defaulted). */
function unwrap(field: ZodField): { core: ZodField; optional: boolean; defaulted: boolean } {
  let core = field;
  let optional = false;
  let defaulted = false;
  for (;;) {
    const def = core._zod.def as { type: string; innerType?: ZodField; in?: ZodField };
    if (def.type === 'optional' || def.type === 'nullable') optional = def.type === 'optional' || optional;
    else if (def.type === 'default') defaulted = true;
    else if (def.type !== 'pipe') return { core, optional, defaulted };
    core = (def.type === 'pipe' ? def.in : def.innerType)!;
  }
}

const defType = (field: ZodField) => (field._zod.def as { type: string }).type;
const checks = (field: ZodField) =>
  ((field._zod.def as { checks?: { _zod: { def: Record<string, unknown> } }[] }).checks ?? []).map(
    (check) => check._zod.def,
  );
const minItems = (field: ZodField) => Number(checks(field).find((check) => check.check === 'min_length')?.minimum ?? 0);

function throws(run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch {
    return true;
  }
}

/** Keystatic's slug field (an entry's title and file name) holds `{ name, slug }`; the name is the stored text. */
const isSlugField = (field: EditorField) =>
  field.formKind === 'slug' && typeof field.parse?.('x', { slug: 'x' }) === 'object';
/** The value of a text-like field holding `text`. */
const textValue = (field: EditorField, text: string) => (isSlugField(field) ? { name: text, slug: 'an-entry' } : text);
/** The value of a new field (Keystatic's Node.js build leaves out the slug field's default, which needs its UI code). */
const emptyValue = (field: EditorField) => (isSlugField(field) ? textValue(field, '') : field.defaultValue?.());

const isChoice = (field: EditorField) => field.kind === 'form' && Array.isArray(field.options);
const isMultiselect = (field: EditorField) => isChoice(field) && Array.isArray(emptyValue(field));
const isCheckbox = (field: EditorField) => field.kind === 'form' && typeof emptyValue(field) === 'boolean';

/** Whether an entry saved from the editor always has this field: it refuses to save it empty, or it always has a value. */
function editorRequires(field: EditorField): boolean {
  if (field.kind !== 'form') return field.kind === 'object' || field.kind === 'array';
  if (field.parts) return !field.optional;
  if ((isChoice(field) && !isMultiselect(field)) || isCheckbox(field)) return true;
  if (isMultiselect(field)) return true;
  return throws(() => field.validate!(emptyValue(field)));
}

/** Every difference between a schema's field and the editor's, named by its path. */
function compareField(path: string, schema: ZodField, editor: EditorField): string[] {
  const { core, optional, defaulted } = unwrap(schema);
  const problems: string[] = [];
  const type = defType(core);

  // Present or not.
  const required = !optional && !defaulted;
  const alwaysWritten =
    editor.kind === 'object' || editor.kind === 'array' || isCheckbox(editor) || isMultiselect(editor);
  if (required && !editorRequires(editor)) problems.push(`${path}: required by the schema, optional in the editor`);
  if (optional && !defaulted && (editorRequires(editor) || alwaysWritten) && !(editor.parts && editor.optional))
    problems.push(`${path}: optional in the schema, always written by the editor`);

  if (type === 'object') {
    const shape = (core as unknown as { shape: Record<string, ZodField> }).shape;
    const children = editor.kind === 'object' ? editor.fields : editor.parts;
    if (!children) return [...problems, `${path}: an object in the schema, a ${editor.kind} field in the editor`];
    return [...problems, ...compareFields(path, shape, children)];
  }
  if (type === 'array') {
    const element = (core._zod.def as unknown as { element: ZodField }).element;
    const min = minItems(core);
    if (isMultiselect(editor)) {
      if (min > 0 !== throws(() => editor.validate!([])))
        problems.push(`${path}: at least ${min} in the schema, the editor's multiselect does not check that`);
      const elementType = defType(unwrap(element).core);
      if (elementType === 'enum') problems.push(...compareOptions(path, unwrap(element).core, editor));
      else if (elementType !== 'string') problems.push(`${path}: a list of ${elementType} offered as a multiselect`);
      return problems;
    }
    if (editor.kind !== 'array' || !editor.element)
      return [...problems, `${path}: a list in the schema, not in the editor`];
    const editorMin = editor.validation?.length?.min ?? 0;
    if (editorMin !== min) problems.push(`${path}: at least ${min} items in the schema, ${editorMin} in the editor`);
    return [...problems, ...compareField(`${path}[]`, element, editor.element)];
  }
  if (editor.kind !== 'form' || editor.parts)
    return [...problems, `${path}: a ${type} in the schema, a group in the editor`];
  if (type === 'enum') return [...problems, ...compareOptions(path, core, editor)];
  if (type === 'boolean') {
    if (!isCheckbox(editor)) problems.push(`${path}: a boolean in the schema, not a checkbox in the editor`);
    return problems;
  }
  if (type === 'number') {
    const min = checks(core).find((check) => check.check === 'greater_than');
    if (min) {
      const lowest = Number(min.value) + (min.inclusive ? 0 : 1);
      if (!throws(() => editor.validate!(lowest - 1)) || throws(() => editor.validate!(lowest)))
        problems.push(`${path}: at least ${lowest} in the schema, not in the editor`);
    }
    return problems;
  }
  if (type === 'string') {
    if (isCheckbox(editor) || isMultiselect(editor)) return [...problems, `${path}: a text in the schema`];
    const { minLength, maxLength } = core as unknown as { minLength: number | null; maxLength: number | null };
    const accepts = (length: number) => !throws(() => editor.validate!(textValue(editor, 'x'.repeat(length))));
    if (minLength !== null && minLength > 1 && (accepts(minLength - 1) || !accepts(minLength)))
      problems.push(`${path}: at least ${minLength} characters in the schema, not in the editor`);
    if (maxLength !== null && (!accepts(maxLength) || accepts(maxLength + 1)))
      problems.push(`${path}: at most ${maxLength} characters in the schema, not in the editor`);
    return problems;
  }
  return [...problems, `${path}: a ${type} in the schema, which this comparison does not know`];
}

function compareOptions(path: string, schema: ZodField, editor: EditorField): string[] {
  const expected = (schema as unknown as { options: string[] }).options;
  const offered = (editor.options ?? []).map((option) => option.value);
  return JSON.stringify(offered) === JSON.stringify(expected)
    ? []
    : [`${path}: the schema's options are ${expected.join(', ')}, the editor offers ${offered.join(', ') || 'none'}`];
}

function compareFields(path: string, shape: Record<string, ZodField>, editor: Record<string, EditorField>): string[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const ignored = path ? [] : NOT_FIELDS;
  const schemaKeys = Object.keys(shape).filter((key) => !ignored.includes(key));
  const editorKeys = Object.keys(editor).filter((key) => !(editor[key]?.formKind === 'content' && key === 'body'));
  return [
    ...schemaKeys.filter((key) => !editorKeys.includes(key)).map((key) => `${at(key)}: in the schema, no editor field`),
    ...editorKeys
      .filter((key) => !schemaKeys.includes(key))
      .map((key) => `${at(key)}: an editor field, not in the schema`),
    ...schemaKeys
      .filter((key) => editorKeys.includes(key))
      .flatMap((key) => compareField(at(key), shape[key]!, editor[key]!)),
  ];
}

function compareCollection(schema: z.ZodObject, editor: EditorSchema): string[] {
  return compareFields('', schema.shape as Record<string, ZodField>, editor);
}

const PAIRS = [
  ['posts', blogPostFields],
  ['press', pressItemFields],
  ['jobs', jobFields],
  ['projects', projectFields],
  ['team', teamMemberFields],
] as const;

/** The files edited as a whole (Keystatic singletons), each with the schema the site reads it with. */
const SINGLETON_PAIRS = [['recognition', recognitionFields]] as const;

describe('the content editor (keystatic.config.ts)', () => {
  it('edits exactly the collections the site reads from files', () => {
    expect(Object.keys(collections).sort()).toEqual(PAIRS.map(([name]) => name).sort());
  });

  for (const [name, schema] of PAIRS) {
    it(`has the fields of the ${name} schema, and only those, at every depth`, () => {
      expect(compareCollection(schema, collections[name]!.schema)).toEqual([]);
    });
  }

  it('edits exactly the single files the site reads, where the site reads them', () => {
    expect(Object.keys(singletons).sort()).toEqual(SINGLETON_PAIRS.map(([name]) => name).sort());
    // Keystatic saves a singleton whose path ends in "/" as index.yaml in that folder: content/recognition/index.ts reads it.
    expect(singletons.recognition!.path).toBe('content/recognition/');
  });

  for (const [name, schema] of SINGLETON_PAIRS) {
    it(`has the fields of the ${name} schema, and only those, at every depth`, () => {
      expect(compareCollection(schema, singletons[name]!.schema)).toEqual([]);
    });
  }

  it('takes only an https address as the link of an award or a certification, or none', () => {
    const link = singletons.recognition!.schema.awards!.element!.fields!.link!;
    const accepts = (value: string) => !throws(() => link.validate!(value));
    expect(accepts('')).toBe(true);
    expect(accepts('https://www.iso.org/standard/27001')).toBe(true);
    expect(accepts('http://www.iso.org/standard/27001')).toBe(false);
    expect(accepts('www.iso.org')).toBe(false);
    expect(accepts('javascript:alert(1)')).toBe(false);
    expect(recognitionFields.shape.awards.element.shape.link.safeParse('http://example.com').success).toBe(false);
  });

  it('writes the body of posts and press items as their Markdoc content', () => {
    for (const name of ['posts', 'press']) {
      expect(collections[name]!.schema.body?.formKind).toBe('content');
      expect('body' in blogPostFields.shape && 'body' in pressItemFields.shape).toBe(true);
    }
  });

  it('offers the references as the TypeScript collections list them', () => {
    const values = (field: EditorField | undefined) => (field?.options ?? []).map((option) => option.value);
    const slugs = (collection: { all: readonly { slug: string }[] }) => collection.all.map((entry) => entry.slug);
    const project = collections.projects!.schema;
    expect(values(project.industry)).toEqual(slugs(industries));
    expect(values(project.services)).toEqual(slugs(services));
    expect(values(project.technologies)).toEqual(slugs(technologies));
    expect(values(collections.jobs!.schema.technologies)).toEqual(slugs(technologies));
  });

  it('offers as a post’s author the team members who write, by their slugs', () => {
    expect(editorChoices().authors.map((option) => option.value)).toEqual(authors.all.map((member) => member.slug));
    expect(editorChoices().authors.length).toBeGreaterThanOrEqual(4);
  });

  it('counts a fact tag as the words it stands for, as the build does, and refuses unknown facts', () => {
    const description = collections.jobs!.schema.seo!.fields!.description!;
    const accepts = (text: string) => !throws(() => description.validate!(text));
    const tag = '{% fact name="internship.length" /%}';
    const value = editorChoices().facts.site['internship.length']!;
    // 160 characters once expanded, more as typed.
    const long = `${tag}${'x'.repeat(160 - value.length)}`;
    expect(long.length).toBeGreaterThan(160);
    expect(accepts(long)).toBe(true);
    expect(accepts(`${long}x`)).toBe(false);
    expect(accepts(`${'x'.repeat(80)} {% fact name="no.such.fact" /%}`)).toBe(false);
  });

  describe('the comparison itself', () => {
    const posts = () => collections.posts!.schema;

    it('finds a schema field the editor lacks, at the top and inside an object', () => {
      const withSubtitle = blogPostFields.extend({ subtitle: z.string().min(1) });
      expect(compareCollection(withSubtitle, posts())).toEqual(['subtitle: in the schema, no editor field']);
      const withKeywords = blogPostFields.extend({ seo: blogPostFields.shape.seo.extend({ keywords: z.string() }) });
      expect(compareCollection(withKeywords, posts())).toEqual(['seo.keywords: in the schema, no editor field']);
    });

    it('finds an editor field the schema lacks', () => {
      const withMood = { ...posts(), mood: fields.text({ label: 'Mood' }) as unknown as EditorField };
      expect(compareCollection(blogPostFields, withMood)).toEqual(['mood: an editor field, not in the schema']);
    });

    it('finds options, limits and required fields that drifted', () => {
      const drifted = jobFields.extend({
        department: z.enum([...jobFields.shape.department.options, 'Finance']),
        seo: jobFields.shape.seo.extend({ description: z.string().min(80).max(160) }),
        summary: z.string().optional(),
        requirements: z.array(z.string()).min(4),
      });
      expect(compareCollection(drifted, collections.jobs!.schema)).toEqual([
        expect.stringMatching(/^seo\.description: at least 80 characters/),
        expect.stringMatching(/^department: the schema's options are .*Finance/),
        'summary: optional in the schema, always written by the editor',
        'requirements: at least 4 items in the schema, 3 in the editor',
      ]);
    });

    it('builds the same editor from the same choices, in the browser as on the server', () => {
      const again = editorConfig(editorChoices()).collections as unknown as Record<string, { schema: EditorSchema }>;
      for (const [name, schema] of PAIRS) expect(compareCollection(schema, again[name]!.schema)).toEqual([]);
    });
  });
});
