import { editorialRoute } from '@/components/EditorialArticle';

const route = editorialRoute('/terms-and-conditions', 'terms');

export const metadata = route.metadata;
export default route.Page;
