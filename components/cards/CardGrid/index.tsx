import Card, { type CardProps } from '@/components/cards/Card';
import styles from './index.module.scss';

/** A responsive list of cards. */
export default function CardGrid({ cards, columns = 3 }: { cards: readonly CardProps[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {cards.map((card) => (
        <li key={card.href}>
          <Card {...card} />
        </li>
      ))}
    </ul>
  );
}
