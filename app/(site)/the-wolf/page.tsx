import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import WolfIllustration from '@/components/artwork/WolfIllustration';
import EditorialArticle from '@/components/blocks/EditorialArticle';
import Stats from '@/components/blocks/Stats';
import { editorialPages } from '@/content/pages';
import { site } from '@/content/site';
import { pagePaths } from '@/lib/routes';
import styles from './page.module.scss';

const route = staticRoute(pagePaths.theWolf);
export const metadata = route.metadata;

/** The wolf page: the wolf itself beside the title, and the pack in figures after how the packs work. */
export default function Page() {
  return (
    <EditorialArticle
      page={editorialPages.theWolf}
      crumbs={route.crumbs}
      heroAside={
        <WolfIllustration label="The pack's wolf, sitting on a rock under the full moon and howling to call the others" />
      }
      after={{
        'small-packs': (
          <figure className={styles.figures}>
            <figcaption className={styles.caption}>A pack in figures</figcaption>
            <Stats
              items={[
                { value: site.packSize, label: 'people in a pack, who stay with its products' },
                { value: '5', label: 'guilds across the packs: mobile, web, backend, QA and design' },
                { value: '2 weeks', label: 'between guild meetings, where a fix becomes a habit' },
              ]}
            />
          </figure>
        ),
      }}
    />
  );
}
