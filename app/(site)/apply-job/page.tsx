import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import NextSteps from '@/components/blocks/NextSteps';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import ApplicationForm from '@/components/forms/ApplicationForm';
import JobCards from '@/components/cards/JobCards';
import FormSection from '@/components/forms/FormSection';
import { openJobs } from '@/content/jobs';
import { site } from '@/content/site';
import { jobOption } from '@/lib/analytics/events';
import { config } from '@/lib/config';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.apply);
export const metadata = route.metadata;

export default function Page() {
  const open = openJobs();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Apply for a job"
        intro={<p>Tell us who you are and send your CV. A person from our people team reads every application.</p>}
        crumbs={route.crumbs}
        family="utility"
      />
      <FormSection
        title="Your application"
        lead="Fields marked optional can stay empty."
        asideLabel="Before and after you apply"
        aside={
          <>
            <section aria-labelledby="email-title">
              <h2 id="email-title">Prefer email?</h2>
              <p>
                Send your CV (PDF or DOCX, up to 10 MB) and the name of the role to{' '}
                <a href={`mailto:${site.email}?subject=Job%20application`}>{site.email}</a>.
              </p>
            </section>
            <NextSteps
              title="What happens next"
              steps={[
                'We confirm we have your application straight away.',
                `Within ${site.replyWithin.application} someone from the team replies, whatever the answer.`,
                'If there is a match: a 30-minute intro call, then a technical or portfolio conversation with the people you would work with.',
                'An offer, or honest feedback on why not this time.',
              ]}
            />
          </>
        }
      >
        <ApplicationForm
          jobs={open.map(jobOption)}
          endpoints={{ action: config.applicationEndpoint, countryApiUrl: config.countryApiUrl }}
          email={site.email}
        />
      </FormSection>
      <Section title="Open positions" tone="white">
        <JobCards jobs={open} />
      </Section>
    </>
  );
}
