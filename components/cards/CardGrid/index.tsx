import Card, { type CardProps } from '@/components/cards/Card';
import { balancedLayout } from '@/lib/balancedLayout';
import styles from './index.module.scss';

/**
 * A responsive list of cards with no short row: every row holds as many cards of one width, or the first card leads
 * across a whole row above full rows (styles/_mixins.scss, balanced-grid), laid out across it; the cards of a row line
 * up their titles, texts and actions. `leadImage`: the grid starts in the first viewport of a phone, where the first
 * card's picture is the largest thing on screen, so that picture is fetched at once instead of lazily.
 */
export default function CardGrid({
  cards,
  columns = 3,
  leadImage = false,
}: {
  cards: readonly CardProps[];
  columns?: 2 | 3 | 4;
  leadImage?: boolean;
}) {
  // Two a row on a tablet, up to `columns` from a laptop up (CardGrid's styles): where the first card leads.
  const across = [
    ...(balancedLayout(cards.length, 2).lead ? (['tablet'] as const) : []),
    ...(balancedLayout(cards.length, columns).lead ? (['laptop'] as const) : []),
  ];
  return (
    <ul className={styles.grid} data-columns={columns}>
      {cards.map((card, index) => (
        <li key={card.href}>
          <Card {...card} leadImage={leadImage && index === 0} across={index === 0 ? across : undefined} />
        </li>
      ))}
    </ul>
  );
}
