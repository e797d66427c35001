import { z } from 'zod';
import { generatedPicture, measurePicture } from '@/content/images';
import { teamBenefits } from '@/content/jobs/benefits';
import { salaryRangeProblem } from '@/content/salary';

/**
 * Zod schemas for every content collection. Content is parsed once at build
 * time by the collection loaders; an invalid entry fails the build with a
 * message naming the collection, the entry and the field (see content/parse.ts).
 */

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug');

const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.iso.date('must be an ISO date (YYYY-MM-DD)');

export const imageSchema = z.object({
  src: z.string().startsWith('/', 'must be a path inside public/ starting with /'),
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * A picture that adds nothing the text beside it does not say (a badge beside the award it names): its alt is
 * empty so screen readers skip it.
 */
export const decorativeImageSchema = imageSchema.extend({
  alt: z.literal('', 'must be empty: this picture is decorative, the text beside it names what it shows'),
});

/**
 * A picture an editor uploads (a post's cover, a project's screen, a portrait) or one the site generates:
 * a JPEG, PNG, WebP or SVG file in public/. Its alt text is required unless it is marked decorative. The
 * loader reads its width and height from the file (content/images.ts), so an editor never types them.
 */
export const pictureSchema = z
  .object({
    src: z
      .string()
      .regex(
        /^\/images\/[\w./-]+\.(?:jpe?g|png|webp|svg)$/i,
        'must be a JPEG, PNG, WebP or SVG file under /images/ in public/',
      ),
    alt: z.string().trim().default(''),
    /** Adds nothing the text beside it does not say: screen readers skip it. */
    decorative: z.boolean().default(false),
  })
  .superRefine((picture, context) => {
    if (!picture.decorative && !picture.alt)
      context.addIssue({
        code: 'custom',
        path: ['alt'],
        message: 'needs alt text: describe what the picture shows, or mark it decorative',
      });
    if (picture.decorative && picture.alt)
      context.addIssue({ code: 'custom', path: ['alt'], message: 'must be empty: the picture is marked decorative' });
  })
  .transform((picture, context) =>
    withDimensions({ src: picture.src, alt: picture.decorative ? '' : picture.alt }, context),
  );

/**
 * Adds a picture's width and height, read from its file in public/. A missing file, or one whose bytes are not the
 * picture its name says (a text file renamed `.jpg`), is an issue on `src` naming it, before any tool that resizes
 * pictures stops on it without a name.
 */
function withDimensions<T extends { src: string }>(picture: T, context: z.RefinementCtx) {
  const measured = measurePicture(picture.src);
  if (measured && !('problem' in measured)) return { ...picture, ...measured };
  const message = measured?.problem ?? `no such picture in public/ (${picture.src})`;
  context.addIssue({ code: 'custom', path: ['src'], message });
  return z.NEVER;
}

/** Whether an entry is still being written: shown by `npm run dev`, left out of every production page. */
const draft = z.boolean().default(false);

/** Search-engine copy of a page: unique across the site. */
export const seoSchema = z.object({
  title: text.max(60, 'must be at most 60 characters'),
  description: z.string().min(70, 'must be at least 70 characters').max(160, 'must be at most 160 characters'),
});

export const titledTextSchema = z.object({ title: text, body: text });

export const faqSchema = z.object({ question: text, answer: text });

const faqs = z.array(faqSchema).min(3, 'needs at least 3 questions');

export const siteSchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  city: text,
  country: text,
  countryCode: z.string().length(2),
  email: z.email(),
  foundedYear: z.number().int().min(1990),
  /** Where and by whom the company was founded, told once and quoted by our story and the founders' bios. */
  founding: z.object({ place: text, team: text }),
  /** The year the first mobile apps shipped (the first year was web work only). */
  firstMobileYear: z.number().int().min(1990),
  /** The summer internship programme: the year it started and how long it runs. */
  internship: z.object({ since: z.number().int().min(1990), length: text }),
  /** The shared device lab, as a phrase ("more than 60 phones and tablets"). */
  deviceLab: text,
  /** How many people a pack (a product team) has, as copy says it: 'three to seven'. */
  packSize: text,
  /** How soon a message gets an answer: a contact enquiry, a job application. */
  replyWithin: z.object({ enquiry: text, application: text }),
  developerCount: z.number().int().positive(),
  developerClaim: text,
  award: z.object({ title: text, year: z.number().int(), body: text }),
  socials: z.array(z.object({ label: text, href: z.url() })),
});

