import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import JobCards from '@/components/cards/JobCards';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import { openJobs } from '@/content/jobs';
import { site } from '@/content/site';
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
