import TagList from '@/components/blocks/TagList';
import type { Technology } from '@/content/schemas';
import { technologyPath } from '@/lib/routes';

/** Technologies as a row of chips, each linking to its technology page. */
export default function TechnologyTags({
  technologies,
  label = 'Technologies',
}: {
  technologies: readonly Technology[];
  label?: string;
}) {
  return (
    <TagList
      label={label}
      items={technologies.map((technology) => ({ label: technology.name, href: technologyPath(technology.slug) }))}
    />
  );
}
