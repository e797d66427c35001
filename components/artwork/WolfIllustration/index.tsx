import styles from './index.module.scss';

const WOLF =
  'M14 230C24 222 30 206 48 198 56 178 66 150 80 124 90 106 96 88 100 70L98 52 97 28 110 42 117 22 124 41C134 38 150 22 168 10L173 15C162 30 154 42 150 50 156 48 162 45 167 45L150 60C146 66 142 72 140 80 141 100 146 122 150 146 152 168 154 196 156 218 162 220 168 222 168 229H136C136 210 134 190 128 172 122 176 116 182 112 190 114 202 122 212 130 218V229H80C66 229 54 226 44 230 34 234 22 234 14 230Z';

/**
 * The howling wolf under a full moon, inline so it costs no request and paints
 * with the page (an inline SVG is never the page's LCP image).
 */
export default function WolfIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.wolf, className].filter(Boolean).join(' ')}
      viewBox="0 0 400 320"
      role="img"
      aria-label="A wolf silhouette howling at a full moon from a dark hillside under the stars"
    >
      <rect width="400" height="320" rx="24" className={styles.sky} />
      <g className={styles.light}>
        <circle cx="300" cy="80" r="46" />
        <circle cx="40" cy="40" r="2" />
        <circle cx="90" cy="70" r="1.5" />
        <circle cx="150" cy="30" r="2" />
        <circle cx="210" cy="24" r="1.5" />
        <circle cx="360" cy="170" r="1.5" />
        <circle cx="60" cy="130" r="1.5" />
        <circle cx="370" cy="30" r="2" />
      </g>
      <path className={styles.aurora} d="M0 250c60-24 120 10 190-8s140-30 210-4v82H0Z" />
      <path className={styles.ground} d="M0 276c80-20 150 12 230-4s120-18 170-6v54H0Z" />
      <path className={styles.ground} transform="translate(120 48) scale(0.98)" d={WOLF} />
    </svg>
  );
}
