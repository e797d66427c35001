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
import styles from './page.module.scss';

const route = entryRoute(entryPages.technologies);

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function Page({ params }: { params: EntryParams }) {
  const technology = await route.fromParams(params);
  const from = `technology ${technology.slug}`;
  return (
    <>
      <PageHero
        eyebrow={`${technology.name} · ${technology.category}`}
        title={technology.heroTitle}
        intro={<p>{technology.intro}</p>}
        crumbs={route.crumbs(technology)}
        family="sales"
        aside={<HeroProof label={SALES_PROOF_LABEL} items={salesProof(technology.projects)} />}
      >
        <Button link={pagePaths.contact} text="Get In Touch" variant="sunset" />
      </PageHero>
      <Section title={`Why we choose ${technology.name}`} tone="moon">
        <FeatureList items={technology.reasons} />
      </Section>
      <Section title="What we build with it" tone="white">
        <ul className={styles.useCases}>
          {technology.useCases.map((useCase) => (
            <li key={useCase}>{useCase}</li>
          ))}
        </ul>
      </Section>
      <Section title="Services" tone="moon">
        <ServiceCards services={services.resolve(technology.services, from)} />
      </Section>
      <RelatedProjects
        title={`Projects built with ${technology.name}`}
        tone="white"
        projects={projects.resolve(technology.projects, from)}
      />
      <Section title="Related technologies" tone="night">
        <TechnologyTags label="Related technologies" technologies={technologies.resolve(technology.related, from)} />
      </Section>
      <Section title="Frequently asked questions" tone="moon">
        <FaqList faqs={technology.faqs} />
      </Section>
      <CtaBanner />
    </>
  );
}
