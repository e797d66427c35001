import Link from 'next/link';
import styles from './index.module.scss';

/** A row of small link chips (technologies, services, tags). */
export default function TagList({
  label,
  items,
}: {
  label: string;
  items: readonly { label: string; href?: string }[];
}) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          {item.href ? (
            <Link href={item.href} className={styles.tag}>
              {item.label}
            </Link>
          ) : (
            <span className={styles.tag}>{item.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
