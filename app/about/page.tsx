import { editorialRoute } from '@/components/blocks/EditorialArticle';
import { pagePaths } from '@/lib/routes';

const route = editorialRoute(pagePaths.about, 'about');

export const metadata = route.metadata;
export default route.Page;
