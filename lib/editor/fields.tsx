import { fields } from '@keystatic/core';
import type {
  AssetFormField,
  BasicFormField,
  ComponentSchema,
  FormFieldInputProps,
  FormFieldStoredValue,
} from '@keystatic/core';
import type { ReactNode } from 'react';
import { replaceFactTags } from '@/content/factTags';
import { pictureFormat, savedPictureProblem, type PictureFormat } from '@/content/pictureBytes';
import { salaryRangeProblem } from '@/content/salary';
import PreparedImageInput, { type ImageInputProps } from '@/lib/editor/PreparedImageInput';
import TagsInput from '@/lib/editor/TagsInput';
import type { LeavesEmpty } from '@/lib/editor/drafts';
import type { ChosenPicture } from '@/lib/editor/preparePicture';
import { note, problem, stack } from '@/lib/editor/styles';
import { codeLanguageProblem, pictureAltProblem, siteLinkProblem, type CodeLanguages } from '@/lib/markdoc/bodyRules';

/**
 * Editor fields the site's schemas need and Keystatic has not got as such. Each writes exactly the shape the zod
 * schema in content/schemas.ts reads (or nothing, for an optional one left empty), checks what the schema checks
 * before a save, and shows its problem beside the field. Their inputs are made of Keystatic's own.
 */

/** What a text may quote instead of writing it out (content/facts.ts), by tag kind and name. */
export type FactValues = { price: Readonly<Record<string, string>>; site: Readonly<Record<string, string>> };

/**
 * A text as the page shows it: each fact tag replaced by its value (the loader does the same before the schema
 * counts characters), and the tags that name no fact.
 */
export function expandFactTags(text: string, facts: FactValues): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const expanded = replaceFactTags(text, (tag, kind, name) => {
    const values = facts[kind];
    if (Object.hasOwn(values, name)) return values[name]!;
    unknown.push(tag);
    return tag;
  });
  return { text: expanded, unknown };
}

/**
 * A rule Keystatic's text field applies as its `pattern` (it calls `regex.test` on the value and shows `message`):
 * here the length limits of the text as published, fact tags counted as the words they stand for, and no
 * tag naming a fact that does not exist. A subclass of RegExp, so Keystatic takes it for one.
 */
class PublishedTextRule extends RegExp {
  problem = '';

  constructor(
    private readonly label: string,
    private readonly facts: FactValues,
    private readonly min: number,
    private readonly max: number,
  ) {
    super('');
  }

  override test(value: string): boolean {
    const { text, unknown } = expandFactTags(value, this.facts);
    const counted = unknown.length > 0 || text === value ? '' : ' (a fact counts as the words it stands for)';
    if (unknown.length > 0)
      this.problem = `${this.label} names a fact that does not exist: ${unknown.join(', ')}. Insert facts from the lists in the body editor, or ask a developer.`;
    else if (value.length > 0 && text.length < this.min)
      this.problem = `${this.label} must be at least ${this.min} characters long${counted}`;
    else if (text.length > this.max)
      this.problem = `${this.label} must be no longer than ${this.max} characters${counted}`;
    else return true;
    return false;
  }
}

type TextOptions = {
  label: string;
  description?: string;
  multiline?: boolean;
  /** Must not be empty (the schema's `text`). */
  required?: boolean;
  /** Limits of the text as published, as the schema states them. */
  length?: { min?: number; max?: number };
  /** A format the schema checks with a regular expression, with the editor's words for it. */
  format?: { regex: RegExp; message: string };
};

/**
 * A text field that stores what the editor typed, fact tags included, and checks it as the build will: its
 * length once the tags are expanded, and that every tag names a fact.
 */
export function factText(facts: FactValues, { label, description, multiline, required, length, format }: TextOptions) {
  const rule = new PublishedTextRule(label, facts, length?.min ?? 0, length?.max ?? Infinity);
  const pattern = format ?? {
    regex: rule,
    get message() {
      return rule.problem;
    },
  };
  return fields.text({ label, description, multiline, validation: { isRequired: required, pattern } });
}

export type PictureValue = {
  /** A file chosen in the editor (saved in the field's folder), or the one read from there. */
  file: ChosenPicture | null;
  /** A picture the entry names outside the field's folder (placed by a developer): kept as it is. */
  kept: string | null;
  keep: boolean;
  alt: string;
  decorative: boolean;
};

