import { entryRoute, type EntryParams } from '@/app/(site)/_routing/pageRoutes';
import ServiceDetail from '@/components/blocks/ServiceDetail';
import { entryPages } from '@/lib/collections';

// Both segments are generated here: the parent page's params are not passed down to a page below it.
const route = entryRoute(entryPages.services, { parentSlug: (service) => service.parent });

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function Page({ params }: { params: EntryParams }) {
  const service = await route.fromParams(params);
  return <ServiceDetail service={service} crumbs={route.crumbs(service)} />;
}
