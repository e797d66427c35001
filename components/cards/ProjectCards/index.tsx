import CardGrid from '@/components/cards/CardGrid';
import type { Project } from '@/content/schemas';
import { projectPath } from '@/lib/routes';

/** Case-study cards with the 'view project' action. */
export default function ProjectCards({ projects, columns = 3 }: { projects: readonly Project[]; columns?: 2 | 3 }) {
  return (
    <CardGrid
      columns={columns}
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
