import { editorialRoute } from '@/components/EditorialArticle';

const route = editorialRoute('/the-wolf', 'theWolf');

export const metadata = route.metadata;
export default route.Page;
