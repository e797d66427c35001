import { createElement, type ComponentType } from 'react';
import { fields, type ComponentSchema } from '@keystatic/core';

/**
 * A field that knows when its value is left empty in a way the generic check below cannot see (a picture's value
 * is an object whether or not a file is chosen; a salary always has its currency).
 */
export type LeavesEmpty = { leftEmpty(value: unknown): boolean };

const hasLeftEmpty = (schema: object): schema is LeavesEmpty =>
  typeof (schema as Partial<LeavesEmpty>).leftEmpty === 'function';

/** Whether a form field's value is one the editor has not filled in: no text, no number or date, nothing picked. */
export function isLeftEmpty(schema: ComponentSchema, value: unknown): boolean {
  if (hasLeftEmpty(schema)) return schema.leftEmpty(value);
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The field, checked as before unless the entry is a draft; then a value left empty passes (and a list may have
 * fewer items than it needs), while what is filled in is checked as ever: a draft may be unfinished, never wrong.
 */
export function whenPublished<T extends ComponentSchema>(schema: T, isDraft: () => boolean): T {
  switch (schema.kind) {
    case 'form': {
      const field = schema as T & {
        validate(value: unknown, extra?: unknown): unknown;
        Input: ComponentType<{ value: unknown; forceValidation?: boolean }>;
      };
      return {
        ...field,
        validate(value: unknown, extra?: unknown) {
          if (isDraft() && isLeftEmpty(field, value)) return value;
          return field.validate(value, extra);
        },
        // After a refused save Keystatic asks every field to show its problem; a draft's empty field has none.
        Input(props: { value: unknown; forceValidation?: boolean }) {
          const excused = isDraft() && isLeftEmpty(field, props.value);
          return createElement(field.Input, { ...props, forceValidation: props.forceValidation && !excused });
        },
      };
    }
    case 'object':
      return {
        ...schema,
        fields: Object.fromEntries(
          Object.entries(schema.fields).map(([key, child]) => [key, whenPublished(child, isDraft)]),
        ),
      };
    case 'array': {
      const length = schema.validation?.length;
      return {
        ...schema,
        element: whenPublished(schema.element, isDraft),
        // Keystatic reads the least number of items when it checks the list, so a draft's list may be short.
        ...(length && {
          validation: {
            ...schema.validation,
            length: {
              ...length,
              get min() {
                return isDraft() ? undefined : length.min;
              },
            },
          },
        }),
      };
    }
    default:
      return schema;
  }
}

/**
 * A collection's fields with its Draft checkbox: the title (which names the file) is always required; every other
 * field only once the entry is published (Draft unticked). The build leaves drafts out unchecked
 * (content/files.ts), so a draft saved with only its title never stops a release, and unticking Draft brings back
 * every rule the build applies.
 *
 * Keystatic checks an entry's fields one by one, in the order they are declared, and no field sees another's value.
 * The Draft checkbox therefore comes right after the title: checking it records whether this entry is a draft, and
 * the fields after it, checked next in the same pass, read that.
 */
export function withDraft<Title extends ComponentSchema, Rest extends Record<string, ComponentSchema>>(
  title: Title,
  description: string,
  rest: Rest,
) {
  // Until a check has read the checkbox, every rule applies.
  let draft = false;
  const isDraft = () => draft;
  const checkbox = fields.checkbox({ label: 'Draft', description, defaultValue: true });
  return {
    title,
    draft: {
      ...checkbox,
      validate(value: boolean) {
        draft = value;
        return checkbox.validate(value);
      },
    },
    ...(Object.fromEntries(Object.entries(rest).map(([key, field]) => [key, whenPublished(field, isDraft)])) as Rest),
  };
}