type PictureStored = { src: string; alt?: string; decorative?: boolean };

const ALL_FORMATS: readonly PictureFormat[] = ['JPEG', 'PNG', 'WebP', 'SVG'];

/**
 * What is wrong with a picture about to be saved: a format the field does not take, or what the build would refuse
 * in the saved file (content/pictureBytes.ts).
 */
function chosenFileProblem(picture: ChosenPicture, formats: readonly PictureFormat[]): string | undefined {
  const format = pictureFormat(picture.data);
  if (format && !formats.includes(format))
    return `${picture.filename} is a ${format} picture, and this field takes ${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}: choose one of those`;
  return savedPictureProblem(picture.filename, picture.data);
}

/**
 * Keystatic's image field (for a block's picture, such as the body's Figure), its chosen pictures prepared and
 * checked as the picture field's are.
 */
export function preparedImage(options: Parameters<typeof fields.image>[0]): ReturnType<typeof fields.image> {
  const image = fields.image(options);
  function ImageInput(props: ImageInputProps) {
    return <PreparedImageInput {...props} Input={image.Input} label={options.label} />;
  }
  return {
    ...image,
    Input: ImageInput,
    validate(value) {
      const checked = image.validate(value);
      const chosen = checked && chosenFileProblem(checked, ALL_FORMATS);
      if (chosen) throw new Error(`${options.label}: ${chosen}`);
      return checked;
    },
  };
}

export type PictureField = AssetFormField<PictureValue, PictureValue, PictureStored | null> &
  LeavesEmpty & {
    /** The stored object's fields, for the comparison with the schema (tests/unit/content/editorConfig.test.ts). */
    parts: Record<string, ComponentSchema>;
    optional: boolean;
  };

const isStored = (value: FormFieldStoredValue): value is { src: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { src?: unknown }).src === 'string';

const ALT_TEXT = {
  label: 'Alt text',
  description:
    'What the picture shows, for people who cannot see it (screen readers, slow connections). Not needed for a decorative picture.',
  multiline: true,
};

/**
 * A picture ({ src, alt, decorative }, content/schemas.ts `pictureSchema`): a JPEG, PNG, WebP or SVG uploaded into
 * `public/<directory>/<entry slug>/`, prepared when it is chosen (`PreparedImageInput`), its alt text (required
 * unless the picture is decorative) and the decorative checkbox. Left empty, an optional picture writes nothing, so
 * the site draws the entry's own. A project's client logo is one too: of fewer formats, with the client's name as
 * its alt text and no decorative checkbox ({ src, alt }).
 */
