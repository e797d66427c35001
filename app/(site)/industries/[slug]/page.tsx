import { entryRoute, type EntryParams } from '@/app/(site)/_routing/pageRoutes';
import Button from '@/components/ui/Button';
import CtaBanner from '@/components/ui/CtaBanner';
import FaqList from '@/components/blocks/FaqList';
import FeatureList from '@/components/blocks/FeatureList';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import RelatedProjects from '@/components/blocks/RelatedProjects';
import Section from '@/components/layout/Section';
import ServiceCards from '@/components/cards/ServiceCards';
import TechnologyTags from '@/components/blocks/TechnologyTags';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { entryPages } from '@/lib/collections';
import { SALES_PROOF_LABEL, salesProof } from '@/lib/hero/facts';
import { pagePaths } from '@/lib/routes';

const route = entryRoute(entryPages.industries);

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function Page({ params }: { params: EntryParams }) {
  const industry = await route.fromParams(params);
  const from = `industry ${industry.slug}`;
  return (
    <>
      <PageHero
        eyebrow={`${industry.name} software development`}
        title={industry.heroTitle}
        intro={<p>{industry.intro}</p>}
        crumbs={route.crumbs(industry)}
        family="sales"
        aside={<HeroProof label={SALES_PROOF_LABEL} items={salesProof(industry.projects)} />}
      >
        <Button link={pagePaths.contact} text="Get In Touch" variant="sunset" />
      </PageHero>
      <Section title="The challenges we solve" tone="moon">
        <FeatureList items={industry.challenges} />
      </Section>
      <Section title="How we build for it" tone="white">
        <FeatureList items={industry.capabilities} numbered />
      </Section>
      <Section title="Services for this industry" tone="moon">
        <ServiceCards services={services.resolve(industry.services, from)} />
      </Section>
      <Section title="Technologies we use" tone="night">
        <TechnologyTags technologies={technologies.resolve(industry.technologies, from)} />
      </Section>
      <RelatedProjects title="Projects in this industry" projects={projects.resolve(industry.projects, from)} />
      <Section title="Frequently asked questions" tone="white">
        <FaqList faqs={industry.faqs} />
      </Section>
      <CtaBanner />
    </>
  );
}
