import ServiceDetail, { serviceMetadata } from '@/components/blocks/ServiceDetail';
import { services } from '@/content/services';

export const dynamicParams = false;

// Both segments are generated here: the parent page's params are not passed down to a page below it.
export function generateStaticParams() {
  return services.all
    .filter((service) => service.parent)
    .map((service) => ({ slug: service.parent!, sub: service.slug }));
}

type Props = { params: Promise<{ slug: string; sub: string }> };

async function subService(params: Props['params']) {
  const { slug, sub } = await params;
  const service = services.get(sub, 'route /services/[slug]/[sub]');
  if (service.parent !== slug) throw new Error(`Service ${sub} does not belong under ${slug}`);
  return service;
}

export async function generateMetadata({ params }: Props) {
  return serviceMetadata(await subService(params));
}

export default async function Page({ params }: Props) {
  return <ServiceDetail service={await subService(params)} />;
}
