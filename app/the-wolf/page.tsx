import { editorialRoute } from '@/components/blocks/EditorialArticle';

const route = editorialRoute('/the-wolf', 'theWolf');

export const metadata = route.metadata;
export default route.Page;
