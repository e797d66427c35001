import styles from './index.module.scss';

/** One decimal is finer than a pixel; full float precision would triple the page payload. */
const round = (value: number) => Math.round(value * 10) / 10;

/** One pine as path data: three stacked tiers and a trunk, base centred on (x, y). */
function pine(x: number, y: number, height: number): string {
  const w = height * 0.42;
  const tier = (top: number, bottom: number, half: number) =>
    `M${x} ${round(y - height * top)}L${round(x + half)} ${round(y - height * bottom)}H${round(x - half)}Z`;
  return [
    tier(1, 0.62, w * 0.55),
    tier(0.8, 0.36, w * 0.78),
    tier(0.55, 0.1, w),
    `M${round(x - w * 0.1)} ${round(y - height * 0.12)}h${round(w * 0.2)}V${round(y)}h${round(-w * 0.2)}Z`,
  ].join('');
}

/** Deterministic tree line: positions and heights vary but never change between builds. */
function treeLine(count: number, width: number, baseline: (x: number) => number, minHeight: number, spread: number) {
  const step = width / count;
  let path = '';
  for (let i = 0; i < count; i++) {
    const jitter = ((i * 37) % 11) / 11;
    const x = Math.round(step * i + step * jitter * 0.6);
    path += pine(x, baseline(x), minHeight + spread * (((i * 53) % 7) / 7));
  }
  return path;
}

const WIDTH = 1440;
const backHill = (x: number) => 104 + 14 * Math.sin(x / 170);
const frontHill = (x: number) => 132 + 10 * Math.sin(x / 120 + 1.5);

const BACK_TREES = treeLine(34, WIDTH, backHill, 34, 26);
const FRONT_TREES = treeLine(22, WIDTH, frontHill, 44, 34);

type WavyWoodsProps = {
  /** `woods`: soft hills with a sparse tree line; `forest`: two dense tree lines. */
  variant?: 'woods' | 'forest';
  /** Colour of the surface the illustration sits on top of. */
  tone?: 'night' | 'moon';
  flip?: boolean;
  className?: string;
};

/** Decorative wavy hills and pine forest for section edges. Hidden from assistive technology. */
export default function WavyWoods({ variant = 'woods', tone = 'night', flip = false, className }: WavyWoodsProps) {
  return (
    <div
      className={[styles.woods, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-flip={flip || undefined}
      aria-hidden="true"
    >
      <svg viewBox={`0 0 ${WIDTH} 160`} preserveAspectRatio="xMidYMax slice" focusable="false">
        <path className={styles.far} d="M0 96C240 58 420 128 720 92S1200 52 1440 90V160H0Z" />
        {variant === 'forest' && <path className={styles.far} d={BACK_TREES} />}
        <path className={styles.mid} d="M0 118C200 96 380 142 640 120S1100 96 1440 122V160H0Z" />
        <path className={styles.near} d={FRONT_TREES} />
        <path className={styles.near} d="M0 138C260 124 520 156 800 140S1240 126 1440 142V160H0Z" />
      </svg>
    </div>
  );
}