export function picture({
  label,
  description,
  directory,
  publicPath,
  required = false,
  formats = ALL_FORMATS,
  alt: altText = ALT_TEXT,
  decorative: offersDecorative = true,
}: {
  label: string;
  description: string;
  /** The folder in the repository, e.g. `public/images/blog`. */
  directory: string;
  /** The same folder as the site serves it, e.g. `/images/blog/`. */
  publicPath: string;
  required?: boolean;
  /** The formats the field takes (all four unless said). */
  formats?: readonly PictureFormat[];
  /** The alt text's label and description. */
  alt?: { label: string; description: string; multiline?: boolean };
  /** Whether the picture may be marked decorative (then its alt text is always required). */
  decorative?: boolean;
}): PictureField {
  const file = fields.image({ label, description, directory, publicPath, validation: { isRequired: required } });
  const alt = fields.text(altText);
  const altRequired = fields.text({ ...altText, validation: { isRequired: true } });
  const decorative = fields.checkbox({
    label: 'Decorative',
    description: 'It adds nothing the text beside it does not say: screen readers skip it and no alt text is kept.',
  });
  const keep = fields.checkbox({ label: 'Keep the current picture' });
  const prefix = (slug: string | undefined) =>
    `${publicPath.replace(/\/*$/, '')}/${slug === undefined ? '' : `${slug}/`}`;
  const present = (value: PictureValue) => value.file !== null || (value.kept !== null && value.keep);
  const needsAlt = (value: PictureValue) => present(value) && !value.decorative;
  // The build's own checks of the bytes (content/pictureBytes.ts), so a renamed file, an unsafe SVG or a photo with
  // its GPS position is refused before it is saved.
  const fileProblem = (value: PictureValue) => value.file && chosenFileProblem(value.file, formats);

  function PictureInput({ value, onChange, autoFocus, forceValidation }: FormFieldInputProps<PictureValue>) {
    const uploaded = fileProblem(value);
    return (
      <div style={stack}>
        <PreparedImageInput
          Input={file.Input}
          label={label}
          value={value.file}
          onChange={(chosen) => onChange({ ...value, file: chosen })}
          autoFocus={autoFocus}
          forceValidation={forceValidation && !present(value)}
        />
        {uploaded && (
          <p role="alert" style={problem}>
            {label}: {uploaded}
          </p>
        )}
        {value.kept !== null && value.file === null && (
          <>
            <p style={note}>
              Now: <code>{value.kept}</code>
            </p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a preview in the editor, not a page */}
            <img src={value.kept} alt="" style={{ maxWidth: 240, maxHeight: 160, alignSelf: 'start' }} />
            <keep.Input
              value={value.keep}
              onChange={(kept) => onChange({ ...value, keep: kept })}
              autoFocus={false}
              forceValidation={false}
            />
          </>
        )}
        {!value.decorative &&
          (needsAlt(value) ? (
            <altRequired.Input
              value={value.alt}
              onChange={(text) => onChange({ ...value, alt: text })}
              autoFocus={false}
              forceValidation={forceValidation}
            />
          ) : (
            <alt.Input
              value={value.alt}
              onChange={(text) => onChange({ ...value, alt: text })}
              autoFocus={false}
              forceValidation={false}
            />
          ))}
        {offersDecorative && (
          <decorative.Input
            value={value.decorative}
            onChange={(checked) => onChange({ ...value, decorative: checked })}
            autoFocus={false}
            forceValidation={false}
          />
        )}
      </div>
    );
  }

  return {
    kind: 'form',
    formKind: 'asset',
    label,
    directory: file.directory,
    Input: PictureInput,
    defaultValue: () => ({ file: null, kept: null, keep: true, alt: '', decorative: false }),
    filename(value, args) {
      if (!isStored(value) || !value.src.startsWith(prefix(args.slug))) return undefined;
      return file.filename(value.src, args);
    },
    parse(value, args) {
      if (!isStored(value)) return { file: null, kept: null, keep: true, alt: '', decorative: false };
      const own = value.src.startsWith(prefix(args.slug)) && args.asset !== undefined;
      const stored = value as PictureStored;
      return {
        file: own ? file.parse(value.src, args) : null,
        kept: own ? null : value.src,
        keep: true,
        alt: typeof stored.alt === 'string' ? stored.alt : '',
        decorative: stored.decorative === true,
      };
    },
    validate(value) {
      if (required && !present(value)) throw new Error(`${label} is required`);
      const uploaded = fileProblem(value);
      if (uploaded) throw new Error(`${label}: ${uploaded}`);
      if (needsAlt(value) && !value.alt.trim())
        throw new Error(
          offersDecorative
            ? `${label} needs alt text: describe what the picture shows, or mark it decorative`
            : `${label} needs its ${altText.label.toLowerCase()}`,
        );
      return value;
    },
    serialize(value, args) {
      const described = (src: string): FormFieldStoredValue => ({
        src,
        ...(!value.decorative && value.alt.trim() && { alt: value.alt.trim() }),
        ...(value.decorative && { decorative: true }),
      });
      if (value.file) {
        const saved = file.serialize(value.file, args);
        return { value: described(saved.value as string), asset: saved.asset };
      }
      if (value.kept !== null && value.keep) return { value: described(value.kept), asset: undefined };
      return { value: undefined, asset: undefined };
    },
    reader: { parse: (value) => (isStored(value) ? (value as PictureStored) : null) },
    // Left empty in a draft (lib/editor/drafts.ts): no picture chosen or kept.
    leftEmpty: (value) => !present(value as PictureValue),
    // As the schema reads a picture once it is there: a file, an alt text (required unless decorative, which
    // `validate` checks) and the checkbox.
    parts: {
      src: fields.image({ label, directory, publicPath, validation: { isRequired: true } }),
      alt: offersDecorative ? alt : altRequired,
      ...(offersDecorative && { decorative }),
    },
    optional: !required,
  };
}

type TextParts = Record<string, ReturnType<typeof fields.text>>;

export type GroupField = BasicFormField<Record<string, string>> & {
  /** The stored object's fields, for the comparison with the schema. */
  parts: TextParts;
  optional: true;
};

/**
 * An optional group of texts (a project's testimonial): all of them or none. Left empty it writes nothing; with
 * any of them filled, each must be.
 */
