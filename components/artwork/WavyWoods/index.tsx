import styles from './index.module.scss';

type WavyWoodsProps = {
  /** `woods`: soft hills with a sparse tree line; `forest`: two dense tree lines. */
  variant?: 'woods' | 'forest';
  /** Colour of the surface the illustration sits on top of. */
  tone?: 'night' | 'moon';
  flip?: boolean;
  className?: string;
};

/**
 * Decorative wavy hills and pine forest for section edges, hidden from assistive technology. Each layer
 * is a shared SVG file (lib/brand/woods.ts) used as a mask and painted in the surface's colours, so
 * the drawing is cached once instead of repeated in every page's HTML and payload.
 */
export default function WavyWoods({ variant = 'woods', tone = 'night', flip = false, className }: WavyWoodsProps) {
  return (
    <div
      className={[styles.woods, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-tone={tone}
      data-flip={flip || undefined}
      aria-hidden="true"
    >
      <span className={styles.far} />
      <span className={styles.mid} />
      <span className={styles.near} />
    </div>
  );
}
