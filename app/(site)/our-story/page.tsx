import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import EditorialArticle from '@/components/blocks/EditorialArticle';
import Timeline from '@/components/blocks/Timeline';
import HeroProof from '@/components/layout/HeroProof';
import CtaBanner from '@/components/ui/CtaBanner';
import { editorialPages } from '@/content/pages';
import { site } from '@/content/site';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.ourStory);
export const metadata = route.metadata;

const page = editorialPages.ourStory;

/** The company's story: then and now beside the title, the milestones as a timeline, the chapters, and the way in. */
export default function Page() {
  return (
    <>
      <EditorialArticle
        page={page}
        crumbs={route.crumbs}
        heroAside={
          <HeroProof
            label="Then and now"
            layout="grid"
            items={[
              { value: String(site.foundedYear), label: `${site.founding.team} in ${site.founding.place}` },
              { value: `${site.developerCount}+`, label: `developers today, in one office in ${site.city}` },
              { value: String(site.internship.since), label: 'our first summer internship' },
              { value: String(site.award.year), label: site.award.title },
            ]}
          />
        }
        before={page.milestones && <Timeline title="The trail so far" milestones={page.milestones} />}
      />
      <CtaBanner />
    </>
  );
}
