import ServiceDetail, { serviceMetadata } from '@/components/ServiceDetail';
import { services } from '@/content/services';

export const dynamicParams = false;

// Called once per parent slug of app/services/[slug].
export function generateStaticParams({ params }: { params: { slug: string } }) {
  return services.all.filter((service) => service.parent === params.slug).map((service) => ({ sub: service.slug }));
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
