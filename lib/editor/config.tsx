import { collection, config, fields, singleton } from '@keystatic/core';
import { block, inline, wrapper } from '@keystatic/core/content-components';
import { withDraft } from '@/lib/editor/drafts';
import {
  checkedBody,
  factText,
  multiselect,
  namedEntry,
  optionalTexts,
  picture,
  preparedImage,
  salaryRange,
  spelledOut,
  tagPicker,
  type BodyRules,
  type FactValues,
} from '@/lib/editor/fields';

/**
 * The content editor's configuration (Keystatic, at /keystatic): one collection per folder of entry files, each
 * field as content/schemas.ts reads it (tests/unit/content/editorConfig.test.ts compares the two).
 *
 * Built from `EditorChoices` (lib/editor/choices.ts), which the server computes from the site's code, so this
 * module runs in the browser as well and imports nothing that needs Node.js.
 */

export type Option = { label: string; value: string };

export type EditorChoices = {
  storage: { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` };
  /** The options of the schemas' enums. */
  enums: Record<
    | 'department'
    | 'teamDepartment'
    | 'seniority'
    | 'employmentType'
    | 'workplace'
    | 'currency'
    | 'salaryUnit'
    | 'pressKind'
    | 'platforms',
    Option[]
  >;
  /** What jobs and projects refer to by slug (TypeScript collections, not edited here). */
  services: Option[];
  /** The team members who write for the blog, whom a post may name as its author, by name (their slugs are the values). */
  authors: Option[];
  /** The topics the site's posts are tagged with. */
  tags: string[];
  industries: Option[];
  technologies: Option[];
  /** Values of the facts a text may quote (content/facts.ts). */
  facts: FactValues;
} & BodyRules;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const first = (options: readonly Option[]) => {
  if (!options[0]) throw new Error('A select field needs at least one option');
  return options[0].value;
};

const select = (label: string, options: Option[], defaultValue = first(options)) =>
  fields.select({ label, options, defaultValue });

/** The words an inline Price or Fact stands for, inside the border Keystatic draws around it. */
const chip = { paddingInline: 4 };

/** Text that names a sum of money, as the pricing facts write one: "EUR 4,000 to EUR 8,000". */
const MONEY = /\b(?:EUR|RON)\b|€/;

/** The entry's title, which also names its file: the slug is the file name (content/files.ts), not a field. */
function titleAndSlug(label: string, address: string, description?: string) {
  return fields.slug({
    name: { label, description, validation: { isRequired: true } },
    slug: {
      label: 'Slug',
      description: `The file name and the page's address: ${address}/<slug>. Lowercase words joined by hyphens; changing it later moves the page.`,
      validation: {
        pattern: { regex: SLUG, message: 'Use lowercase letters, digits and single hyphens, e.g. my-first-post' },
      },
    },
  });
}

const date = (label: string, description: string, required = true) =>
  spelledOut(fields.date({ label, description, validation: { isRequired: required } }));

/** A list of texts (paragraphs, bullet points) with at least `min` items. */
function texts(facts: FactValues, label: string, description: string, min: number, itemLabel: string) {
  return fields.array(factText(facts, { label: itemLabel, multiline: true, required: true }), {
    label,
    description,
    itemLabel: (props: unknown) => {
      const text = (props as { value: string }).value;
      return text ? (text.length > 80 ? `${text.slice(0, 77)}…` : text) : itemLabel;
    },
    validation: { length: { min } },
  });
}

function seo(facts: FactValues, what: string) {
  return fields.object(
    {
      title: factText(facts, {
        label: 'SEO title',
        description: `The title search engines and browser tabs show for ${what}, at most 60 characters. Unique across the site; the site name is added after it.`,
        required: true,
        length: { max: 60 },
      }),
      description: factText(facts, {
        label: 'SEO description',
        description: `The summary search engines show under the title: 70 to 160 characters. Unique across the site. A fact tag counts as the words it stands for.`,
        multiline: true,
        required: true,
        length: { min: 70, max: 160 },
      }),
    },
    { label: 'Search engines', description: 'How the page appears in search results and link previews.' },
  );
}

