import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import Button from '@/components/ui/Button';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import Section from '@/components/layout/Section';
import ServiceCards from '@/components/cards/ServiceCards';
import { services } from '@/content/services';
import { companyProof } from '@/lib/hero/facts';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.services);
export const metadata = route.metadata;

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
        crumbs={route.crumbs}
        family="sales"
        aside={<HeroProof label="The pack behind every service" items={companyProof} />}
      >
        <Button link={pagePaths.pricing} text="Request A Quote" variant="sunset" />
      </PageHero>
      <Section title="What we do" tone="moon">
        <ServiceCards services={topLevel} />
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
            <ServiceCards services={services.all.filter((s) => s.parent === parentSlug)} />
          </Section>
        );
      })}
      <CtaBanner />
    </>
  );
}
