import CardGrid from '@/components/cards/CardGrid';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import { industries } from '@/content/industries';
import { staticPage } from '@/content/staticPages';
import { staticPageMetadata } from '@/lib/metadata';
import { industryPath, pagePaths } from '@/lib/routes';

const page = staticPage(pagePaths.industries);
export const metadata = staticPageMetadata(page);

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
        crumbs={[{ name: page.label, path: page.path }]}
      />
      <Section title="Where our apps run" tone="moon">
        <CardGrid cards={industries.all.map((i) => ({ title: i.name, text: i.summary, href: industryPath(i.slug) }))} />
      </Section>
      <CtaBanner />
    </>
  );
}
