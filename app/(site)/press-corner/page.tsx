import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import MediaKit from '@/components/blocks/MediaKit';
import CardGrid from '@/components/cards/CardGrid';
import Button from '@/components/ui/Button';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import Section from '@/components/layout/Section';
import { pressItems } from '@/content/press';
import { site } from '@/content/site';
import { pagePaths, pageSection, pressPath } from '@/lib/routes';
import { countProof } from '@/lib/hero/proof';
import { formatDate } from '@/lib/text';

const route = staticRoute(pagePaths.pressCorner);
export const metadata = route.metadata;

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Press corner"
        title="News, interviews and appearances"
        intro={
          <p>
            Writing about apps, Cluj or the Romanian tech scene? We are happy to talk. Press enquiries go to{' '}
            <a href={`mailto:${site.email}?subject=Press%20enquiry`}>{site.email}</a> and get an answer within{' '}
            {site.replyWithin.enquiry}.
          </p>
        }
        crumbs={route.crumbs}
        family="listing"
        aside={
          <HeroProof
            label="For your story"
            layout="grid"
            items={[
              countProof(pressItems.all.length, 'appearance', 'appearances', 'articles, interviews and events'),
              { value: site.replyWithin.enquiry, label: 'to answer a press enquiry' },
              { value: `${site.developerCount}+`, label: `developers in ${site.city}` },
              { value: String(site.foundedYear), label: 'the year the company started' },
            ]}
          />
        }
      >
        <Button link={pageSection(pagePaths.pressCorner, 'media-kit')} text="Media kit" variant="white" />
      </PageHero>
      <Section title="In the media" tone="moon">
        <CardGrid
          cards={pressItems.all.map((item) => ({
            title: item.title,
            meta: `${item.kind} · ${item.outlet} · ${formatDate(item.publishedAt)}`,
            text: item.excerpt,
            href: pressPath(item.slug),
            linkLabel: 'read more',
          }))}
        />
      </Section>
      <Section
        id="media-kit"
        title="Media kit"
        intro={<p>The logo, the colours and the facts to quote, ready to use in an article or on a slide.</p>}
        tone="white"
      >
        <MediaKit />
      </Section>
    </>
  );
}
