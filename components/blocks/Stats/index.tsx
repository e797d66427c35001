import styles from './index.module.scss';

/** Big numbers with their labels (results of a project, facts about the agency). */
export default function Stats({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className={styles.stats}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
