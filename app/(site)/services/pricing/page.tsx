import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import Button from '@/components/ui/Button';
import CtaBanner from '@/components/ui/CtaBanner';
import FaqList from '@/components/blocks/FaqList';
import FeatureList from '@/components/blocks/FeatureList';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import Section from '@/components/layout/Section';
import { pricing } from '@/content/pricing';
import { pagePaths, quotePath } from '@/lib/routes';
import styles from './page.module.scss';

const route = staticRoute(pagePaths.pricing);
export const metadata = route.metadata;

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={pricing.heroTitle}
        intro={<p>{pricing.intro}</p>}
        crumbs={route.crumbs}
        family="sales"
        aside={
          <HeroProof
            label="Figures to plan with"
            items={[
              {
                value: pricing.facts.discoveryFee,
                label: `a fixed fee for ${pricing.facts.discoveryDuration} of discovery`,
              },
              { value: pricing.facts.mvpFrom, label: 'the usual starting point for a first release' },
              { value: pricing.facts.blendedRate, label: 'blended rates, depending on seniority' },
              { value: pricing.facts.maintenanceFrom, label: 'where maintenance plans start, for a small app' },
            ]}
          />
        }
      >
        <Button link={quotePath} text="Request A Quote" variant="sunset" />
      </PageHero>
      <Section title="Engagement models" tone="moon">
        <ul className={styles.models}>
          {pricing.models.map((model) => (
            <li key={model.name} className={styles.model}>
              <h3>{model.name}</h3>
              <p className={styles.bestFor}>
                <strong>Best for:</strong> {model.bestFor}
              </p>
              <p>
                <strong>Billing:</strong> {model.billing}
              </p>
              <ul className={styles.includes}>
                {model.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <Button link={quotePath} text="Request A Quote" variant="white-midnight" />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="What drives the cost" tone="white">
        <FeatureList items={pricing.costFactors} />
      </Section>
      <Section title="Pricing questions" tone="moon">
        <FaqList faqs={pricing.faqs} />
      </Section>
      <CtaBanner />
    </>
  );
}