/** The Markdoc body: only what the site's renderer (lib/markdoc) supports. */
function body(choices: EditorChoices, family: 'blog' | 'press') {
  // Each fact by what it says, then its name: an editor picks the words they want on the page.
  const factOptions = (values: Readonly<Record<string, string>>) =>
    Object.entries(values).map(([value, text]) => ({ value, label: `${text} (${value})` }));
  const priceOptions = factOptions(choices.facts.price);
  const siteOptions = factOptions(choices.facts.site);
  // A new Price starts as a sum of money (not a duration or a share), the Fact as the company's name.
  const firstPrice =
    Object.keys(choices.facts.price).find((name) => MONEY.test(choices.facts.price[name]!)) ?? first(priceOptions);
  const markdoc = fields.markdoc({
    label: 'Body',
    description:
      `Headings (level 2 and 3), paragraphs, links, lists, quotes, tables, pictures and code blocks. ` +
      `A code block names its language in its field: ${choices.codeLanguages.names.join(', ')}. ` +
      `A link to a page of this site is its path (/services/pricing). A picture goes in as a Figure (+ Insert): ` +
      `it needs its alt text, and a photo is saved smaller and without its camera and location data.`,
    options: {
      heading: [2, 3],
      bold: true,
      italic: true,
      strikethrough: false,
      code: true,
      link: true,
      blockquote: true,
      orderedList: true,
      unorderedList: true,
      table: true,
      divider: false,
      codeBlock: true,
      // Pictures go in as a Figure (below): prepared as covers are (lib/editor/PreparedImageInput.tsx), with its
      // alt text and caption. Keystatic's own picture button saves the file as it comes, EXIF and all.
      image: false,
    },
    components: {
      callout: wrapper({
        label: 'Callout',
        description: 'A boxed note, tip or warning beside the text.',
        schema: {
          type: fields.select({
            label: 'Kind',
            options: [
              { label: 'Note', value: 'note' },
              { label: 'Tip', value: 'tip' },
              { label: 'Warning', value: 'warning' },
            ],
            defaultValue: 'note',
          }),
          title: fields.text({ label: 'Title', description: 'A few words above the text of the box.' }),
        },
      }),
      quote: wrapper({
        label: 'Quote',
        description: 'Words someone said, with their name and role.',
        schema: {
          cite: fields.text({
            label: 'Who said it',
            description: 'Name, Role: e.g. Ana Pop, Head of Product at Ledgerly',
            validation: { isRequired: true },
          }),
        },
      }),
      figure: block({
        label: 'Figure',
        description: 'A picture with a caption.',
        schema: {
          src: preparedImage({
            label: 'Picture',
            directory: `public/images/${family}`,
            publicPath: `/images/${family}/`,
            validation: { isRequired: true },
          }),
          alt: fields.text({
            label: 'Alt text',
            description: 'What the picture shows. Leave empty only if decorative.',
          }),
          caption: fields.text({ label: 'Caption', description: 'Shown under the picture.' }),
          decorative: fields.checkbox({ label: 'Decorative', description: 'Screen readers skip it.' }),
        },
      }),
      price: inline({
        label: 'Price',
        description: 'A price quoted from the pricing page, so it changes wherever it is quoted.',
        schema: { fact: fields.select({ label: 'Price', options: priceOptions, defaultValue: firstPrice }) },
        // The chip in the text shows the words the page will, not the component's name.
        ContentView: ({ value }) => <span style={chip}>{choices.facts.price[value.fact] ?? value.fact}</span>,
      }),
      fact: inline({
        label: 'Company fact',
        description: 'A company fact (founding year, team size…), stated once for the whole site.',
        schema: { name: fields.select({ label: 'Fact', options: siteOptions, defaultValue: first(siteOptions) }) },
        ContentView: ({ value }) => <span style={chip}>{choices.facts.site[value.name] ?? value.name}</span>,
      }),
    },
  });
  return checkedBody(markdoc, choices);
}

