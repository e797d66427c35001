import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import Button from '@/components/ui/Button';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import Section from '@/components/layout/Section';
import TeamGrid from '@/components/cards/TeamGrid';
import { site } from '@/content/site';
import { teamMembers, teamSections } from '@/content/team';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.team);
export const metadata = route.metadata;

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
        family="company"
        aside={
          <HeroProof
            label="How the pack is made"
            layout="grid"
            items={[
              { value: `${site.developerCount}+`, label: 'developers, with designers, testers and project managers' },
              { value: site.packSize, label: 'people in each pack, staying with its products' },
              {
                value: String(site.internship.since),
                label: `the first summer of our paid internship, ${site.internship.length} long`,
              },
              { value: String(site.foundedYear), label: `the year ${site.founding.team} started it` },
            ]}
          />
        }
      >
        <Button link={pagePaths.jobs} text="View Open Positions" variant="sunset" />
      </PageHero>
      {teamSections.map((section, index) => (
        <Section key={section.title} title={section.title} tone={index % 2 === 0 ? 'moon' : 'white'}>
          <TeamGrid members={teamMembers.all.filter((member) => section.departments.includes(member.department))} />
        </Section>
      ))}
      <CtaBanner />
    </>
  );
}
