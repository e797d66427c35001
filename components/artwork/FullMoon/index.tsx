import styles from './index.module.scss';

/**
 * The brand's full moon in an inline SVG: one cream disc in two faint rings of its own light (the same
 * moon tooling/artwork/svg.ts draws into the generated pictures), so it always reads as a moon.
 */
export default function FullMoon({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g className={styles.moon}>
      <circle cx={cx} cy={cy} r={Math.round(r * 1.63)} opacity="0.06" />
      <circle cx={cx} cy={cy} r={Math.round(r * 1.28)} opacity="0.12" />
      <circle cx={cx} cy={cy} r={r} />
    </g>
  );
}
