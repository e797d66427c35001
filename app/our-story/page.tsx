import { editorialRoute } from '@/components/EditorialArticle';

const route = editorialRoute('/our-story', 'ourStory');

export const metadata = route.metadata;
export default route.Page;
