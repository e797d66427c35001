import CardGrid from '@/components/cards/CardGrid';
import type { Project } from '@/content/schemas';
import { projectPath } from '@/lib/routes';

/** Case-study cards with the 'view project' action; `leadImage` as for `CardGrid`. */
export default function ProjectCards({
  projects,
  columns = 3,
  leadImage = false,
}: {
  projects: readonly Project[];
  columns?: 2 | 3;
  leadImage?: boolean;
}) {
  return (
    <CardGrid
      columns={columns}
      leadImage={leadImage}
      cards={projects.map((project) => ({
        title: project.title,
        meta: `${project.client} · ${project.platforms.join(', ')}`,
        text: project.summary,
        href: projectPath(project.slug),
        image: project.image,
        linkLabel: 'view project',
      }))}
    />
  );
}
