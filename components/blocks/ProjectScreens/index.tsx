import Image from 'next/image';
import type { Project } from '@/content/schemas';
import styles from './index.module.scss';

/** A case study's screens, as its editor uploaded them: each picture with its caption, lazily loaded below the fold. */
export default function ProjectScreens({ screens }: { screens: Project['screens'] }) {
  return (
    <ul className={styles.screens}>
      {screens.map(({ picture, caption }) => (
        <li key={picture.src}>
          <figure className={styles.screen}>
            <Image
              src={picture.src}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              sizes="(min-width: 64rem) 30rem, 92vw"
            />
            {caption && <figcaption>{caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
