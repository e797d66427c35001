import Image from 'next/image';
import type { Project } from '@/content/schemas';
import styles from './index.module.scss';

/** Whether a screen is a phone's (taller than wide) or a page's: the gallery sizes them so a row shares one height. */
const shapeOf = ({ width, height }: { width: number; height: number }) => (height > width ? 'phone' : 'page');

/**
 * A case study's screens as its editor listed them, each picture with its caption, lazily loaded below the fold.
 * Phones stand side by side and pages take a wider share of the row, so every screen in a row is as tall as the others.
 */
export default function ProjectScreens({ screens }: { screens: Project['screens'] }) {
  return (
    <ul className={styles.screens}>
      {screens.map(({ picture, caption }) => (
        <li key={picture.src} className={styles.item} data-shape={shapeOf(picture)}>
          <figure className={styles.screen}>
            <Image
              src={picture.src}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              sizes={shapeOf(picture) === 'phone' ? '(min-width: 48rem) 17rem, 46vw' : '(min-width: 48rem) 48rem, 92vw'}
            />
            {caption && <figcaption>{caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
