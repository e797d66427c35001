import Image from 'next/image';
import type { ReactNode } from 'react';
import SiteLink from '@/components/ui/SiteLink';
import type { Image as ImageData } from '@/content/schemas';
import { actionCase, sentenceCase } from '@/lib/text';
import styles from './index.module.scss';

export type CardProps = {
  title: string;
  href: string;
  text?: ReactNode;
  /** Small line above the title: a category, a date, a client. */
  meta?: ReactNode;
  image?: ImageData;
  /**
   * Action text, shown in the site's action casing ("view project" reads "View Project"); the link's accessible
   * name is it with the title ("View project: Ledgerly"), or "Learn more about {title}" for the default "learn more".
   */
  linkLabel?: string;
  headingLevel?: 'h2' | 'h3';
  /** The picture may be the largest thing in the first viewport: fetched at once, ahead of the page's scripts. */
  leadImage?: boolean;
  /** From a tablet up, laid out across its width instead of as a narrow column: the same as `across` at both. */
  wide?: boolean;
  /**
   * Where the card leads its CardGrid, as wide as the row: on a tablet, a laptop (and up) or both, it lays itself out
   * across the row, the picture beside the text.
   */
  across?: readonly ('tablet' | 'laptop')[];
};

/** A card whose action link covers the whole card, so it is one click target and one tab stop. */
export default function Card({
  title,
  href,
  text,
  meta,
  image,
  linkLabel,
  headingLevel: Heading = 'h3',
  leadImage = false,
  wide = false,
  across = [],
}: CardProps) {
  const acrossAt = wide ? ['tablet', 'laptop'] : across;
  return (
    <article className={styles.card} data-across={acrossAt.length > 0 ? acrossAt.join(' ') : undefined}>
      {image && (
        <Image
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 64rem) 22rem, (min-width: 48rem) 45vw, 92vw"
          loading={leadImage ? 'eager' : undefined}
          fetchPriority={leadImage ? 'high' : undefined}
        />
      )}
      <div className={styles.body}>
        {meta && <p className={styles.meta}>{meta}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {text && <div className={styles.text}>{text}</div>}
        <SiteLink
          href={href}
          className={styles.link}
          aria-label={linkLabel ? `${sentenceCase(linkLabel)}: ${title}` : `Learn more about ${title}`}
        >
          {actionCase(linkLabel ?? 'learn more')}
          <span aria-hidden="true"> →</span>
        </SiteLink>
      </div>
    </article>
  );
}
