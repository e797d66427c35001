import { editorialRoute } from '@/components/blocks/EditorialArticle';

const route = editorialRoute('/about', 'about');

export const metadata = route.metadata;
export default route.Page;
