import Button from '@/components/ui/Button';
import CtaBanner from '@/components/ui/CtaBanner';
import FaqList from '@/components/blocks/FaqList';
import FeatureList from '@/components/blocks/FeatureList';
import JsonLd from '@/components/blocks/JsonLd';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import RelatedProjects from '@/components/blocks/RelatedProjects';
import Section from '@/components/layout/Section';
import ServiceCards from '@/components/cards/ServiceCards';
import TechnologyTags from '@/components/blocks/TechnologyTags';
import { projects } from '@/content/projects';
import type { Service } from '@/content/schemas';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { technologies } from '@/content/technologies';
import { config } from '@/lib/config';
import { SALES_PROOF_LABEL, salesProof } from '@/lib/hero/facts';
import { pagePaths, servicePath } from '@/lib/routes';
import { service as serviceJsonLd, type Crumb } from '@/lib/structuredData';
import { technologyTags } from '@/lib/technologies';
import styles from './index.module.scss';

/** A service page: what we do, how, for whom, sub-services, technologies, projects and FAQ. */
export default function ServiceDetail({ service, crumbs }: { service: Service; crumbs: readonly Crumb[] }) {
  const from = `service ${service.slug}`;
  const children = services.all.filter((s) => s.parent === service.slug);
  const usedTechnologies = technologyTags(service.technologies, (slug) => technologies.get(slug, from));

  return (
    <>
      <JsonLd data={serviceJsonLd(service, site, config.siteUrl, servicePath(service))} />
      <PageHero
        eyebrow={service.name}
        title={service.heroTitle}
        intro={<p>{service.intro}</p>}
        crumbs={crumbs}
        family="sales"
        aside={<HeroProof label={SALES_PROOF_LABEL} items={salesProof(service.projects)} />}
      >
        <Button link={pagePaths.contact} text="Get In Touch" variant="sunset" />
        <Button link={pagePaths.pricing} text="See pricing" variant="white" />
      </PageHero>

      <Section title="Who it is for" tone="moon">
        <p className={styles.lead}>{service.audience}</p>
      </Section>

      <Section title="What we do" tone="white">
        <FeatureList items={service.offerings} />
      </Section>

      {children.length > 0 && (
        <Section title={`${service.name} services`} tone="moon">
          <ServiceCards services={children} />
        </Section>
      )}

      <Section title="How we work" tone={children.length > 0 ? 'white' : 'moon'}>
        <FeatureList items={service.process} numbered />
      </Section>

      {usedTechnologies.length > 0 && (
        <Section title="Technologies we use" tone="night">
          <TechnologyTags technologies={usedTechnologies} />
        </Section>
      )}

      <RelatedProjects title="Related projects" projects={projects.resolve(service.projects, from)} />

      <Section title="Frequently asked questions" tone="white">
        <FaqList faqs={service.faqs} />
      </Section>

      <CtaBanner />
    </>
  );
}
