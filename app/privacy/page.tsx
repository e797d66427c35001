import { editorialRoute } from '@/components/blocks/EditorialArticle';

const route = editorialRoute('/privacy', 'privacy');

export const metadata = route.metadata;
export default route.Page;
