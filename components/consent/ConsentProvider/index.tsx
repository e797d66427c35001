'use client';

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { updateConsent } from '@/lib/analytics/consentMode';
import { readConsent, writeConsent, type ConsentChoice } from '@/lib/consent/cookie';

type ConsentContextValue = {
  /**
   * `null` until the visitor chooses. The prerendered page (and so hydration) assumes no choice, which puts
   * the cookie panel in the static HTML; the inline head script hides it before the first paint when the
   * cookie holds a choice, and the first client render then removes it.
   */
  choice: ConsentChoice;
  /** Stores the choice, tells Google Consent Mode and closes the dialog. */
  choose: (accepted: boolean) => void;
  /** Whether the visitor reopened the dialog from "Cookie settings". */
  settingsOpen: boolean;
  openSettings: () => void;
  closeSettings: () => void;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

// The cookie is the store; components re-read it when a choice is written.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ConsentProvider({ children }: { children: ReactNode }) {
  const choice = useSyncExternalStore<ConsentChoice>(subscribe, readConsent, () => null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const choose = useCallback((accepted: boolean) => {
    writeConsent(accepted);
    updateConsent(accepted);
    setSettingsOpen(false);
    listeners.forEach((listener) => listener());
  }, []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const value = useMemo(
    () => ({ choice, choose, settingsOpen, openSettings, closeSettings }),
    [choice, choose, settingsOpen, openSettings, closeSettings],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside <ConsentProvider>');
  return value;
}
