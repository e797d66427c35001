import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import NextSteps from '@/components/blocks/NextSteps';
import ContactForm from '@/components/forms/ContactForm';
import MessageFlight from '@/components/artwork/MessageFlight';
import FormSection from '@/components/forms/FormSection';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import Stats from '@/components/blocks/Stats';
import { site } from '@/content/site';
import { config } from '@/lib/config';
import { pagePaths } from '@/lib/routes';
import styles from './page.module.scss';

const route = staticRoute(pagePaths.contact);
export const metadata = route.metadata;

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title="Tell us what you are building"
        intro={
          <p>
            A new product, an app that needs a second pair of hands, or a codebase nobody wants to touch: tell us where
            you are and where you need to be.
          </p>
        }
        crumbs={route.crumbs}
        family="utility"
      />
      <FormSection
        title="Send us a message"
        lead="Fields marked optional can stay empty. We sign an NDA before you share anything confidential."
        asideLabel="Before and after you write"
        aside={
          <>
            <section aria-labelledby="brief-title">
              <h2 id="brief-title">What helps us reply well</h2>
              <ul>
                <li>What the product does and who uses it, in a few sentences.</li>
                <li>Where it stands today: an idea, designs, a prototype or a live app.</li>
                <li>The budget range and any date that cannot move (a launch, a funding round, a trade fair).</li>
                <li>Links or documents you already have: specs, designs, the current app in the stores.</li>
              </ul>
              <p>
                Prefer email? Write to us at <a href={`mailto:${site.email}`}>{site.email}</a>.
              </p>
            </section>
            <NextSteps
              title="What happens next"
              steps={[
                'A senior engineer and a product designer read your message the same day.',
                `Within ${site.replyWithin.enquiry} you get questions, a first view on approach and a rough estimate range.`,
                'A 45-minute call to walk through the product together.',
                'A written proposal: scope, team, timeline and cost, usually within a week.',
              ]}
            />
          </>
        }
      >
        <ContactForm
          endpoints={{ action: config.leadEndpoint, countryApiUrl: config.countryApiUrl }}
          email={site.email}
        />
      </FormSection>
      <Section title={`${site.name} in numbers`} tone="night">
        <div className={styles.numbers}>
          <Stats
            items={[
              { value: `${site.developerCount}+`, label: `developers, with designers and testers beside them` },
              { value: String(new Date().getFullYear() - site.foundedYear), label: 'years building apps' },
              { value: '1 day', label: 'to reply to every message' },
            ]}
          />
          <MessageFlight />
        </div>
      </Section>
    </>
  );
}
