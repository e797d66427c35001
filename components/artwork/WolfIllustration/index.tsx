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

/**
 * A sitting wolf in profile, head raised to the moon on its left, mouth open, ears up, its tail along the rock:
 * drawn at 0,0 with its base at y 172. EYE is its eye, cut out in the sky's colour.
 */
const WOLF =
  'M0 14C10 20 22 28 30 34C34 33 38 31 41 28L50 4 57 24 66 8 70 32C72 40 74 46 76 50C82 60 86 70 92 80C98 92 104 104 108 114C118 128 124 144 122 158C132 160 144 162 152 168C148 172 136 173 124 172H58C56 162 52 154 44 150C42 158 42 166 42 172H22C22 168 26 166 30 164C32 146 32 128 30 112C26 100 24 88 26 76C27 66 28 58 26 52C18 46 10 42 5 38L22 38C14 32 6 24 0 14Z';
const EYE = 'M36 38l9-3-2 5Z';

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
export default function WolfIllustration({
  className,
  label = 'A wolf on a rock howls at the full moon above a forest path; its paw prints leave the path',
}: {
  className?: string;
  /** What the picture shows, for the page it stands on. */
  label?: string;
}) {
  return (
    <svg
      className={[styles.wolf, className].filter(Boolean).join(' ')}
      viewBox="0 0 400 320"
      role="img"
      aria-label={label}
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
      <g transform="translate(222 56)">
        <path className={styles.ground} d={WOLF} />
        <path className={styles.sky} d={EYE} />
      </g>
      <path className={styles.path} d="M0 306C40 300 80 292 120 296S170 300 186 292" />
      <g className={styles.prints}>
        <PawPrint x={200} y={286} />
        <PawPrint x={214} y={276} />
      </g>
    </svg>
  );
}
