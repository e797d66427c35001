import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_PENDING_ATTRIBUTE } from '@/lib/analytics/consentMode';
import { PRESSED_EARLY_ATTRIBUTE, earlyTapsScript } from '@/lib/hydration/earlyTaps';

const root = document.documentElement;
let controller: AbortController;

/** What React does once it hydrates: its own listener on the document, after the head script's. */
function listenLikeReact(onClick: (target: EventTarget | null) => void) {
  document.addEventListener('click', (event) => onClick(event.target), { capture: true, signal: controller.signal });
}

/** The head script as the page runs it, its listeners removed after each test. */
function runHeadScript() {
  const addEventListener = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
    addEventListener(type, listener, { capture: options === true, signal: controller.signal }),
  );
  new Function(earlyTapsScript())();
  vi.mocked(document.addEventListener).mockRestore();
}

const hydrate = async () => {
  root.setAttribute('data-hydrated', '');
  await vi.waitFor(() => expect(document.querySelector(`[${PRESSED_EARLY_ATTRIBUTE}]`)).toBeNull());
};

beforeEach(() => {
  controller = new AbortController();
  window.dataLayer = [];
  (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  root.setAttribute(CONSENT_PENDING_ATTRIBUTE, '');
  document.body.innerHTML = `
    <button type="button" id="menu"><span>Menu</span></button>
    <button type="button" id="accept" data-consent-choice="true">Accept All Cookies</button>
    <button type="button" id="reject" data-consent-choice="false">Reject All</button>
    <button type="submit" id="send">Send</button>
    <a href="#top" id="link">Top</a>`;
  runHeadScript();
});

afterEach(() => {
  controller.abort();
  root.removeAttribute('data-hydrated');
  root.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
  document.cookie = 'consent-status=; max-age=0; path=/';
});

const button = (id: string) => document.getElementById(id)!;

describe('a tap before the page has hydrated', () => {
  it('shows the button pressed at once and clicks it once when the page has hydrated, however often it was tapped', async () => {
    const clicks: string[] = [];
    listenLikeReact((target) => clicks.push((target as Element).id));
    button('menu').querySelector('span')!.click();
    button('menu').click();
    expect(button('menu')).toHaveAttribute(PRESSED_EARLY_ATTRIBUTE);
    expect(clicks).toEqual([]);

    await hydrate();
    expect(clicks).toEqual(['menu']);
    expect(button('menu')).not.toHaveAttribute(PRESSED_EARLY_ATTRIBUTE);
  });

  it('stores Accept All at once, tells Consent Mode and hides the cookie panel, without waiting for hydration', async () => {
    const clicks: string[] = [];
    listenLikeReact((target) => clicks.push((target as Element).id));
    button('accept').click();
    expect(document.cookie).toContain('consent-status=true');
    expect(root).not.toHaveAttribute(CONSENT_PENDING_ATTRIBUTE);
    expect(window.dataLayer!.map((entry) => [...(entry as IArguments)])).toEqual([
      ['consent', 'update', expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' })],
    ]);

    await hydrate();
    // React finds the choice in the cookie: the tap is never acted on a second time.
    expect(clicks).toEqual([]);
  });

  it('stores Reject All at once and grants nothing', () => {
    button('reject').click();
    expect(document.cookie).toContain('consent-status=false');
    expect(root).not.toHaveAttribute(CONSENT_PENDING_ATTRIBUTE);
    expect(window.dataLayer).toEqual([]);
  });

  it('leaves links and submit buttons to the browser: they work without JavaScript', () => {
    const defaultPrevented: boolean[] = [];
    listenLikeReact(() => {});
    document.addEventListener('click', (event) => defaultPrevented.push(event.defaultPrevented), {
      signal: controller.signal,
    });
    button('link').click();
    button('send').click();
    expect(defaultPrevented).toEqual([false, false]);
  });
});

describe('a tap after the page has hydrated', () => {
  it('goes straight to the page', async () => {
    await hydrate();
    const clicks: string[] = [];
    listenLikeReact((target) => clicks.push((target as Element).id));
    button('menu').click();
    expect(clicks).toEqual(['menu']);
    expect(button('menu')).not.toHaveAttribute(PRESSED_EARLY_ATTRIBUTE);
  });
});