/** An address on the web a visitor can follow: https only (a plain http link would be refused by browsers' warnings). */
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

/**
 * An award or a certification, stated as a fact in the site's own type (never as a badge drawn to look like the
 * issuer's): its name, what it was given for or what it covers, and, when the agency has confirmed them, the year,
 * who gave it and a page where a visitor can check it. Written in the editor (content/recognition/index.yaml).
 */
export const recognitionSchema = z.object({
  title: text,
  /** What it was given for, or what a certified standard covers: one sentence. */
  summary: text,
  year: z.number().int().min(1990).optional(),
  /** Who gave it: the platform, the jury, the certification body. Left out until confirmed. */
  issuer: text.optional(),
  /** Where a visitor can check it: the issuer's page for the award or the certificate. */
  link: httpsUrl.optional(),
});

/** The agency's awards and certifications: one file, edited as a whole in the editor's "Awards and certifications". */
export const recognitionFields = z.object({
  awards: z.array(recognitionSchema).min(1),
  certifications: z.array(recognitionSchema).min(1),
});

/**
 * A technology a page names: the slug of one with its own page (a link), or a tool without a page of its
 * own, `{ name: 'Swift' }`, shown as a plain tag.
 */
export const technologyRefSchema = z.union([slugSchema, z.object({ name: text }).strict()]);
export type TechnologyRef = z.infer<typeof technologyRefSchema>;

export const serviceSchema = z.object({
  slug: slugSchema,
  /** Short name used in navigation and cards. */
  name: text,
  /** Parent service for the sub-pages of web and mobile development. */
  parent: z.enum(['web-development', 'mobile-development']).optional(),
  seo: seoSchema,
  heroTitle: text,
  intro: text,
  summary: text,
  audience: text,
  offerings: z.array(titledTextSchema).min(3, 'needs at least 3 offerings'),
  process: z.array(titledTextSchema).min(3, 'needs at least 3 process steps'),
  technologies: z.array(technologyRefSchema),
  projects: z.array(slugSchema),
  faqs,
});

/**
 * Figures quoted on many pages (services, posts, the about page): each is stated here once and
 * interpolated wherever copy needs it, so no page can quote a different number.
 */
export const pricingFactsSchema = z.object({
  discoveryDuration: text,
  discoveryFee: text,
  maintenanceFrom: text,
  maintenanceShare: text,
  blendedRate: text,
  mvpFrom: text,
  mobileApp: text,
  /** What one cross-platform codebase saves against two native apps. */
  crossPlatformSaving: text,
});

export const pricingSchema = z.object({
  facts: pricingFactsSchema,
  seo: seoSchema,
  heroTitle: text,
  intro: text,
  models: z
    .array(
      z.object({
        name: text,
        bestFor: text,
        billing: text,
        includes: z.array(text).min(2),
      }),
    )
    .min(3, 'needs at least 3 engagement models'),
  costFactors: z.array(titledTextSchema).min(3),
  faqs,
});

export const industrySchema = z.object({
  slug: slugSchema,
  name: text,
  seo: seoSchema,
  heroTitle: text,
  intro: text,
  summary: text,
  challenges: z.array(titledTextSchema).min(3),
  capabilities: z.array(titledTextSchema).min(3),
  services: z.array(slugSchema),
  technologies: z.array(slugSchema),
  projects: z.array(slugSchema),
  faqs,
});

export const technologySchema = z.object({
  slug: slugSchema,
  name: text,
  category: z.enum(['Front end', 'Back end', 'Mobile', 'Cross-platform']),
  seo: seoSchema,
  heroTitle: text,
  intro: text,
  summary: text,
  reasons: z.array(titledTextSchema).min(3),
  useCases: z.array(text).min(3),
  services: z.array(slugSchema),
  projects: z.array(slugSchema),
  related: z.array(slugSchema),
  faqs,
});

