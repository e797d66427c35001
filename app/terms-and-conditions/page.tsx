import { editorialRoute } from '@/components/blocks/EditorialArticle';

const route = editorialRoute('/terms-and-conditions', 'terms');

export const metadata = route.metadata;
export default route.Page;
