import CardGrid from '@/components/cards/CardGrid';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import { pressItems } from '@/content/press';
import { site } from '@/content/site';
import { staticPage } from '@/content/staticPages';
import { staticPageMetadata } from '@/lib/metadata';
import { pagePaths, pressPath } from '@/lib/routes';
import { formatDate } from '@/lib/text';

const page = staticPage(pagePaths.pressCorner);
export const metadata = staticPageMetadata(page);

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
        crumbs={[{ name: page.label, path: page.path }]}
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
