'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import SiteLink from '@/components/ui/SiteLink';
import { useConsent } from '@/components/consent/ConsentProvider';
import { pagePaths, pageSection } from '@/lib/routes';
import styles from './index.module.scss';

type View = 'summary' | 'settings';

/**
 * The cookie dialog: a non-modal panel held at the bottom of the viewport that keeps its own room
 * after the footer, so it never shifts the page nor hides any of it for good. Shown on the first
 * visit (no stored choice) and when "Cookie settings" reopens it. The first-visit panel is part of the
 * prerendered HTML and painted with the page: CSS shows it only under the mark the head script sets
 * on <html> when no choice is stored.
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

  // Reopened from the footer: take focus so keyboard users land in the dialog; give it back on close.
  useEffect(() => {
    if (!reopened) return;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => trigger?.focus();
  }, [reopened]);

  // A choice made on the first visit removes the panel; keep focus in the page instead of losing it.
  function decide(value: boolean) {
    if (!reopened && panel.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    onChoose(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && reopened) onClose();
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
      data-consent-dialog={reopened ? 'settings' : 'first-visit'}
    >
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {view === 'summary' ? 'Cookies on this site' : 'Cookie settings'}
        </h2>
        <div id={textId} className={styles.text}>
          <p>
            We use necessary cookies to run this site. With your permission we also use targeting and advertising
            cookies to see which pages help visitors and to reach people like you.{' '}
            {!expanded && (
              <button type="button" className={styles.inline} aria-expanded="false" onClick={() => setExpanded(true)}>
                read more
              </button>
            )}
          </p>
          {expanded && (
            <p>
              Those cookies come from Google Tag Manager, Hotjar and our chat widget, and none of them loads before you
              accept. Refusing costs you nothing: every page and form works the same. You can change your mind at any
              time from &ldquo;Cookie settings&rdquo; at the bottom of every page; our{' '}
              <SiteLink href={pageSection(pagePaths.privacy, 'cookies')}>privacy policy</SiteLink> lists each cookie.{' '}
              <button type="button" className={styles.inline} aria-expanded="true" onClick={() => setExpanded(false)}>
                read less
              </button>
            </p>
          )}
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
              <input
                type="checkbox"
                id={`${titleId}-targeting`}
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
          <button type="button" className={styles.secondary} onClick={() => decide(false)}>
            Reject All
          </button>
          <button type="button" className={styles.primary} onClick={() => decide(true)}>
            Accept All Cookies
          </button>
          {reopened && (
            <button type="button" className={styles.close} onClick={onClose}>
              Close
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
