import styles from './index.module.scss';

/** First focusable element: jumps past the navigation to the page content. */
export default function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      Skip to content
    </a>
  );
}
