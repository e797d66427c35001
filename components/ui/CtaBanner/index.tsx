import type { ReactNode } from 'react';
import FullMoon from '@/components/artwork/FullMoon';
import SiteLink from '@/components/ui/SiteLink';
import { linkLocationProps, linkTextProps } from '@/lib/analytics/events';
import { pagePaths } from '@/lib/routes';
import { actionCase } from '@/lib/text';
import { notSearchedProps } from '@/lib/search/html';
import styles from './index.module.scss';

type CtaBannerProps = {
  link?: string;
  linkText?: string;
  /** Decorative illustration beside the text. */
  svg?: ReactNode;
  title?: string;
  text?: string;
};

const DEFAULT_TEXT =
  'Tell us what you are building. A senior engineer and a product designer reply within one working day with questions, a first estimate and the next step.';

/**
 * "Let's work together" banner. The whole banner is one link, so a click
 * anywhere on it or Enter while it is focused goes to the contact page.
 */
export default function CtaBanner({
  link = pagePaths.contact,
  linkText = 'Get In Touch',
  svg = <MoonAndPack />,
  title = "Let's work together",
  text = DEFAULT_TEXT,
}: CtaBannerProps) {
  return (
    <section className={styles.section} aria-label={title} {...linkLocationProps('cta_banner')} {...notSearchedProps}>
      <SiteLink href={link} className={styles.banner} {...linkTextProps(linkText)}>
        <span className={styles.copy}>
          <span className={styles.title}>{title}</span>
          <span className={styles.text}>{text}</span>
          <span className={styles.action}>
            {actionCase(linkText)}
            <span aria-hidden="true"> →</span>
          </span>
        </span>
        <span className={styles.art} aria-hidden="true">
          {svg}
        </span>
      </SiteLink>
    </section>
  );
}

/** The full moon (one disc in two faint rings of its light) over the pines, with a wolf on the ridge. */
function MoonAndPack() {
  return (
    <svg viewBox="0 0 200 140" focusable="false">
      <FullMoon cx={140} cy={52} r={28} />
      <path d="M8 132 34 96l8 8 10-22 8 14 10-6 10 20 12-10 10 14 14-24 12 18 8-8 14 18 10-4 12 16Z" fill="#0f1b2d" />
      <path d="M60 108 76 92l4-8 5 8h9l14 6 6 10-10-2-8 6H74Z" fill="#0f1b2d" />
    </svg>
  );
}
