import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import ProjectCards from '@/components/cards/ProjectCards';
import Section from '@/components/layout/Section';
import { projects } from '@/content/projects';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.projects);
export const metadata = route.metadata;

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
        crumbs={route.crumbs}
      />
      <Section title="Case studies" tone="moon">
        <ProjectCards projects={projects.all} leadImage />
      </Section>
      <CtaBanner />
    </>
  );
}
