import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import JobCards from '@/components/cards/JobCards';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import Section from '@/components/layout/Section';
import { openJobs } from '@/content/jobs';
import { site } from '@/content/site';
import { countProof } from '@/lib/hero/proof';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.jobs);
export const metadata = route.metadata;

export default function Page() {
  const open = openJobs();
  const departments = [...new Set(open.map((job) => job.department))];
  return (
    <>
      <PageHero
        eyebrow="Jobs"
        title="Join the pack"
        intro={
          <p>
            {site.developerClaim} in {site.city} and room for a few more. Every role comes with a mentor, a learning
            budget and real products used by real people from your first month.
          </p>
        }
        crumbs={route.crumbs}
        family="listing"
        aside={
          <HeroProof
            label="Hiring now"
            layout="grid"
            items={[
              countProof(open.length, 'open position', 'open positions'),
              countProof(departments.length, 'team hiring', 'teams hiring'),
              { value: `${site.developerCount}+`, label: 'developers to learn from' },
              {
                value: String(site.internship.since),
                label: `the first summer of our paid internship, ${site.internship.length} long`,
              },
            ]}
          />
        }
      />
      {departments.map((department, index) => {
        const inDepartment = open.filter((job) => job.department === department);
        return (
          <Section
            key={department}
            title={`${department} (${inDepartment.length})`}
            tone={index % 2 === 0 ? 'moon' : 'white'}
          >
            <JobCards jobs={inDepartment} />
          </Section>
        );
      })}
    </>
  );
}
