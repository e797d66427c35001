'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import SiteLink from '@/components/ui/SiteLink';
import { useConsent } from '@/components/consent/ConsentProvider';
import { pagePaths, pageSection } from '@/lib/routes';
import styles from './index.module.scss';

type View = 'summary' | 'settings';

/**
 * The cookie dialog: a non-modal panel fixed to the bottom of the viewport, first in the page after the
 * skip link so a keyboard reaches it at once. While it is shown the page keeps its height as room after
 * the footer and scrolls every focused element clear of it (--consent-panel-height, read by
 * styles/globals.scss), so it never hides any of the page for good nor shifts it. Shown on the first
 * visit (no stored choice) and when "Cookie settings" reopens it. The first-visit panel is part of the
 * prerendered HTML and painted with the page: CSS shows it only under the mark the head script sets on
 * <html> when no choice is stored.
 */
export default function ConsentDialog() {
  const { choice, choose, settingsOpen, closeSettings } = useConsent();
  const open = choice === null || settingsOpen;
  return open ? (
    <ConsentPanel
      key={settingsOpen ? 'settings' : 'first-visit'}
      initialView={settingsOpen ? 'settings' : 'summary'}
      accepted={choice === true}
      reopened={settingsOpen}
      onChoose={choose}
      onClose={closeSettings}
    />
  ) : null;
}

type ConsentPanelProps = {
  initialView: View;
  accepted: boolean;
  reopened: boolean;
  onChoose: (accepted: boolean) => void;
  onClose: () => void;
};

function ConsentPanel({ initialView, accepted, reopened, onChoose, onClose }: ConsentPanelProps) {
  const [view, setView] = useState<View>(initialView);
  const [expanded, setExpanded] = useState(false);
  const [targeting, setTargeting] = useState(accepted);
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Where the visitor was when focus entered the panel: focus goes back there once the panel closes.
  const before = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) =>
      root.setProperty('--consent-panel-height', `${entry!.borderBoxSize[0]!.blockSize}px`),
    );
    observer.observe(panel.current!);
    return () => {
      observer.disconnect();
      root.removeProperty('--consent-panel-height');
    };
  }, []);

  // Reopened from the footer: take focus so keyboard users land in the dialog.
  useEffect(() => {
    if (reopened) panel.current?.focus();
  }, [reopened]);

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const from = event.relatedTarget;
    if (!event.currentTarget.contains(from)) before.current = from instanceof HTMLElement ? from : null;
  }

  // Closing removes the panel: give focus back to where the visitor was, or leave it in place in the page.
  function close(then: () => void) {
    if (panel.current?.contains(document.activeElement)) before.current?.focus();
    then();
  }
  const decide = (value: boolean) => close(() => onChoose(value));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && reopened) close(onClose);
  }

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={styles.dialog}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-consent-dialog={reopened ? 'settings' : 'first-visit'}
    >
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {view === 'summary' ? 'Cookies on this site' : 'Cookie settings'}
        </h2>
        <div id={textId} className={styles.text}>
          {/* One toggle that stays in place, so focus stays on it as its text changes. */}
          <p>
            We use necessary cookies to run this site. With your permission we also use targeting and advertising
            cookies to see which pages help visitors and to reach people like you.{' '}
            {expanded && (
              <>
                Those cookies come from Google Tag Manager, Hotjar and our chat widget, and none of them loads before
                you accept. Refusing costs you nothing: every page and form works the same. You can change your mind at
                any time from &ldquo;Cookie settings&rdquo; at the bottom of every page; our{' '}
                <SiteLink href={pageSection(pagePaths.privacy, 'cookies')}>privacy policy</SiteLink> lists each
                cookie.{' '}
              </>
            )}
            <button
              type="button"
              className={styles.inline}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'read less' : 'read more'}
            </button>
          </p>
        </div>

        {view === 'settings' && (
          <fieldset className={styles.categories}>
            <legend className={styles.legend}>Cookie categories</legend>
            <div className={styles.category}>
              <input type="checkbox" id={`${titleId}-necessary`} checked disabled readOnly />
              <label htmlFor={`${titleId}-necessary`}>
                <strong>Necessary</strong> <span className={styles.always}>Always on</span>
                <span className={styles.hint}>
                  Remember your cookie choice and keep the forms secure. The site cannot work without them.
                </span>
              </label>
            </div>
            <div className={styles.category}>
              {/* Customize Settings lands here, on the first choice it reveals (Necessary cannot be changed). */}
              <input
                type="checkbox"
                id={`${titleId}-targeting`}
                autoFocus={!reopened}
                checked={targeting}
                onChange={(event) => setTargeting(event.target.checked)}
              />
              <label htmlFor={`${titleId}-targeting`}>
                <strong>Targeting &amp; Advertising</strong>
                <span className={styles.hint}>
                  Google Tag Manager and the analytics it loads, Hotjar session insights and the Drift chat widget.
                </span>
              </label>
            </div>
          </fieldset>
        )}

        <div className={styles.actions}>
          {view === 'settings' ? (
            <button type="button" className={styles.primary} onClick={() => decide(targeting)}>
              Save Changes
            </button>
          ) : (
            <button type="button" className={styles.secondary} onClick={() => setView('settings')}>
              Customize Settings
            </button>
          )}
          {/* data-consent-choice: a tap before hydration is stored at once (lib/hydration/earlyTaps.ts). */}
          <button type="button" className={styles.secondary} onClick={() => decide(false)} data-consent-choice="false">
            Reject All
          </button>
          <button type="button" className={styles.primary} onClick={() => decide(true)} data-consent-choice="true">
            Accept All Cookies
          </button>
          {reopened && (
            <button type="button" className={styles.close} onClick={() => close(onClose)}>
              Close
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