/** A web address a visitor can follow: https only, or empty. */
const HTTPS_URL = /^(?:https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?)?$/;

/**
 * One award or certification, as content/schemas.ts reads it (`recognitionSchema`): stated as text on the home page
 * and in every footer, never as a badge. The issuer, year and link stay empty until the agency has confirmed them.
 */
function recognitionItem(facts: FactValues, kind: 'award' | 'certification') {
  const text = (label: string, description: string, required: boolean) =>
    factText(facts, { label, description, required });
  return fields.object({
    title: text(
      'Name',
      kind === 'award' ? 'The award or ranking, as its issuer names it.' : 'The standard, e.g. ISO 27001.',
      true,
    ),
    summary: text(
      kind === 'award' ? 'What it was given for' : 'What it covers',
      kind === 'award'
        ? 'One sentence, shown under the name: the category, the list or the work it recognises.'
        : 'One sentence, shown under the name: what the certified system manages.',
      true,
    ),
    year: fields.integer({
      label: 'Year',
      description: 'Optional: the year it was given, once confirmed.',
      validation: { min: 1990 },
    }),
    issuer: text(
      kind === 'award' ? 'Given by' : 'Certified by',
      kind === 'award'
        ? 'Optional: the platform, jury or publication that gave it, by its own name. Leave empty until confirmed.'
        : 'Optional: the certification body that issued the certificate. Leave empty until confirmed.',
      false,
    ),
    link: fields.text({
      label: 'Link',
      description:
        'Optional: where a visitor can check it, on the issuer’s site (https://…). The name becomes a link to it.',
      validation: { pattern: { regex: HTTPS_URL, message: 'Write the full address, starting with https://' } },
    }),
  });
}

function recognitionList(facts: FactValues, kind: 'award' | 'certification', label: string, description: string) {
  return fields.array(recognitionItem(facts, kind), {
    label,
    description,
    itemLabel: (props: unknown) =>
      (props as { fields: { title: { value: string } } }).fields.title.value ||
      (kind === 'award' ? 'Award' : 'Certification'),
    validation: { length: { min: 1 } },
  });
}

/** Ticked for a new entry: nothing is published before its author unticks it. */
const DRAFT =
  'Still being written: shown by `npm run dev`, left out of the published site. A draft can be saved with only its title; untick it to publish, and every field must then be filled in.';

