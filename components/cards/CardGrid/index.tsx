import Card, { type CardProps } from '@/components/cards/Card';
import styles from './index.module.scss';

/**
 * A responsive list of cards with no short row: every row holds as many cards of one width, or the first card leads
 * across a whole row above full rows (styles/_mixins.scss, balanced-grid); a card as wide as its row lays itself out
 * across it, and the cards of a row line up their titles, texts and actions. `leadImage`: the grid starts in the
 * first viewport of a phone, where the first card's picture is the largest thing on screen, so that picture is
 * fetched at once instead of lazily.
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
  return (
    <ul className={styles.grid} data-columns={columns}>
      {cards.map((card, index) => (
        <li key={card.href}>
          <Card {...card} leadImage={leadImage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
