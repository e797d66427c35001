// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fields, type ComponentSchema } from '@keystatic/core';
import { editorChoices } from '@/lib/editor/choices';
import { editorConfig } from '@/lib/editor/config';
import { isLeftEmpty, whenPublished } from '@/lib/editor/drafts';

/**
 * Drafts in the editor (lib/editor/drafts.ts): an entry with Draft ticked saves with only its title; unticked, it
 * needs every field the build needs. Each check walks an entry's fields as Keystatic does before it saves
 * (validateValueWithSchema in @keystatic/core): in the order they are declared, a form field by its `validate`, an
 * object field by field, a list by its least number of items and then item by item.
 */

type Field = ComponentSchema & {
  validate?: (value: unknown, extra?: unknown) => unknown;
  defaultValue?: () => unknown;
  fields?: Record<string, Field>;
  element?: Field;
  validation?: { length?: { min?: number } };
};
type Entry = Record<string, unknown>;

const config = editorConfig(editorChoices());
const schemaOf = (collection: 'posts' | 'jobs' | 'projects' | 'press') =>
  config.collections[collection].schema as unknown as Record<string, Field>;

/** The paths of the fields Keystatic would refuse, with their messages. */
function refused(schema: Record<string, Field>, entry: Entry, slugField = 'title'): Record<string, string> {
  const problems: Record<string, string> = {};
  const walk = (field: Field, value: unknown, path: string) => {
    if (field.kind === 'form') {
      try {
        field.validate!(value, path === slugField ? { slugField: { slugs: new Set(), glob: '*' } } : undefined);
      } catch (error) {
        problems[path] = (error as Error).message;
      }
    } else if (field.kind === 'object') {
      for (const [key, child] of Object.entries(field.fields!)) walk(child, (value as Entry)[key], `${path}.${key}`);
    } else if (field.kind === 'array') {
      const items = value as unknown[];
      const min = field.validation?.length?.min;
      if (min !== undefined && items.length < min) problems[path] = `Must have at least ${min}`;
      items.forEach((item, index) => walk(field.element!, item, `${path}.${index}`));
    }
  };
  for (const [key, field] of Object.entries(schema)) walk(field, entry[key], key);
  return problems;
}

/** A new entry's values as the editor starts them, with its title typed. */
function newEntry(schema: Record<string, Field>, title: string, changes: Entry = {}): Entry {
  const empty = (field: Field): unknown => {
    if (field.kind === 'object')
      return Object.fromEntries(Object.entries(field.fields!).map(([key, child]) => [key, empty(child)]));
    if (field.kind === 'array') return [];
    return field.defaultValue?.();
  };
  const entry = Object.fromEntries(
    Object.entries(schema)
      // The title is typed below (Keystatic's Node.js build has no default for it); the body needs the editor's UI.
      .filter(([key]) => key !== 'body' && key !== 'title')
      .map(([key, field]) => [key, empty(field)]),
  );
  return { ...entry, title: { name: title, slug: 'a-title' }, ...changes };
}

const withoutBody = (schema: Record<string, Field>) =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'body'));

describe('a draft in the editor', () => {
  it('starts ticked, right after the title, so it is checked before the fields it excuses', () => {
    for (const collection of ['posts', 'press', 'jobs', 'projects'] as const) {
      const schema = schemaOf(collection);
      expect(Object.keys(schema).slice(0, 2), collection).toEqual(['title', 'draft']);
      expect(schema.draft!.defaultValue!(), collection).toBe(true);
    }
  });

  it('saves a post, a job, a project and a press item with only their titles', () => {
    for (const collection of ['posts', 'press', 'jobs', 'projects'] as const) {
      const schema = withoutBody(schemaOf(collection));
      expect(refused(schema, newEntry(schema, 'Half written')), collection).toEqual({});
    }
  });

  it('still needs its title, which names its file', () => {
    const schema = withoutBody(schemaOf('posts'));
    expect(Object.keys(refused(schema, newEntry(schema, '')))).toEqual(['title']);
  });

  it('refuses, once Draft is unticked, the same post without every field the build needs', () => {
    const schema = withoutBody(schemaOf('posts'));
    expect(Object.keys(refused(schema, newEntry(schema, 'Half written', { draft: false }))).sort()).toEqual([
      'author',
      'excerpt',
      'publishedAt',
      'seo.description',
      'seo.title',
      'tags',
    ]);
  });

  it('refuses, once Draft is unticked, a job without its lists and its salary', () => {
    const schema = schemaOf('jobs');
    expect(Object.keys(refused(schema, newEntry(schema, 'Half written', { draft: false }))).sort()).toEqual([
      'about',
      'hiringSteps',
      'niceToHave',
      'postedAt',
      'requirements',
      'responsibilities',
      'salary',
      'seo.description',
      'seo.title',
      'summary',
      'validThrough',
    ]);
  });

  it('is unfinished, never wrong: what it has is checked as ever', () => {
    const schema = schemaOf('jobs');
    const job = newEntry(schema, 'Half written', {
      seo: { title: 'A title far longer than the sixty characters a search engine shows', description: '' },
      salary: { currency: 'EUR', min: 9000, max: 3000, unit: 'MONTH' },
    });
    expect(refused(schema, job)).toEqual({
      'seo.title': 'SEO title must be no longer than 60 characters',
      salary: 'From (9000) is more than To (3000): the range goes from the lower figure to the higher, so swap them',
    });
  });
});

describe('isLeftEmpty', () => {
  const text = schemaOf('posts').excerpt!;
  it('counts no text, no value and an empty list as left empty, and anything typed as filled', () => {
    expect(isLeftEmpty(text, '')).toBe(true);
    expect(isLeftEmpty(text, null)).toBe(true);
    expect(isLeftEmpty(text, [])).toBe(true);
    expect(isLeftEmpty(text, ' ')).toBe(false);
    expect(isLeftEmpty(text, 0)).toBe(false);
  });

  it('asks a picture or a salary, whose values are objects either way', () => {
    const { logo } = schemaOf('projects');
    expect(isLeftEmpty(logo!, logo!.defaultValue!())).toBe(true);
    const { salary } = schemaOf('jobs');
    expect(isLeftEmpty(salary!, { currency: 'EUR', min: null, max: null, unit: 'MONTH' })).toBe(true);
    expect(isLeftEmpty(salary!, { currency: 'EUR', min: 3000, max: null, unit: 'MONTH' })).toBe(false);
  });
});

describe('a draft’s fields after a refused save', () => {
  // Keystatic sets forceValidation on every field when a save is refused (here, say, a cover without alt text); a
  // field a draft may leave empty must not then show "required" under it.
  const shown: { value: unknown; forceValidation?: boolean }[] = [];
  const excerpt = {
    ...fields.text({ label: 'Excerpt', validation: { isRequired: true } }),
    Input: (props: { value: unknown; forceValidation?: boolean }) => {
      shown.push(props);
      return null;
    },
  } as unknown as ComponentSchema;
  const forced = (draft: boolean, value: string) => {
    shown.length = 0;
    const { Input } = whenPublished(excerpt, () => draft) as unknown as {
      Input: (props: { value: unknown; forceValidation?: boolean }) => ReactElement;
    };
    renderToStaticMarkup(Input({ value, forceValidation: true }));
    return shown[0]?.forceValidation;
  };

  it('shows no problem under a field a draft leaves empty', () => {
    expect(forced(true, '')).toBe(false);
  });

  it('still shows one under a draft’s filled field, and under every field of a published entry', () => {
    expect(forced(true, 'An excerpt')).toBe(true);
    expect(forced(false, '')).toBe(true);
  });
});