export function optionalTexts({
  label,
  description,
  parts,
}: {
  label: string;
  description: string;
  parts: Record<string, { label: string; description?: string; multiline?: boolean }>;
}): GroupField {
  const keys = Object.keys(parts);
  const optional = Object.fromEntries(keys.map((key) => [key, fields.text(parts[key]!)]));
  const required = Object.fromEntries(
    keys.map((key) => [key, fields.text({ ...parts[key]!, validation: { isRequired: true } })]),
  );
  const empty = () => Object.fromEntries(keys.map((key) => [key, '']));
  const filled = (value: Record<string, string>) => keys.some((key) => (value[key] ?? '').trim() !== '');

  function GroupInput({ value, onChange, autoFocus, forceValidation }: FormFieldInputProps<Record<string, string>>) {
    const any = filled(value);
    return (
      <fieldset style={{ ...stack, border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ padding: 0, marginBlockEnd: 8, fontWeight: 600 }}>{label}</legend>
        <p style={note}>{description}</p>
        {keys.map((key, index) => {
          const Field = (any ? required : optional)[key]!.Input;
          return (
            <Field
              key={key}
              value={value[key] ?? ''}
              onChange={(text) => onChange({ ...value, [key]: text })}
              autoFocus={autoFocus && index === 0}
              forceValidation={forceValidation && any}
            />
          );
        })}
      </fieldset>
    );
  }

  return {
    kind: 'form',
    label,
    Input: GroupInput,
    defaultValue: empty,
    parse(value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return empty();
      const stored = value as Record<string, unknown>;
      return Object.fromEntries(keys.map((key) => [key, typeof stored[key] === 'string' ? stored[key] : '']));
    },
    validate(value) {
      if (filled(value)) for (const key of keys) required[key]!.validate(value[key] ?? '', undefined);
      return value;
    },
    serialize(value) {
      if (!filled(value)) return { value: undefined };
      return { value: Object.fromEntries(keys.map((key) => [key, (value[key] ?? '').trim()])) };
    },
    reader: { parse: (value) => (value ?? {}) as Record<string, string> },
    parts: required,
    optional: true,
  };
}

/** Keystatic's multiselect, which must keep at least `min` options ticked (it has no such check of its own). */
export function multiselect({
  label,
  description,
  options,
  min = 0,
}: {
  label: string;
  description?: string;
  options: readonly { label: string; value: string }[];
  min?: number;
}) {
  const base = fields.multiselect({ label, description, options });
  const message = `Pick at least ${min === 1 ? 'one' : min}`;
  function MultiselectInput(props: FormFieldInputProps<readonly string[]>): ReactNode {
    return (
      <div style={{ ...stack, gap: 8 }}>
        <base.Input {...props} />
        {props.forceValidation && props.value.length < min && (
          <p role="alert" style={problem}>
            {label}: {message.toLowerCase()}
          </p>
        )}
      </div>
    );
  }
  return {
    ...base,
    Input: MultiselectInput as typeof base.Input,
    validate(value: readonly string[]) {
      if (value.length < min) throw new Error(`${label}: ${message.toLowerCase()}`);
      return base.validate(value);
    },
  };
}

/** What a body is checked against in the editor: the lists the server hands it (lib/editor/choices.ts). */
export type BodyRules = { codeLanguages: CodeLanguages; sitePaths: readonly string[] };

type BodyMark = { type: { name: string }; attrs: Readonly<Record<string, unknown>> };
type BodyNode = BodyMark & { marks: readonly BodyMark[] };
/** The body editor's document (ProseMirror's), as far as the checks read it. */
type BodyDocument = { doc: { descendants(visit: (node: BodyNode) => void): void } };

/**
 * What the build would refuse in a body (lib/markdoc/bodyRules.ts), found in the body editor's document, with the
 * build's messages, each once, in the order of the text: a code block's unknown language, a Figure without alt
 * text (or a decorative one with some), a link to a path that is no page of the site. (Keystatic's own picture
 * button is off in the body, lib/editor/config.tsx: pictures go in as Figures.)
 */
