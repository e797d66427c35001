import Image from 'next/image';
import type { Badge } from '@/content/schemas';
import styles from './index.module.scss';

type BadgeListProps = {
  title: string;
  badges: readonly Badge[];
  size?: number;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  /** On a dark surface (the footer). */
  tone?: 'light' | 'dark';
};

/**
 * Award or certification badges, each with its name and who gave it (or what it covers) written beside
 * it in readable type: the badge's own lettering is too small to read. A badge with an href links, by
 * its name, to where it is awarded.
 */
export default function BadgeList({
  title,
  badges,
  size = 56,
  className,
  headingLevel: Heading = 'h2',
  tone = 'light',
}: BadgeListProps) {
  return (
    <div className={[styles.badges, className].filter(Boolean).join(' ')} data-tone={tone}>
      <Heading className={styles.title}>{title}</Heading>
      <ul className={styles.list}>
        {badges.map((badge) => (
          <li key={badge.name} className={styles.badge}>
            <Image src={badge.image.src} alt="" width={size} height={size} className={styles.image} />
            <p className={styles.text}>
              {badge.href ? (
                <a href={badge.href} className={styles.name} target="_blank" rel="noopener noreferrer">
                  {badge.name}
                </a>
              ) : (
                <span className={styles.name}>{badge.name}</span>
              )}
              <span className={styles.detail}>{badge.detail}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
