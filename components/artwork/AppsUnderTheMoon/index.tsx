import FullMoon from '@/components/artwork/FullMoon';
import Stars, { type Star } from '@/components/artwork/Stars';
import styles from './index.module.scss';

const STARS: readonly Star[] = [
  [34, 36, 2],
  [88, 64, 1.5],
  [146, 28, 2],
  [204, 52, 1.5],
  [250, 24, 2],
  [380, 132, 1.5],
  [22, 112, 1.5],
];

/**
 * Home's picture: what the pack builds, a web app in a browser and a mobile app on a phone, under the
 * full moon above the woods. Inline, so it costs no request and paints with the page (an inline SVG is
 * never the page's LCP image).
 */
export default function AppsUnderTheMoon() {
  return (
    <svg
      className={styles.art}
      viewBox="0 0 400 320"
      role="img"
      aria-label="A web app in a browser window and a mobile app on a phone, under a full moon above the pine woods"
    >
      <rect width="400" height="320" rx="24" className={styles.sky} />
      <FullMoon cx={326} cy={66} r={31} />
      <Stars stars={STARS} className={styles.light} />
      <path className={styles.aurora} d="M0 236c60-24 120 10 190-8s140-30 210-4v96H0Z" />
      {/* The browser window: its bar, a chart and two cards. */}
      <rect x="36" y="104" width="236" height="150" rx="10" className={styles.frame} />
      <rect x="44" y="124" width="220" height="122" rx="4" className={styles.screen} />
      <g className={styles.accent}>
        <circle cx="50" cy="114" r="3" />
        <circle cx="60" cy="114" r="3" />
        <circle cx="70" cy="114" r="3" />
      </g>
      <rect x="56" y="136" width="92" height="8" rx="4" className={styles.ink} />
      <path d="M58 206l26-18 22 10 26-26 24 14 28-22" className={styles.line} />
      <rect x="196" y="136" width="58" height="44" rx="6" className={styles.card} />
      <rect x="196" y="188" width="58" height="44" rx="6" className={styles.cardAlt} />
      <rect x="56" y="220" width="124" height="12" rx="6" className={styles.soft} />
      {/* The phone in front: a header, a progress ring and a list. */}
      <rect x="252" y="96" width="96" height="186" rx="16" className={styles.frame} />
      <rect x="259" y="104" width="82" height="170" rx="11" className={styles.screen} />
      <rect x="259" y="104" width="82" height="34" rx="11" className={styles.accentFill} />
      <circle cx="300" cy="166" r="18" className={styles.ring} />
      <path d="M300 148a18 18 0 0 1 17 23" className={styles.ringDone} />
      {[198, 216, 234, 252].map((y) => (
        <g key={y}>
          <circle cx="272" cy={y} r="5" className={y % 36 === 18 ? styles.card : styles.cardAlt} />
          <rect x="282" y={y - 3} width="48" height="6" rx="3" className={styles.soft} />
        </g>
      ))}
      <path className={styles.ground} d="M0 280c80-20 150 12 230-4s120-18 170-6v50H0Z" />
      <path
        className={styles.ground}
        d="M18 286l14-30 14 30Zm22 2l10-22 10 22Zm300-8l12-26 12 26Zm22 4l10-22 10 22Zm-170 0l8-18 8 18Z"
      />
    </svg>
  );
}
