import Image from 'next/image';
import styles from './index.module.scss';

export type FigureProps = {
  src: string;
  /** Empty for a decorative picture. */
  alt: string;
  width: number;
  height: number;
  caption?: string;
};

/** A picture of a body, measured from its file at build, with its caption. Below the fold: loaded lazily. */
export default function Figure({ src, alt, width, height, caption }: FigureProps) {
  return (
    <figure className={styles.figure}>
      <Image
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes="(min-width: 64rem) 42rem, 92vw"
        loading="lazy"
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
