'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { createShareWindow, openMode, type ShareWindow } from '@/lib/share/popup';

/**
 * Turns the server-rendered share links inside it (`<a data-share="linkedin" target="_blank">`) into
 * popups: a plain click on a web link opens it 626 x 436, centred on the window, and watches it. Only
 * this small listener ships to the browser; the links themselves are built on the server and work
 * without JavaScript. Modified clicks (new tab, new window) and blocked popups keep the link's own
 * behaviour; mail links are never taken over.
 */
export default function SharePopups({ children, className }: { children: ReactNode; className?: string }) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // One popup per network, as with one Share button per network.
    const windows = new Map<string, ShareWindow>();
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-share]');
      const network = link?.dataset.share;
      if (!link || !network || openMode(link.href) !== 'popup') return;
      let shareWindow = windows.get(network);
      if (!shareWindow) {
        shareWindow = createShareWindow(window, () => {});
        windows.set(network, shareWindow);
      }
      // Blocked: the click goes on as a normal link, to a new tab.
      if (shareWindow.share(link.href, `sharer-${network}`)) event.preventDefault();
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      for (const shareWindow of windows.values()) shareWindow.dispose();
    };
  }, []);

  return (
    <div ref={root} className={className}>
      {children}
    </div>
  );
}
