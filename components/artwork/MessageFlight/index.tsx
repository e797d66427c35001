import FullMoon from '@/components/artwork/FullMoon';
import Stars, { type Star } from '@/components/artwork/Stars';
import styles from './index.module.scss';

const STARS: readonly Star[] = [
  [40, 40, 2],
  [96, 84, 1.5],
  [164, 30, 2],
  [232, 60, 1.5],
  [372, 150, 1.5],
  [30, 150, 1.5],
  [208, 128, 1.5],
];

/**
 * /contact's picture: a paper plane, a message on its way, climbing from the woods towards the full
 * moon on a dotted trail. Decorative: the page says everything it shows.
 */
export default function MessageFlight() {
  return (
    <svg className={styles.art} viewBox="0 0 400 320" aria-hidden="true" focusable="false">
      <rect width="400" height="320" rx="24" className={styles.sky} />
      <FullMoon cx={316} cy={78} r={33} />
      <Stars stars={STARS} className={styles.light} />
      <path className={styles.aurora} d="M0 246c70-26 130 8 200-10s130-26 200-2v86H0Z" />
      <path className={styles.trail} d="M44 262c40-10 70-40 96-74s58-58 100-70" />
      {/* The plane: its upper wing, the fold beneath and the lower wing. */}
      <path className={styles.wing} d="M236 122l92-42-42 100-18-36Z" />
      <path className={styles.fold} d="M268 144l60-64-42 100Z" />
      <path className={styles.under} d="M268 144l-32-22 92-42Z" />
      <path className={styles.ground} d="M0 282c80-20 150 12 230-4s120-18 170-6v48H0Z" />
      <path
        className={styles.ground}
        d="M24 288l14-32 14 32Zm24 2l10-24 10 24Zm270-10l12-28 12 28Zm24 4l10-24 10 24Zm-156 2l8-18 8 18Z"
      />
    </svg>
  );
}
