import Button from '@/components/ui/Button';
import CardGrid from '@/components/cards/CardGrid';
import CtaBanner from '@/components/ui/CtaBanner';
import FaqList from '@/components/blocks/FaqList';
import FeatureList from '@/components/blocks/FeatureList';
import PageHero from '@/components/layout/PageHero';
import ProjectCards from '@/components/cards/ProjectCards';
import Section from '@/components/layout/Section';
import TagList from '@/components/blocks/TagList';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { pageMetadata } from '@/lib/metadata';
import { pagePaths, servicePath, technologyPath } from '@/lib/routes';
import styles from './page.module.scss';

export const dynamicParams = false;

export function generateStaticParams() {
  return technologies.all.map((technology) => ({ slug: technology.slug }));
}

type Props = { params: Promise<{ slug: string }> };
const load = async (params: Props['params']) => technologies.get((await params).slug, 'route /technologies/[slug]');

export async function generateMetadata({ params }: Props) {
  const technology = await load(params);
  return pageMetadata({ ...technology.seo, path: technologyPath(technology.slug) });
}

export default async function Page({ params }: Props) {
  const technology = await load(params);
  const from = `technology ${technology.slug}`;
  return (
    <>
      <PageHero
        eyebrow={`${technology.name} · ${technology.category}`}
        title={technology.heroTitle}
        intro={<p>{technology.intro}</p>}
        crumbs={[
          { name: 'Technologies', path: pagePaths.technologies },
          { name: technology.name, path: technologyPath(technology.slug) },
        ]}
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
        <CardGrid
          cards={services
            .resolve(technology.services, from)
            .map((s) => ({ title: s.name, text: s.summary, href: servicePath(s) }))}
        />
      </Section>
      {technology.projects.length > 0 && (
        <Section
          title={`Projects built with ${technology.name}`}
          tone="white"
          action={<Button link={pagePaths.projects} text="See Our work" variant="white-midnight" />}
        >
          <ProjectCards projects={projects.resolve(technology.projects, from)} />
        </Section>
      )}
      <Section title="Related technologies" tone="night">
        <TagList
          label="Related technologies"
          items={technologies
            .resolve(technology.related, from)
            .map((t) => ({ label: t.name, href: technologyPath(t.slug) }))}
        />
      </Section>
      <Section title="Frequently asked questions" tone="moon">
        <FaqList faqs={technology.faqs} />
      </Section>
      <CtaBanner />
    </>
  );
}
