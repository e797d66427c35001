import Button from '@/components/ui/Button';
import CardGrid from '@/components/cards/CardGrid';
import CtaBanner from '@/components/ui/CtaBanner';
import FaqList from '@/components/blocks/FaqList';
import FeatureList from '@/components/blocks/FeatureList';
import PageHero from '@/components/layout/PageHero';
import ProjectCards from '@/components/cards/ProjectCards';
import Section from '@/components/layout/Section';
import TagList from '@/components/blocks/TagList';
import { industries } from '@/content/industries';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { pageMetadata } from '@/lib/metadata';
import { industryPath, pagePaths, servicePath, technologyPath } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return industries.all.map((industry) => ({ slug: industry.slug }));
}

type Props = { params: Promise<{ slug: string }> };
const load = async (params: Props['params']) => industries.get((await params).slug, 'route /industries/[slug]');

export async function generateMetadata({ params }: Props) {
  const industry = await load(params);
  return pageMetadata({ ...industry.seo, path: industryPath(industry.slug) });
}

export default async function Page({ params }: Props) {
  const industry = await load(params);
  const from = `industry ${industry.slug}`;
  return (
    <>
      <PageHero
        eyebrow={`${industry.name} software development`}
        title={industry.heroTitle}
        intro={<p>{industry.intro}</p>}
        crumbs={[
          { name: 'Industries', path: pagePaths.industries },
          { name: industry.name, path: industryPath(industry.slug) },
        ]}
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
        <CardGrid
          cards={services
            .resolve(industry.services, from)
            .map((s) => ({ title: s.name, text: s.summary, href: servicePath(s) }))}
        />
      </Section>
      <Section title="Technologies we use" tone="night">
        <TagList
          label="Technologies"
          items={technologies
            .resolve(industry.technologies, from)
            .map((t) => ({ label: t.name, href: technologyPath(t.slug) }))}
        />
      </Section>
      {industry.projects.length > 0 && (
        <Section
          title="Projects in this industry"
          tone="moon"
          action={<Button link={pagePaths.projects} text="See Our work" variant="white-midnight" />}
        >
          <ProjectCards projects={projects.resolve(industry.projects, from)} />
        </Section>
      )}
      <Section title="Frequently asked questions" tone="white">
        <FaqList faqs={industry.faqs} />
      </Section>
      <CtaBanner />
    </>
  );
}
