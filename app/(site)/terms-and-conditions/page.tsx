import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import EditorialArticle from '@/components/blocks/EditorialArticle';
import { editorialPages } from '@/content/pages';
import { pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.terms);
export const metadata = route.metadata;

export default function Page() {
  return <EditorialArticle page={editorialPages.terms} crumbs={route.crumbs} family="utility" />;
}
