import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import EditorialArticle from '@/components/blocks/EditorialArticle';
import { editorialPages } from '@/content/pages';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.privacy);
export const metadata = route.metadata;

export default function Page() {
  return <EditorialArticle page={editorialPages.privacy} crumbs={route.crumbs} family="utility" />;
}