/** The fields of an entry file, as the editor writes them (content/files.ts adds the slug from the file name). */
export const projectFields = z.object({
  slug: slugSchema,
  title: text,
  client: text,
  tagline: text,
  seo: seoSchema,
  industry: slugSchema,
  services: z.array(slugSchema).min(1),
  technologies: z.array(slugSchema).min(1),
  platforms: z.array(z.enum(['iOS', 'Android', 'Web'])).min(1),
  /** The year the product launched. */
  year: z.number().int().min(2010),
  duration: z.object({
    monthsToLaunch: z.number().int().positive(),
    /** Whether the pack still maintains and extends the product since its launch. */
    supportOngoing: z.boolean(),
  }),
  summary: text,
  challenge: z.array(text).min(2, 'needs at least 2 paragraphs'),
  solution: z.array(text).min(2, 'needs at least 2 paragraphs'),
  designElements: z.object({
    palette: z
      .array(z.object({ name: text, hex: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour') }))
      .min(3),
    typography: z.array(z.object({ family: text, usage: text })).min(1),
    notes: z.array(text).min(1),
  }),
  results: z.array(z.object({ value: text, label: text })).min(2),
  testimonial: z.object({ quote: text, name: text, role: text }).optional(),
  /** The card and hero picture; without one the project shows its generated drawing (content/images.ts). */
  image: pictureSchema.optional(),
  /** Screens of the product, shown as a gallery on the case study. */
  screens: z.array(z.object({ picture: pictureSchema, caption: text.optional() })).default([]),
  /**
   * The client's logo: uploaded with the project (public/images/projects/<slug>/) or drawn for the site
   * (public/images/clients/); an SVG that is a plain drawing, a PNG or a WebP. Shown on the case study and among the
   * clients on the home page; alt is the client's name.
   */
  logo: z
    .object({
      src: z
        .string()
        .regex(/^\/images\/[\w./-]+\.(?:svg|png|webp)$/i, 'must be an SVG, PNG or WebP file under /images/ in public/'),
      alt: text,
    })
    .transform(withDimensions),
  featured: z.boolean(),
  draft,
});

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text }),
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('list'), ordered: z.boolean().default(false), items: z.array(text).min(2) }),
  z.object({ type: z.literal('quote'), text, cite: text.optional() }),
]);

/** The fields of an entry file, as the editor writes them (content/files.ts adds the slug from the file name). */
export const blogPostFields = z.object({
  slug: slugSchema,
  title: text,
  excerpt: text,
  seo: seoSchema,
  author: slugSchema,
  publishedAt: isoDate,
  updatedAt: isoDate.optional(),
  tags: z.array(text).min(1),
  /** The cover; without one the post shows its generated drawing (content/images.ts). */
  image: pictureSchema.optional(),
  draft,
  /** Markdoc source (lib/markdoc): checked by the file loader, rendered at build. */
  body: text,
});

/** The fields of an entry file, as the editor writes them (content/files.ts adds the slug from the file name). */
export const jobFields = z.object({
  slug: slugSchema,
  title: text,
  seo: seoSchema,
  department: z.enum(['Engineering', 'Design', 'Quality Assurance', 'Project Management', 'Sales & Marketing']),
  seniority: z.enum(['Internship', 'Junior', 'Mid', 'Senior', 'Lead']),
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'INTERN']),
  workplace: z.enum(['On-site', 'Hybrid', 'Remote (Romania)']),
  summary: text,
  about: z.array(text).min(1),
  responsibilities: z.array(text).min(3),
  requirements: z.array(text).min(3),
  niceToHave: z.array(text).min(1),
  /** Whether the team's standard benefits (content/jobs/benefits.ts) come first in the job's list. */
  teamBenefits: z.boolean().default(false),
  /** What this job offers beyond (or, without the team's, instead of) the standard benefits. */
  benefits: z.array(text).default([]),
  hiringSteps: z.array(titledTextSchema).min(2),
  technologies: z.array(slugSchema),
  salary: z
    .object({
      currency: z.enum(['EUR', 'RON']),
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      unit: z.enum(['MONTH', 'YEAR']),
    })
    .superRefine(({ min, max }, context) => {
      const problem = salaryRangeProblem(min, max);
      if (problem) context.addIssue({ code: 'custom', path: ['min'], message: problem });
    }),
  postedAt: isoDate,
  /** The closing date: the last day applications are taken (content/jobs/index.ts closes the job after it). */
  validThrough: isoDate,
  /** Filled or withdrawn before its closing date: the page stays at its address, saying the position is closed. */
  closed: z.boolean().default(false),
  draft,
});

