import CardGrid from '@/components/cards/CardGrid';
import type { Industry } from '@/content/schemas';
import { industryPath } from '@/lib/routes';

/** Industry cards: name, summary and a link to the industry page. */
export default function IndustryCards({ industries }: { industries: readonly Industry[] }) {
  return (
    <CardGrid
      cards={industries.map((industry) => ({
        title: industry.name,
        text: industry.summary,
        href: industryPath(industry.slug),
      }))}
    />
  );
}
