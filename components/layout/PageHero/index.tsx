import Breadcrumbs from '@/components/layout/Breadcrumbs';
import HeroBand, { type HeroBandProps } from '@/components/layout/HeroBand';
import type { Crumb } from '@/lib/structuredData';

type PageHeroProps = Omit<HeroBandProps, 'lead'> & { crumbs?: readonly Crumb[] };

/** The night-sky band at the top of every page (HeroBand), with the page's breadcrumbs. */
export default function PageHero({ crumbs, ...band }: PageHeroProps) {
  return <HeroBand {...band} lead={crumbs && <Breadcrumbs crumbs={crumbs} />} />;
}