/**
 * One person of the pack (content/team/entries/<slug>.yaml), as the editor writes them (content/files.ts adds the
 * slug from the file name). One record per person: /team shows everyone; a member who writes for the blog is also
 * an author (content/authors), with a page at /authors/<slug> that posts name by the same slug.
 */
export const teamMemberFields = z.object({
  slug: slugSchema,
  name: text,
  role: text,
  department: z.enum(['Leadership', 'Engineering', 'Design', 'Quality Assurance', 'Project Management', 'Operations']),
  /** Where the member stands on /team and in the home page's few: lower first, then by name; without one, last. */
  order: z.number().int().positive().default(100),
  /** Two or three sentences: on /team, on the member's author page and under their posts. */
  bio: text,
  /** Writes for the blog: listed on /authors with a page of their own, and offered as a post's author. */
  writes: z.boolean().default(false),
  /**
   * A real portrait, uploaded in the editor (public/images/team/<slug>/). Until there is one, the name's initials
   * stand in (components/ui/Portrait): nothing drawn that could pass for the person's face.
   */
  portrait: pictureSchema.optional(),
});

export const teamMemberSchema = teamMemberFields;

/** The fields of an entry file, as the editor writes them (content/files.ts adds the slug from the file name). */
export const pressItemFields = z.object({
  slug: slugSchema,
  title: text,
  seo: seoSchema,
  outlet: text,
  kind: z.enum(['Article', 'Interview', 'Podcast', 'Award', 'Event']),
  publishedAt: isoDate,
  excerpt: text,
  /** Markdoc source (lib/markdoc): checked by the file loader, rendered at build. */
  body: text,
  externalUrl: z.url().optional(),
  draft,
});

export const projectSchema = projectFields.transform(({ image, ...project }) => ({
  ...project,
  image: image ?? generatedPicture('projects', project.slug),
}));

export const blogPostSchema = blogPostFields.transform(({ image, ...post }) => ({
  ...post,
  image: image ?? generatedPicture('blog', post.slug),
}));

export const jobSchema = jobFields.transform(({ teamBenefits: withTeamBenefits, benefits, ...job }, context) => {
  const all = [...(withTeamBenefits ? teamBenefits : []), ...benefits];
  if (all.length < 3)
    context.addIssue({ code: 'custom', path: ['benefits'], message: "needs at least 3 benefits, the team's included" });
  return { ...job, benefits: all };
});

export const pressItemSchema = pressItemFields;

/**
 * Company and legal pages: an intro and titled sections of blocks (each section is a table-of-contents
 * entry). Their search copy lives with the other static pages in content/staticPages.ts.
 */
export const editorialPageSchema = z.object({
  eyebrow: text,
  heroTitle: text,
  intro: text,
  updatedAt: isoDate.optional(),
  sections: z
    .array(z.object({ id: slugSchema, title: text, blocks: z.array(blockSchema).min(1) }))
    .min(2, 'needs at least 2 sections'),
  /**
   * The story's milestones as a timeline (our story): each a year and what happened, told in full in the section
   * it names. Only years the sections' text states.
   */
  milestones: z
    .array(z.object({ year: z.number().int().min(1990), text, section: slugSchema }))
    .optional()
    .refine((milestones) => !milestones || milestones.every((m, i) => i === 0 || milestones[i - 1]!.year <= m.year), {
      message: 'must be in the order of their years',
    }),
});

export type Site = z.infer<typeof siteSchema>;
export type Image = z.infer<typeof imageSchema>;
export type Seo = z.infer<typeof seoSchema>;
export type TitledText = z.infer<typeof titledTextSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Recognition = z.infer<typeof recognitionSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Pricing = z.infer<typeof pricingSchema>;
export type PricingFacts = z.infer<typeof pricingFactsSchema>;
export type Industry = z.infer<typeof industrySchema>;
export type Technology = z.infer<typeof technologySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Block = z.infer<typeof blockSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type Job = z.infer<typeof jobSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
/** A team member who writes for the blog (content/authors). */
export type Author = TeamMember;
export type PressItem = z.infer<typeof pressItemSchema>;
export type EditorialPage = z.infer<typeof editorialPageSchema>;
/** What an entry file declares: the schema's input (defaults may be omitted). */
export type Input<S extends z.ZodType> = z.input<S>;