export function bodyProblems(state: BodyDocument, { codeLanguages, sitePaths }: BodyRules): string[] {
  const pages = new Set(sitePaths);
  const problems = new Set<string>();
  const add = (problem: string | undefined) => problem && problems.add(problem);
  state.doc.descendants((node) => {
    // An empty language is plain text, as the build reads a code block that names none.
    if (node.type.name === 'code_block' && node.attrs.language)
      add(codeLanguageProblem(String(node.attrs.language), codeLanguages));
    // The Figure block (lib/editor/config.tsx) holds its fields as its `props`: Keystatic's serialized form,
    // `{ value: { src, alt, decorative }, extraFiles }`.
    if (node.type.name === 'figure') {
      const { value } = (node.attrs.props ?? {}) as { value?: { alt?: unknown; decorative?: unknown } };
      add(pictureAltProblem(value?.alt, value?.decorative === true));
    }
    for (const mark of node.marks) if (mark.type.name === 'link') add(siteLinkProblem(String(mark.attrs.href), pages));
  });
  return [...problems];
}

/**
 * Keystatic's Markdoc field, refusing to save what the build would refuse in the body (`bodyProblems`) and showing
 * it under the body as it is typed: Keystatic has no checks of its own for a code block's language, a picture's alt
 * text or a link.
 */
