import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import CardGrid from '@/components/cards/CardGrid';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import Section from '@/components/layout/Section';
import { technologies, technologySections } from '@/content/technologies';
import { countProof } from '@/lib/hero/proof';
import { pagePaths, technologyPath } from '@/lib/routes';

const route = staticRoute(pagePaths.technologies);
export const metadata = route.metadata;

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Technologies"
        title="A small, sharp toolbox we know inside out"
        intro={
          <p>
            We keep our stack deliberately short so every team can review every other team&apos;s code. Each technology
            below runs in production apps we look after today.
          </p>
        }
        crumbs={route.crumbs}
        family="sales"
        aside={
          <HeroProof
            label="The toolbox"
            layout="grid"
            items={[
              countProof(technologies.all.length, 'technology', 'technologies', 'each in apps we look after today'),
              ...technologySections.map((section) => ({
                value: String(technologies.all.filter((t) => section.categories.includes(t.category)).length),
                label: section.title,
              })),
            ]}
          />
        }
      />
      {technologySections.map((section, index) => (
        <Section key={section.title} title={section.title} tone={index % 2 === 0 ? 'moon' : 'white'}>
          <CardGrid
            columns={4}
            cards={technologies.all
              .filter((t) => section.categories.includes(t.category))
              .map((t) => ({ title: t.name, text: t.summary, href: technologyPath(t.slug) }))}
          />
        </Section>
      ))}
      <CtaBanner />
    </>
  );
}
