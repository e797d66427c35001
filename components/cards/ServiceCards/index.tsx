import CardGrid from '@/components/cards/CardGrid';
import type { Service } from '@/content/schemas';
import { servicePath } from '@/lib/routes';

/** Service cards: name, summary and a link to the service page. */
export default function ServiceCards({ services }: { services: readonly Service[] }) {
  return (
    <CardGrid
      cards={services.map((service) => ({ title: service.name, text: service.summary, href: servicePath(service) }))}
    />
  );
}
