import Image from 'next/image';
import { initials } from '@/lib/text';
import styles from './index.module.scss';

/** The sizes a portrait comes in, in CSS pixels: in a byline, on a card, beside an author page's title. */
export const PORTRAIT_PIXELS = { small: 44, medium: 120, large: 176 } as const;

export type PortraitSize = keyof typeof PORTRAIT_PIXELS;

/** Who the portrait is of: a team member (content/team), an author being one. */
export type PortraitPerson = {
  name: string;
  portrait?: { src: string; alt: string };
};

/**
 * A person's portrait, the one treatment the site gives people wherever they appear (/team, the home page's few,
 * /authors, an author's page, a post's byline): a round crop of the photo uploaded in the editor, or, until there is
 * one, the name's initials on the night sky, never a drawing that could pass for the person's face. Both wear the
 * same sunset ring at the same sizes. The name is always written beside it, so the monogram is hidden from
 * assistive technology and a photo keeps the alt text its editor gave (none when marked decorative).
 */
export default function Portrait({
  person,
  size,
  priority = false,
}: {
  person: PortraitPerson;
  size: PortraitSize;
  /** On the picture a visitor lands on first (an author page's): fetched ahead of the rest. */
  priority?: boolean;
}) {
  const pixels = PORTRAIT_PIXELS[size];
  return (
    <span className={styles.portrait} data-size={size} data-portrait={person.portrait ? 'photo' : 'monogram'}>
      {person.portrait ? (
        <Image
          className={styles.photo}
          src={person.portrait.src}
          alt={person.portrait.alt}
          width={pixels}
          height={pixels}
          priority={priority}
        />
      ) : (
        <span className={styles.monogram} aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
    </span>
  );
}
