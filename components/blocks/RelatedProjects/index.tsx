import Button from '@/components/ui/Button';
import ProjectCards from '@/components/cards/ProjectCards';
import Section from '@/components/layout/Section';
import type { Project } from '@/content/schemas';
import { pagePaths } from '@/lib/routes';

type RelatedProjectsProps = { title: string; projects: readonly Project[]; tone?: 'moon' | 'white' };

/** A band of case-study cards with the way to all projects; nothing when there are none. */
export default function RelatedProjects({ title, projects, tone = 'moon' }: RelatedProjectsProps) {
  if (projects.length === 0) return null;
  return (
    <Section
      title={title}
      tone={tone}
      action={<Button link={pagePaths.projects} text="See Our work" variant="white-midnight" />}
    >
      <ProjectCards projects={projects} />
    </Section>
  );
}
