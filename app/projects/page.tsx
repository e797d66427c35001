import CtaBanner from '@/components/CtaBanner';
import PageHero from '@/components/PageHero';
import ProjectCards from '@/components/ProjectCards';
import Section from '@/components/Section';
import { projects } from '@/content/projects';
import { staticPage } from '@/content/staticPages';
import { staticPageMetadata } from '@/lib/metadata';

const page = staticPage('/projects');
export const metadata = staticPageMetadata(page);

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Projects"
        title="Apps we built with our partners"
        intro={
          <p>
            Each case study follows the same trail: the challenge our partner brought, the solution we shipped together,
            the design decisions behind it and what changed once it went live.
          </p>
        }
        crumbs={[{ name: page.label, path: page.path }]}
      />
      <Section title="Case studies" tone="moon">
        <ProjectCards projects={projects.all} />
      </Section>
      <CtaBanner />
    </>
  );
}
