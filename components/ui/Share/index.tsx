'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { networkKey, shareLabel, shareUrl, type ShareParams } from '@/lib/share';
import { createShareWindow, openMode, type PopupSize, type ShareEvent, type ShareWindow } from '@/lib/share/popup';
import styles from './index.module.scss';

/** Called with the network's key and the shared URL. */
export type ShareListener = (network: string, url: string) => void;

export type ShareProps = ShareParams & {
  /** One of SHARE_NETWORKS, in any case (`LinkedIn`). An unknown name throws. */
  network: string;
  /** Size of the popup; 626 x 436 unless given. */
  popup?: PopupSize;
  /** The share opened (a popup or a new tab). */
  onOpen?: ShareListener;
  /** A second share from this button replaced its popup while it was still open. */
  onChange?: ShareListener;
  /** The visitor closed the popup. */
  onClose?: ShareListener;
  /** Visible label; "Share on {network}" unless given. */
  children?: ReactNode;
  className?: string;
};

const REQUIRED = ['network', 'url', 'title'] as const;
const LISTENER = { open: 'onOpen', change: 'onChange', close: 'onClose' } as const;

/**
 * One share button. Web networks open in a popup centred on the window, mail and app links in a new
 * tab; the popup is watched every 500 ms so `onClose` fires when the visitor closes it. A popup the
 * browser blocks is left at that, quietly.
 */
export default function Share({
  network,
  popup,
  onOpen,
  onChange,
  onClose,
  children,
  className,
  ...params
}: ShareProps) {
  if (process.env.NODE_ENV !== 'production') {
    const given: Record<(typeof REQUIRED)[number], unknown> = { network, url: params.url, title: params.title };
    for (const name of REQUIRED) {
      if (!given[name]) console.error(`Share: the required prop \`${name}\` is missing.`);
    }
  }
  const key = networkKey(network ?? '');

  // The popup reports after renders have passed: it reads the latest props from here.
  const latest = useRef({ key, url: params.url, onOpen, onChange, onClose });
  useEffect(() => {
    latest.current = { key, url: params.url, onOpen, onChange, onClose };
  });

  const shareWindow = useRef<ShareWindow | null>(null);
  useEffect(
    () => () => {
      shareWindow.current?.dispose();
      shareWindow.current = null;
    },
    [],
  );

  const share = () => {
    const report = (event: ShareEvent) => {
      const { key: reported, url, ...listeners } = latest.current;
      listeners[LISTENER[event]]?.(reported, url);
    };
    shareWindow.current ??= createShareWindow(window, report);
    shareWindow.current.share(shareUrl(key, params, navigator.userAgent), `sharer-${key}`, popup);
  };

  const opensIn = openMode(shareUrl(key, params)) === 'popup' ? 'a pop-up window' : 'a new tab';
  return (
    <button type="button" className={[styles.button, className].filter(Boolean).join(' ')} onClick={share}>
      {children ?? shareLabel(key)} <span className={styles.hint}>(opens in {opensIn})</span>
    </button>
  );
}
