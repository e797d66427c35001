import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import ProjectCards from '@/components/cards/ProjectCards';
import Section from '@/components/layout/Section';
import { projects } from '@/content/projects';
import { countProof } from '@/lib/hero/proof';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.projects);
export const metadata = route.metadata;

export default function Page() {
  const all = projects.all;
  const industries = new Set(all.map((project) => project.industry));
  const stack = new Set(all.flatMap((project) => project.technologies));
  const platforms = [...new Set(all.flatMap((project) => project.platforms))];
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
        family="listing"
        aside={
          <HeroProof
            label="The work below"
            layout="grid"
            items={[
              countProof(all.length, 'case study', 'case studies'),
              countProof(industries.size, 'industry', 'industries'),
              countProof(stack.size, 'technology', 'technologies', 'in the stacks we chose'),
              countProof(platforms.length, 'platform', 'platforms', platforms.join(', ')),
            ]}
          />
        }
      />
      <Section title="Case studies" tone="moon">
        <ProjectCards projects={projects.all} leadImage />
      </Section>
      <CtaBanner />
    </>
  );
}
