import FullMoon from '@/components/artwork/FullMoon';
import Stars, { type Star } from '@/components/artwork/Stars';
import { pine } from '@/lib/brand/woods';
import styles from './index.module.scss';

const STARS: readonly Star[] = [
  [30, 30, 1.6],
  [180, 40, 2],
  [230, 22, 1.5],
  [300, 56, 2],
  [372, 30, 1.5],
  [350, 110, 1.5],
  [160, 110, 1.4],
  [40, 140, 1.4],
];

/** A sitting wolf in profile, head raised to the moon on its left, mouth open: drawn at 0,0 with its base at y 172. */
const WOLF =
  'M-8 2C4 8 16 16 26 24C30 22 34 20 38 18L44-2 52 16 58 2 62 24C66 34 70 42 74 50C80 60 80 66 84 72C88 88 94 102 100 116C110 130 116 146 114 160C124 164 134 164 142 166C142 170 136 172 128 172H52C50 160 48 152 40 148C38 156 38 164 38 172H24C22 168 26 166 30 164C32 146 32 126 30 110C26 96 24 84 24 70C24 56 24 46 22 38C14 32 4 24-4 14L10 16C4 12-2 8-8 2Z';

/** The pines on the far hill, in the same drawing as the woods at the foot of every hero (lib/brand/woods.ts). */
const PINES = [
  [22, 232, 26],
  [44, 230, 34],
  [70, 232, 22],
  [150, 234, 28],
  [176, 232, 20],
]
  .map(([x, y, height]) => pine(x!, y!, height!))
  .join('');

/** One paw print: a pad and three toes, for the prints that leave the path. */
function PawPrint({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="0" cy="2" rx="2.6" ry="2.2" />
      <circle cx="-2.6" cy="-2" r="1" />
      <circle cx="0" cy="-3" r="1" />
      <circle cx="2.6" cy="-2" r="1" />
    </g>
  );
}

/**
 * The 404's picture: a wolf on a rock howling at the full moon, above a beaten path whose dashes end and whose
 * paw prints wander off it. Inline, so it costs no request and paints with the page.
 */
export default function WolfIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.wolf, className].filter(Boolean).join(' ')}
      viewBox="0 0 400 320"
      role="img"
      aria-label="A wolf on a rock howls at the full moon above a forest path; its paw prints leave the path"
    >
      <rect width="400" height="320" rx="24" className={styles.sky} />
      <FullMoon cx={96} cy={70} r={31} />
      <Stars stars={STARS} className={styles.light} />
      <path className={styles.aurora} d="M0 210c70-30 130 6 200-12s130-34 200-8v130H0Z" />
      <path className={styles.hill} d={`M0 236C70 214 140 238 210 226S330 206 400 222V320H0Z${PINES}`} />
      <path
        className={styles.ground}
        d="M214 320V256C224 240 240 232 258 228S302 222 324 224C348 226 366 236 380 248 390 258 396 266 400 272V320Z"
      />
      <path className={styles.ground} d="M0 282C60 270 120 290 190 280S300 276 400 290V320H0Z" />
      <path className={styles.ground} transform="translate(228 56)" d={WOLF} />
      <path className={styles.path} d="M0 306C40 300 80 292 120 296S170 300 186 292" />
      <g className={styles.prints}>
        <PawPrint x={200} y={286} />
        <PawPrint x={214} y={276} />
      </g>
    </svg>
  );
}
