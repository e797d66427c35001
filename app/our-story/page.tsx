import { editorialRoute } from '@/components/blocks/EditorialArticle';

const route = editorialRoute('/our-story', 'ourStory');

export const metadata = route.metadata;
export default route.Page;