export function checkedBody(field: ReturnType<typeof fields.markdoc>, rules: BodyRules): typeof field {
  function BodyInput(props: Parameters<typeof field.Input>[0]) {
    const problems = bodyProblems(props.value, rules);
    return (
      <>
        <field.Input {...props} />
        {problems.length > 0 && (
          <ul role="alert" style={problem}>
            {problems.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return {
    ...field,
    Input: BodyInput,
    validate(value) {
      const problems = bodyProblems(value, rules);
      if (problems.length > 0) throw new Error(problems.join('; '));
      return field.validate(value);
    },
  };
}

type Option = { label: string; value: string };

/**
 * Keystatic's relationship field (an entry of another collection, stored by its slug), picked by name: Keystatic's
 * own lists the slugs. The names are the server's when the editor opened (lib/editor/choices.ts); an entry added
 * since is shown by its slug until the page is reloaded.
 */
export function namedEntry({
  label,
  description,
  collection,
  options,
}: {
  label: string;
  description: string;
  collection: string;
  options: readonly Option[];
}) {
  const relationship = fields.relationship({ label, description, collection, validation: { isRequired: true } });
  if (!options[0]) return relationship;
  const picker = fields.select({ label, description, options, defaultValue: options[0].value });
  function NamedEntryInput({ value, onChange, autoFocus, forceValidation }: FormFieldInputProps<string | null>) {
    const known = value === null || options.some((option) => option.value === value);
    return (
      <div style={{ ...stack, gap: 8 }}>
        {/* Keystatic's picker shows no choice for a value that is none of its options, as for null here. */}
        <picker.Input
          value={value as string}
          onChange={onChange}
          autoFocus={autoFocus}
          forceValidation={forceValidation}
        />
        {!known && (
          <p style={note}>
            Now: <code>{value}</code>, added since the editor was opened: reload the page to see its name.
          </p>
        )}
        {forceValidation && value === null && (
          <p role="alert" style={problem}>
            {label} is required
          </p>
        )}
      </div>
    );
  }
  return { ...relationship, Input: NamedEntryInput };
}

/**
 * A list of tags (strings) chosen from the site's own, so a topic keeps one spelling; a new tag is typed and added
 * on purpose, and one that differs from an existing tag only in case is that tag.
 */
export function tagPicker({
  label,
  description,
  options,
}: {
  label: string;
  description: string;
  options: readonly string[];
}): BasicFormField<readonly string[]> & { options: readonly Option[] } {
  const known = fields.multiselect({ label, description, options: options.map((tag) => ({ label: tag, value: tag })) });
  const typedTag = fields.text({
    label: 'A new tag',
    description: 'Only for a topic none of the tags above covers: type it, then Add tag.',
  });
  const message = `${label}: pick at least one`;

  function Input(props: FormFieldInputProps<readonly string[]>) {
    return <TagsInput {...props} options={options} Known={known.Input} Typed={typedTag.Input} message={message} />;
  }

  return {
    kind: 'form',
    label,
    Input,
    defaultValue: () => [],
    parse: (value) => (Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []),
    validate(value) {
      if (value.length === 0) throw new Error(message);
      return value;
    },
    serialize: (value) => ({ value: [...value] }),
    reader: { parse: (value) => (Array.isArray(value) ? (value as string[]) : []) },
    options: known.options,
  };
}

type SalaryValue = { currency: string; min: number | null; max: number | null; unit: string };
type Select = ReturnType<typeof fields.select>;

/**
 * A job's salary ({ currency, min, max, unit }, content/schemas.ts): Keystatic's fields for each part in one row,
 * and what no part can check alone, the lower figure above the higher, said under them as it is typed, with the
 * build's words (content/salary.ts).
 */
export function salaryRange({
  label,
  description,
  currency,
  unit,
}: {
  label: string;
  description: string;
  currency: Select;
  unit: Select;
}): BasicFormField<SalaryValue> & { parts: Record<keyof SalaryValue, ComponentSchema>; optional: false } {
  const min = fields.integer({ label: 'From', validation: { isRequired: true, min: 1 } });
  const max = fields.integer({ label: 'To', validation: { isRequired: true, min: 1 } });
  const range = (value: SalaryValue) =>
    value.min !== null && value.max !== null ? salaryRangeProblem(value.min, value.max) : undefined;
  type Part = { Input(props: FormFieldInputProps<unknown>): ReactNode };
  const parts = { currency, min, max, unit } as unknown as Record<keyof SalaryValue, Part>;

  function SalaryInput({ value, onChange, autoFocus, forceValidation }: FormFieldInputProps<SalaryValue>) {
    const wrong = range(value);
    return (
      <fieldset style={{ ...stack, gap: 8, border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ padding: 0, marginBlockEnd: 8, fontWeight: 600 }}>{label}</legend>
        <p style={note}>{description}</p>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
            gap: 'var(--kui-size-space-large, 16px)',
            alignItems: 'start',
          }}
        >
          {(Object.keys(parts) as (keyof SalaryValue)[]).map((key, index) => {
            const Part = parts[key].Input;
            return (
              <Part
                key={key}
                value={value[key]}
                onChange={(part) => onChange({ ...value, [key]: part })}
                autoFocus={autoFocus && index === 0}
                forceValidation={forceValidation}
              />
            );
          })}
        </div>
        {wrong && (
          <p role="alert" style={problem}>
            {wrong}
          </p>
        )}
      </fieldset>
    );
  }

  return {
    kind: 'form',
    label,
    Input: SalaryInput,
    defaultValue: () => ({ currency: currency.defaultValue(), min: null, max: null, unit: unit.defaultValue() }),
    parse(value) {
      const stored = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Record<
        string,
        FormFieldStoredValue
      >;
      return {
        currency: currency.parse(stored.currency),
        min: min.parse(stored.min),
        max: max.parse(stored.max),
        unit: unit.parse(stored.unit),
      };
    },
    validate(value) {
      min.validate(value.min);
      max.validate(value.max);
      const wrong = range(value);
      if (wrong) throw new Error(wrong);
      return value;
    },
    serialize: ({ currency: money, min: from, max: to, unit: per }) => ({
      value: { currency: money, ...(from !== null && { min: from }), ...(to !== null && { max: to }), unit: per },
    }),
    reader: { parse: (value) => value as SalaryValue },
    // Left empty in a draft: neither figure typed (the currency and unit always have one of their options).
    leftEmpty: (value: SalaryValue) => value.min === null && value.max === null,
    parts: { currency, min, max, unit },
    optional: false,
  } as BasicFormField<SalaryValue> & { parts: Record<keyof SalaryValue, ComponentSchema>; optional: false };
}

const SPELLED = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A YYYY-MM-DD date in words ("Tuesday 1 December 2026"), which no reader can take for another day. Put together
 * from its parts: versions of ICU (Node's, the browser's) differ on the comma after the weekday.
 */
export function spelledDate(iso: string): string {
  const parts = SPELLED.formatToParts(new Date(`${iso}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return [part('weekday'), part('day'), part('month'), part('year')].join(' ');
}

/**
 * Keystatic's date field with the chosen day written out under it: the browser's date box shows the day in its own
 * format (12/01/2026 is the first of December in the United States, the twelfth of January in Britain). The file
 * stores it as YYYY-MM-DD either way.
 */
export function spelledOut(field: ReturnType<typeof fields.date>): ReturnType<typeof fields.date> {
  function DateInput(props: FormFieldInputProps<string | null>) {
    return (
      <div style={{ ...stack, gap: 4 }}>
        <field.Input {...props} />
        {props.value && <p style={note}>{spelledDate(props.value)}</p>}
      </div>
    );
  }
  return { ...field, Input: DateInput };
}
