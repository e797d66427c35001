import type { MouseEventHandler, ReactNode } from 'react';
import SiteLink from '@/components/ui/SiteLink';
import { actionCase } from '@/lib/text';
import styles from './index.module.scss';

export const BUTTON_STYLES = [
  'none',
  'sunset',
  'midnight',
  'full-moon',
  'borealis',
  'white',
  'white-borealis',
  'white-midnight',
  'link',
] as const;

export type ButtonStyle = (typeof BUTTON_STYLES)[number];

const styleClass: Record<ButtonStyle, string | undefined> = {
  none: styles.none,
  sunset: styles.sunset,
  midnight: styles.midnight,
  'full-moon': styles.fullMoon,
  borealis: styles.borealis,
  white: styles.white,
  'white-borealis': styles.whiteBorealis,
  'white-midnight': styles.whiteMidnight,
  link: styles.link,
};

export type ButtonProps = {
  text?: ReactNode;
  /** Visual style; defaults to the primary `sunset`. */
  variant?: ButtonStyle;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  className?: string;
  /** Renders an internal link to this path instead of a button. */
  link?: string;
  /** With `link`: open in a new tab (with rel="noopener noreferrer"). */
  newTab?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  /** Decorative SVG shown before the text. */
  svg?: ReactNode;
  /** Decorative icon shown after the text. */
  icon?: ReactNode;
  ariaLabel?: string;
};

/**
 * The site's one button. A native <button> or <a> already fires its click
 * handler on Enter, so keyboard users get the same behaviour as a click.
 * A text label is written in the site's action casing (`actionCase`), in the markup, so what a
 * screen reader reads is what is seen.
 */
export default function Button({
  text,
  variant = 'sunset',
  type = 'button',
  disabled = false,
  className,
  link,
  newTab = false,
  onClick,
  svg,
  icon,
  ariaLabel,
}: ButtonProps) {
  const classes = [styles.button, styleClass[variant], className].filter(Boolean).join(' ');
  const content = (
    <>
      {svg && (
        <span className={styles.svg} aria-hidden="true">
          {svg}
        </span>
      )}
      {text !== undefined && <span>{typeof text === 'string' ? actionCase(text) : text}</span>}
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
    </>
  );

  if (link !== undefined && !disabled) {
    return (
      <SiteLink
        href={link}
        className={classes}
        onClick={onClick}
        aria-label={ariaLabel}
        {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {content}
      </SiteLink>
    );
  }

  return (
    <button type={type} className={classes} disabled={disabled} onClick={onClick} aria-label={ariaLabel}>
      {content}
    </button>
  );
}
