import TagList from '@/components/blocks/TagList';
import type { TechnologyTag } from '@/lib/technologies';
import { technologyPath } from '@/lib/routes';

/** Technologies as a row of chips: one with its own page links to it, a tool without one is a plain tag. */
export default function TechnologyTags({
  technologies,
  label = 'Technologies',
}: {
  technologies: readonly TechnologyTag[];
  label?: string;
}) {
  return (
    <TagList
      label={label}
      items={technologies.map((technology) => ({
        label: technology.name,
        href: technology.slug && technologyPath(technology.slug),
      }))}
    />
  );
}
