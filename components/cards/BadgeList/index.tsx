import Image from 'next/image';
import type { Badge } from '@/content/schemas';
import styles from './index.module.scss';

type BadgeListProps = {
  title: string;
  badges: readonly Badge[];
  size?: number;
  className?: string;
  headingLevel?: 'h2' | 'h3';
};

/** Award or certification badges; a badge without an href is a plain image, not a link. */
export default function BadgeList({
  title,
  badges,
  size = 88,
  className,
  headingLevel: Heading = 'h2',
}: BadgeListProps) {
  return (
    <div className={[styles.badges, className].filter(Boolean).join(' ')}>
      <Heading className={styles.title}>{title}</Heading>
      <ul className={styles.list}>
        {badges.map((badge) => {
          const image = (
            <Image src={badge.image.src} alt={badge.image.alt} width={size} height={size} className={styles.image} />
          );
          return (
            <li key={badge.name}>
              {badge.href ? (
                <a href={badge.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
