import Button from '@/components/ui/Button';
import CardGrid from '@/components/cards/CardGrid';
import CtaBanner from '@/components/ui/CtaBanner';
import FaqList from '@/components/blocks/FaqList';
import FeatureList from '@/components/blocks/FeatureList';
import JsonLd from '@/components/blocks/JsonLd';
import PageHero from '@/components/layout/PageHero';
import ProjectCards from '@/components/cards/ProjectCards';
import Section from '@/components/layout/Section';
import TagList from '@/components/blocks/TagList';
import { projects } from '@/content/projects';
import type { Service } from '@/content/schemas';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { technologies } from '@/content/technologies';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';
import { pagePaths, servicePath, technologyPath } from '@/lib/routes';
import { service as serviceJsonLd } from '@/lib/structuredData';
import styles from './index.module.scss';

export function serviceMetadata(service: Service) {
  return pageMetadata({ ...service.seo, path: servicePath(service) });
}

/** A service page: what we do, how, for whom, sub-services, technologies, projects and FAQ. */
export default function ServiceDetail({ service }: { service: Service }) {
  const from = `service ${service.slug}`;
  const parent = service.parent ? services.get(service.parent, from) : undefined;
  const children = services.all.filter((s) => s.parent === service.slug);
  const usedTechnologies = technologies.resolve(service.technologies, from);
  const relatedProjects = projects.resolve(service.projects, from);
  const crumbs = [
    { name: 'Services', path: pagePaths.services },
    ...(parent ? [{ name: parent.name, path: servicePath(parent) }] : []),
    { name: service.name, path: servicePath(service) },
  ];

  return (
    <>
      <JsonLd data={serviceJsonLd(service, site, config.siteUrl, servicePath(service))} />
      <PageHero eyebrow={service.name} title={service.heroTitle} intro={<p>{service.intro}</p>} crumbs={crumbs}>
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
          <CardGrid
            cards={children.map((child) => ({ title: child.name, text: child.summary, href: servicePath(child) }))}
          />
        </Section>
      )}

      <Section title="How we work" tone={children.length > 0 ? 'white' : 'moon'}>
        <FeatureList items={service.process} numbered />
      </Section>

      {usedTechnologies.length > 0 && (
        <Section title="Technologies we use" tone="night">
          <TagList
            label="Technologies"
            items={usedTechnologies.map((t) => ({ label: t.name, href: technologyPath(t.slug) }))}
          />
        </Section>
      )}

      {relatedProjects.length > 0 && (
        <Section
          title="Related projects"
          tone="moon"
          action={<Button link={pagePaths.projects} text="See Our work" variant="white-midnight" />}
        >
          <ProjectCards projects={relatedProjects} />
        </Section>
      )}

      <Section title="Frequently asked questions" tone="white">
        <FaqList faqs={service.faqs} />
      </Section>

      <CtaBanner />
    </>
  );
}
