import Card, { type CardProps } from '@/components/cards/Card';
import styles from './index.module.scss';

/**
 * A responsive list of cards; a card alone in its list takes the whole row, laid out across it. `leadImage`: the grid starts in the first viewport of a phone, where the first
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
  return (
    <ul className={styles.grid} data-columns={columns}>
      {cards.map((card, index) => (
        <li key={card.href}>
          <Card {...card} leadImage={leadImage && index === 0} wide={cards.length === 1} />
        </li>
      ))}
    </ul>
  );
}
