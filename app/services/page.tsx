import Button from '@/components/ui/Button';
import CardGrid from '@/components/cards/CardGrid';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import { services } from '@/content/services';
import { staticPage } from '@/content/staticPages';
import { staticPageMetadata } from '@/lib/metadata';
import { pagePaths, servicePath } from '@/lib/routes';

const page = staticPage(pagePaths.services);
export const metadata = staticPageMetadata(page);

const cardsFor = (list: typeof services.all) =>
  list.map((service) => ({ title: service.name, text: service.summary, href: servicePath(service) }));

export default function Page() {
  const topLevel = services.all.filter((service) => !service.parent);
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="From the first workshop to the hundredth release"
        intro={
          <p>
            Strategy, design, engineering and quality under one roof in Cluj Napoca. Bring us an idea, a prototype or a
            product that needs rescuing: we pick up where you are and take it where it needs to go.
          </p>
        }
        crumbs={[{ name: page.label, path: page.path }]}
      >
        <Button link={pagePaths.pricing} text="Request A Quote" variant="sunset" />
      </PageHero>
      <Section title="What we do" tone="moon">
        <CardGrid cards={cardsFor(topLevel)} />
      </Section>
      {['web-development', 'mobile-development'].map((parentSlug, index) => {
        const parent = services.get(parentSlug, 'services page');
        return (
          <Section
            key={parentSlug}
            title={parent.name}
            intro={<p>{parent.summary}</p>}
            tone={index === 0 ? 'white' : 'moon'}
          >
            <CardGrid cards={cardsFor(services.all.filter((s) => s.parent === parentSlug))} />
          </Section>
        );
      })}
      <CtaBanner />
    </>
  );
}
