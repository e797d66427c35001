'use client';

import { useConsent } from '@/components/consent/ConsentProvider';
import styles from './index.module.scss';

/** Footer control that reopens the cookie dialog, so a choice can be changed or withdrawn at any time. */
export default function CookieSettingsButton() {
  const { openSettings } = useConsent();
  return (
    <button type="button" className={styles.button} onClick={openSettings} data-cookie-settings>
      Cookie settings
    </button>
  );
}
