import SiteLink from '@/components/ui/SiteLink';
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
            <SiteLink href={item.href} className={styles.tag}>
              {item.label}
            </SiteLink>
          ) : (
            <span className={styles.tag}>{item.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
