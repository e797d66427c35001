import ServiceDetail, { serviceMetadata } from '@/components/blocks/ServiceDetail';
import { services } from '@/content/services';

export const dynamicParams = false;

const topLevel = services.all.filter((service) => !service.parent);

export function generateStaticParams() {
  return topLevel.map((service) => ({ slug: service.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return serviceMetadata(services.get((await params).slug, 'route /services/[slug]'));
}

export default async function Page({ params }: Props) {
  return <ServiceDetail service={services.get((await params).slug, 'route /services/[slug]')} />;
}