export function editorConfig(choices: EditorChoices) {
  const { facts, enums } = choices;
  const text = (label: string, description?: string, multiline = false) =>
    factText(facts, { label, description, multiline, required: true });
  const local = choices.storage.kind === 'local';

  return config({
    storage: choices.storage,
    ui: {
      brand: { name: 'Wolfpack Digital' },
      navigation: {
        Writing: ['posts', 'press'],
        Work: ['projects'],
        Careers: ['jobs'],
        People: ['team'],
        Company: ['recognition'],
      },
    },
    singletons: {
      recognition: singleton({
        label: 'Awards and certifications',
        path: 'content/recognition/',
        format: { data: 'yaml' },
        schema: {
          awards: recognitionList(
            facts,
            'award',
            'Awards',
            'Shown as text on the home page and in every footer, in this order: the name, the year, what it was for and who gave it.',
          ),
          certifications: recognitionList(
            facts,
            'certification',
            'Certifications',
            'Shown beside the awards: the standard, what it covers and who certified it.',
          ),
        },
      }),
    },
    collections: {
      posts: collection({
        label: 'Blog posts',
        path: 'content/blog/entries/*',
        format: { contentField: 'body' },
        entryLayout: 'content',
        slugField: 'title',
        columns: ['title', 'publishedAt'],
        ...(local && { previewUrl: '/blogposts/{slug}' }),
        schema: withDraft(titleAndSlug('Title', '/blogposts', 'The headline on the post and on its card.'), DRAFT, {
          excerpt: text('Excerpt', 'One or two sentences on the post’s card and in the feed.', true),
          seo: seo(facts, 'the post'),
          author: namedEntry({
            label: 'Author',
            description: 'Who wrote it: a member of the Team who writes for the blog.',
            collection: 'team',
            options: choices.authors,
          }),
          publishedAt: date(
            'Published on',
            'The date the post is published. A later date schedules it: it goes live with the first build on that day.',
          ),
          updatedAt: date('Updated on', 'Only when the post was changed in substance after it was published.', false),
          tags: tagPicker({
            label: 'Tags',
            description: 'At least one topic. Tick the site’s own; add a new one only for a topic none of them covers.',
            options: choices.tags,
          }),
          image: picture({
            label: 'Cover picture',
            description:
              'Optional: without one the post shows its own drawing. JPEG, PNG, WebP or SVG, saved in public/images/blog/<slug>/.',
            directory: 'public/images/blog',
            publicPath: '/images/blog/',
          }),
          body: body(choices, 'blog'),
        }),
      }),
      press: collection({
        label: 'Press',
        path: 'content/press/entries/*',
        format: { contentField: 'body' },
        entryLayout: 'content',
        slugField: 'title',
        columns: ['title', 'publishedAt'],
        ...(local && { previewUrl: '/press-corner/{slug}' }),
        schema: withDraft(titleAndSlug('Title', '/press-corner'), DRAFT, {
          seo: seo(facts, 'the press item'),
          outlet: text('Outlet', 'Where it appeared: the publication, podcast, event or award.'),
          kind: select('Kind', enums.pressKind),
          publishedAt: date(
            'Published on',
            'The date it appeared. A later date schedules it: it goes live with the first build on that day.',
          ),
          excerpt: text('Excerpt', 'One or two sentences for the press corner’s list.', true),
          externalUrl: fields.url({
            label: 'Link to the original',
            description: 'Optional: the article, episode or page elsewhere (https://…).',
          }),
          body: body(choices, 'press'),
        }),
      }),
      jobs: collection({
        label: 'Jobs',
        path: 'content/jobs/entries/*',
        format: { data: 'yaml' },
        slugField: 'title',
        columns: ['title', 'postedAt'],
        ...(local && { previewUrl: '/jobs/{slug}' }),
        schema: withDraft(titleAndSlug('Job title', '/jobs'), DRAFT, {
          seo: seo(facts, 'the job'),
          department: select('Department', enums.department),
          seniority: select('Seniority', enums.seniority, 'Mid'),
          employmentType: select('Employment type', enums.employmentType),
          workplace: select('Workplace', enums.workplace),
          summary: text('Summary', 'One sentence on the jobs list and at the top of the job.', true),
          about: texts(facts, 'About the role', 'Paragraphs on the team and the work.', 1, 'Paragraph'),
          responsibilities: texts(facts, 'Responsibilities', 'At least three.', 3, 'Responsibility'),
          requirements: texts(facts, 'Requirements', 'At least three.', 3, 'Requirement'),
          niceToHave: texts(facts, 'Nice to have', 'At least one.', 1, 'Nice to have'),
          teamBenefits: fields.checkbox({
            label: 'The team’s standard benefits',
            description: 'List the benefits everyone on the team gets (content/jobs/benefits.ts) first.',
          }),
          benefits: texts(
            facts,
            'Benefits of this job',
            'What this job offers beyond the standard benefits (or instead of them). With the standard ones, at least three in all.',
            0,
            'Benefit',
          ),
          hiringSteps: fields.array(
            fields.object({
              title: text('Step'),
              body: text('What happens', undefined, true),
            }),
            {
              label: 'Hiring steps',
              description: 'From application to offer, at least two.',
              itemLabel: (props: unknown) =>
                (props as { fields: { title: { value: string } } }).fields.title.value || 'Step',
              validation: { length: { min: 2 } },
            },
          ),
          technologies: multiselect({
            label: 'Technologies',
            description: 'The technologies the job works with that have a page on the site.',
            options: choices.technologies,
          }),
          salary: salaryRange({
            label: 'Salary',
            description: 'Gross, as a range: From is the lower figure, To the higher (the same for one figure).',
            currency: select('Currency', enums.currency),
            unit: select('Per', enums.salaryUnit),
          }),
          postedAt: date('Posted on', 'When the job was first published.'),
          validThrough: date(
            'Open until',
            'The last day applications are taken: the first build after it closes the job (see Closed).',
          ),
          closed: fields.checkbox({
            label: 'Closed',
            description:
              'Filled or withdrawn: the job leaves the lists, the application form and search; its page stays, saying the position is closed.',
          }),
        }),
      }),
      projects: collection({
        label: 'Projects',
        path: 'content/projects/entries/*',
        format: { data: 'yaml' },
        slugField: 'title',
        columns: ['title', 'year'],
        ...(local && { previewUrl: '/projects/{slug}' }),
        schema: withDraft(titleAndSlug('Project name', '/projects'), DRAFT, {
          client: text('Client', 'The client’s company name.'),
          tagline: text('Tagline', 'One line under the project’s name.'),
          seo: seo(facts, 'the case study'),
          industry: select('Industry', choices.industries),
          services: multiselect({ label: 'Services', options: choices.services, min: 1 }),
          technologies: multiselect({ label: 'Technologies', options: choices.technologies, min: 1 }),
          platforms: multiselect({ label: 'Platforms', options: enums.platforms, min: 1 }),
          year: fields.integer({
            label: 'Launch year',
            description: 'The year the product launched.',
            validation: { isRequired: true, min: 2010 },
          }),
          duration: fields.object(
            {
              monthsToLaunch: fields.integer({ label: 'Months to launch', validation: { isRequired: true, min: 1 } }),
              supportOngoing: fields.checkbox({
                label: 'Still supported',
                description: 'The team still maintains and extends the product.',
              }),
            },
            { label: 'Duration' },
          ),
          summary: text(
            'Summary',
            'Two or three sentences on the project’s card and at the top of the case study.',
            true,
          ),
          challenge: texts(facts, 'The challenge', 'At least two paragraphs.', 2, 'Paragraph'),
          solution: texts(facts, 'The solution', 'At least two paragraphs.', 2, 'Paragraph'),
          designElements: fields.object(
            {
              palette: fields.array(
                fields.object({
                  name: text('Colour name'),
                  hex: factText(facts, {
                    label: 'Hex',
                    description: 'Like #1a2b3c',
                    required: true,
                    format: { regex: /^#[0-9a-f]{6}$/i, message: 'Write the colour as #rrggbb, e.g. #1a2b3c' },
                  }),
                }),
                {
                  label: 'Palette',
                  description: 'At least three colours.',
                  itemLabel: (props: unknown) =>
                    (props as { fields: { name: { value: string } } }).fields.name.value || 'Colour',
                  validation: { length: { min: 3 } },
                },
              ),
              typography: fields.array(fields.object({ family: text('Typeface'), usage: text('Used for') }), {
                label: 'Typography',
                itemLabel: (props: unknown) =>
                  (props as { fields: { family: { value: string } } }).fields.family.value || 'Typeface',
                validation: { length: { min: 1 } },
              }),
              notes: texts(facts, 'Design notes', 'At least one.', 1, 'Note'),
            },
            { label: 'Design elements' },
          ),
          results: fields.array(
            fields.object({
              value: text('Figure', 'e.g. 4.8 or 40%'),
              label: text('What it measures'),
            }),
            {
              label: 'Results',
              description: 'At least two figures.',
              itemLabel: (props: unknown) => {
                const item = (props as { fields: { value: { value: string }; label: { value: string } } }).fields;
                return [item.value.value, item.label.value].filter(Boolean).join(' ') || 'Result';
              },
              validation: { length: { min: 2 } },
            },
          ),
          testimonial: optionalTexts({
            label: 'Testimonial',
            description: 'Optional: all three or none.',
            parts: {
              quote: { label: 'Quote', multiline: true },
              name: { label: 'Name' },
              role: { label: 'Role', description: 'e.g. Co-founder and CEO, Ledgerly' },
            },
          }),
          image: picture({
            label: 'Picture',
            description:
              'Optional: the card and hero picture; without one the project shows its own drawing. Saved in public/images/projects/<slug>/.',
            directory: 'public/images/projects',
            publicPath: '/images/projects/',
          }),
          screens: fields.array(
            fields.object({
              picture: picture({
                label: 'Screen',
                description: 'A screenshot of the product. Saved in public/images/projects/<slug>/.',
                directory: 'public/images/projects',
                publicPath: '/images/projects/',
                required: true,
              }),
              caption: factText(facts, { label: 'Caption', description: 'Optional: shown under the screen.' }),
            }),
            {
              label: 'Screens',
              description: 'Screens of the product, shown as a gallery on the case study.',
              // The caption, else the alt text, so a list of screens never reads "Screen, Screen, Screen".
              itemLabel: (props: unknown) => {
                const item = (
                  props as { fields: { caption: { value: string }; picture: { value?: { alt?: string } | null } } }
                ).fields;
                const label = item.caption.value || item.picture.value?.alt || '';
                return label ? (label.length > 80 ? `${label.slice(0, 77)}…` : label) : 'Screen';
              },
            },
          ),
          logo: picture({
            label: 'Client logo',
            description:
              'The client’s logo: an SVG drawing (no scripts, links or embedded web content), or a PNG or WebP on a transparent background, at least 400 px wide. Shown beside the client on the case study and among the clients on the home page. Saved in public/images/projects/<slug>/.',
            directory: 'public/images/projects',
            publicPath: '/images/projects/',
            required: true,
            formats: ['SVG', 'PNG', 'WebP'],
            alt: { label: 'Client name', description: 'The logo’s alt text: the client’s name as the logo writes it.' },
            decorative: false,
          }),
          featured: fields.checkbox({ label: 'Featured', description: 'Shown first, on the home page.' }),
        }),
      }),
      team: collection({
        label: 'Team',
        path: 'content/team/entries/*',
        format: { data: 'yaml' },
        slugField: 'name',
        columns: ['role', 'order'],
        ...(local && { previewUrl: '/team' }),
        schema: {
          name: titleAndSlug(
            'Name',
            '/authors',
            'As the person writes it. Shown on /team, and on their author page and posts if they write.',
          ),
          role: text('Role', 'e.g. CTO and co-founder'),
          department: select('Department', enums.teamDepartment),
          order: fields.integer({
            label: 'Order',
            description:
              'Where they stand on /team, lower first (the first four are also on the home page); the same number sorts by name.',
            defaultValue: 100,
            validation: { isRequired: true, min: 1 },
          }),
          bio: text(
            'Bio',
            'Two or three sentences, shown on /team, and on their author page and under their posts if they write.',
            true,
          ),
          writes: fields.checkbox({
            label: 'Writes for the blog',
            description:
              'Listed on /authors with a page of their own (/authors/<slug>), and offered as a post’s Author. Untick only once no post names them.',
          }),
          portrait: picture({
            label: 'Portrait',
            description:
              'Optional: a photo of the person, cropped to a circle around its upper middle (head and shoulders). Without one their initials stand in. Shown on /team, their author page and every byline. Saved in public/images/team/<slug>/.',
            directory: 'public/images/team',
            publicPath: '/images/team/',
          }),
        },
      }),
    },
  });
}
