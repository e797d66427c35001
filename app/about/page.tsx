import { editorialRoute } from '@/components/EditorialArticle';

const route = editorialRoute('/about', 'about');

export const metadata = route.metadata;
export default route.Page;
