import { staticRoute } from '@/app/_routing/pageRoutes';
import CardGrid from '@/components/cards/CardGrid';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import { pressItems } from '@/content/press';
import { site } from '@/content/site';
import { pagePaths, pressPath } from '@/lib/routes';
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
      />
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
    </>
  );
}
