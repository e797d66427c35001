/**
 * Opening a share link: web links in a small popup centred on the current window, app links
 * (`mailto:`, `sms:`, `fb-messenger:`, `viber:`) in a new tab, and watching the popup until it closes.
 * Free of the network table, so a page that already has its links ships only this.
 */

export type PopupSize = { width: number; height: number };

/** The share popup: 626 wide by 436 high, centred on the window. */
const SHARE_POPUP_SIZE: PopupSize = { width: 626, height: 436 };
/** How often an open popup is checked for having been closed. */
const CLOSED_POLL_MS = 500;

export type OpenMode = 'popup' | 'tab';

/** Web links (http and https) share in a popup; app and mail links in a new tab. */
export const openMode = (href: string): OpenMode => (/^https?:/i.test(href) ? 'popup' : 'tab');

/** What the placement reads from the browser window (a `Window` fits). */
export type WindowMetrics = {
  innerWidth: number;
  innerHeight: number;
  screenX: number;
  screenY: number;
  screenLeft?: number;
  screenTop?: number;
  screen: { availWidth: number };
  document: { documentElement: { clientWidth: number; clientHeight: number } };
};

export type PopupPlacement = PopupSize & { left: number; top: number };

/**
 * Centres a popup on the window, corrected for the system zoom (viewport width over available screen
 * width) and offset by the window's position, so it lands on the screen the window is on.
 */
export function popupPlacement(win: WindowMetrics, size: PopupSize = SHARE_POPUP_SIZE): PopupPlacement {
  const root = win.document.documentElement;
  const width = win.innerWidth || root.clientWidth || win.screenX;
  const height = win.innerHeight || root.clientHeight || win.screenY;
  const ratio = width / win.screen.availWidth;
  // A browser that reports no screen (0 wide) gets no correction.
  const zoom = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  const left = (width - size.width) / 2 / zoom + (win.screenLeft ?? win.screenX);
  const top = (height - size.height) / 2 / zoom + (win.screenTop ?? win.screenY);
  return { ...size, left: Math.round(left), top: Math.round(top) };
}

/** The `window.open` features of a placement. */
export const popupFeatures = ({ width, height, left, top }: PopupPlacement) =>
  `width=${width},height=${height},left=${left},top=${top}`;

export type ShareEvent = 'open' | 'change' | 'close';

export type ShareWindow = {
  /**
   * Opens `href` (popup or new tab by its scheme) under the window name `name`. A second popup from
   * the same tracker replaces one still open (`change`, then `open`). Returns whether a window opened:
   * false when a blocker refused the popup, which is otherwise quiet (no event).
   */
  share(href: string, name: string, size?: PopupSize): boolean;
  /** Stops watching (on unmount); an open popup stays open and reports nothing more. */
  dispose(): void;
};

type Opener = WindowMetrics & { open: Window['open'] };

/**
 * One share control's popup: opens it, checks every 500 ms whether it was closed and reports
 * `open`, `change` and `close` to `onEvent`.
 */
export function createShareWindow(host: Opener, onEvent: (event: ShareEvent) => void): ShareWindow {
  let popup: Window | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopWatching = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    share(href, name, size = SHARE_POPUP_SIZE) {
      if (openMode(href) === 'tab') {
        host.open(href, '_blank');
        onEvent('open');
        return true;
      }
      if (popup && timer !== undefined) {
        stopWatching();
        if (popup.closed) {
          onEvent('close');
        } else {
          // Closed and opened again, so the new share gets the size, place and focus of a fresh popup.
          popup.close();
          onEvent('change');
        }
      }
      popup = host.open(href, name, popupFeatures(popupPlacement(host, size)));
      if (!popup) return false;
      try {
        // The share page gets no handle on this page (the popup still reports whether it is closed).
        popup.opener = null;
        popup.focus();
      } catch {
        // Some in-app browsers refuse both; the popup is open all the same.
      }
      const watched = popup;
      timer = setInterval(() => {
        if (!watched.closed) return;
        stopWatching();
        popup = null;
        onEvent('close');
      }, CLOSED_POLL_MS);
      onEvent('open');
      return true;
    },
    dispose() {
      stopWatching();
      popup = null;
    },
  };
}
