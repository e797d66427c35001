import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { PRICE_FACTS, priceFact, SITE_FACTS } from '@/content/facts';
import { industries } from '@/content/industries';
import { jobFields, pressItemFields, projectFields, teamMemberFields } from '@/content/schemas';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { sitePaths } from '@/lib/bodyLinks';
import { codeLanguages } from '@/lib/markdoc/highlight';
import { editorSetup } from '@/lib/editor/mode';
import type { EditorChoices, Option } from '@/lib/editor/config';

const labelled =
  (labels: Readonly<Record<string, string>> = {}) =>
  (values: readonly string[]): Option[] =>
    values.map((value) => ({ value, label: labels[value] ?? value }));

const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  INTERN: 'Internship',
};
const SALARY_UNITS: Record<string, string> = { MONTH: 'a month', YEAR: 'a year' };

/**
 * Everything the editor's fields offer that comes from the site's own code: the zod enums' options (so a choice
 * can never drift from what the schema accepts), the services, industries and technologies entries may name by
 * slug (they stay TypeScript, not edited in the editor), the authors (team members who write) by name and the posts' tags (read from the
 * entry files when the editor's page is loaded; under `npm run dev`, drafts included), the facts a text may quote, what a body is checked against
 * (the code languages, the site's pages), and where saves go.
 *
 * Computed on the server only (the collections are parsed there, with node:fs) and handed to the browser as plain
 * data: the editor's configuration is built from it on both sides (lib/editor/config.tsx).
 */
export function editorChoices(env: Readonly<Record<string, string | undefined>> = process.env): EditorChoices {
  const setup = editorSetup(env);
  const serviceName = (slug: string) => services.bySlug(slug)?.name ?? slug;
  const salary = jobFields.shape.salary.shape;
  return {
    storage: setup.mode === 'github' && setup.repo ? { kind: 'github', repo: setup.repo } : { kind: 'local' },
    enums: {
      department: labelled()(jobFields.shape.department.options),
      teamDepartment: labelled()(teamMemberFields.shape.department.options),
      seniority: labelled()(jobFields.shape.seniority.options),
      employmentType: labelled(EMPLOYMENT_TYPES)(jobFields.shape.employmentType.options),
      workplace: labelled()(jobFields.shape.workplace.options),
      currency: labelled()(salary.currency.options),
      salaryUnit: labelled(SALARY_UNITS)(salary.unit.options),
      pressKind: labelled()(pressItemFields.shape.kind.options),
      platforms: labelled()(projectFields.shape.platforms.element.options),
    },
    services: services.all.map(({ slug, name, parent }) => ({
      value: slug,
      label: parent ? `${serviceName(parent)}: ${name}` : name,
    })),
    authors: authors.all.map(({ slug, name }) => ({ value: slug, label: name })),
    tags: [...new Set(blogPosts.all.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b)),
    industries: industries.all.map(({ slug, name }) => ({ value: slug, label: name })),
    technologies: technologies.all.map(({ slug, name }) => ({ value: slug, label: name })),
    facts: {
      price: Object.fromEntries(PRICE_FACTS.map((name) => [name, priceFact(name)])),
      site: { ...SITE_FACTS },
    },
    codeLanguages,
    sitePaths: [...sitePaths()],
  };
}
