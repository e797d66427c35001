import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import CtaBanner from '@/components/ui/CtaBanner';
import IndustryCards from '@/components/cards/IndustryCards';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import Section from '@/components/layout/Section';
import { industries } from '@/content/industries';
import { projects } from '@/content/projects';
import { SALES_PROOF_LABEL, salesProof } from '@/lib/hero/facts';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.industries);
export const metadata = route.metadata;

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Industries"
        title="Software for industries where getting it wrong costs money"
        intro={
          <p>
            Payments that must reconcile to the cent, lessons that must work on a school&apos;s patchy Wi-Fi, sensors
            that report from greenhouses with no signal. We have shipped apps in each of these industries and know where
            the hard parts hide.
          </p>
        }
        crumbs={route.crumbs}
        family="sales"
        aside={<HeroProof label={SALES_PROOF_LABEL} items={salesProof(projects.all.map((project) => project.slug))} />}
      />
      <Section title="Where our apps run" tone="moon">
        <IndustryCards industries={industries.all} />
      </Section>
      <CtaBanner />
    </>
  );
}
