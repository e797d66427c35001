import { staticRoute } from '@/app/_routing/pageRoutes';
import Button from '@/components/ui/Button';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import TeamGrid from '@/components/cards/TeamGrid';
import { site } from '@/content/site';
import { teamMembers } from '@/content/team';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.team);
export const metadata = route.metadata;

const departments = [...new Set(teamMembers.all.map((member) => member.department))];

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Team"
        title="The pack"
        intro={
          <p>
            {site.developerClaim} in {site.city}, with the designers, testers and project managers who work beside them.
            These are some of the people who will build, test and look after your product.
          </p>
        }
        crumbs={route.crumbs}
      >
        <Button link={pagePaths.jobs} text="View Open Positions" variant="sunset" />
      </PageHero>
      {departments.map((department, index) => (
        <Section key={department} title={department} tone={index % 2 === 0 ? 'moon' : 'white'}>
          <TeamGrid members={teamMembers.all.filter((member) => member.department === department)} />
        </Section>
      ))}
      <CtaBanner />
    </>
  );
}
