import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What the consent-aware loader does with web-vitals: the module is counted when it is loaded, not just called.
const webVitals = { loads: 0, reportWebVitals: vi.fn() };
// The tag manager itself is not under test here: it would add its script to the document.
vi.mock('@/lib/analytics/gtm', () => ({ loadGtm: vi.fn() }));

/** The site's consent pieces, loaded afresh so each test starts from a page that has loaded nothing. */
async function renderSite(gtmId = 'GTM-TEST123') {
  vi.resetModules();
  // Registered afresh for each page: a module mocked once stays loaded across resetModules.
  vi.doMock('@/lib/analytics/webVitals', () => {
    webVitals.loads += 1;
    return { reportWebVitals: webVitals.reportWebVitals };
  });
  const { default: Analytics } = await import('@/components/consent/Analytics');
  const { default: ConsentDialog } = await import('@/components/consent/ConsentDialog');
  const { default: CookieSettingsButton } = await import('@/components/consent/CookieSettingsButton');
  const { ConsentProvider } = await import('@/components/consent/ConsentProvider');
  render(
    <ConsentProvider>
      <CookieSettingsButton />
      <ConsentDialog />
      <Analytics gtmId={gtmId} hotjarSiteId="" chatAccountId="" />
    </ConsentProvider>,
  );
}

/** Past the idle moment (jsdom has no requestIdleCallback: the loader's short fallback pause). */
const afterIdle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300 * 2)));

beforeEach(() => {
  webVitals.loads = 0;
  webVitals.reportWebVitals.mockClear();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('Web Vitals and consent', () => {
  it.each([
    ['before the visitor chooses', 0, null, 'GTM-TEST123'],
    ['for a visitor who refused', 0, 'false', 'GTM-TEST123'],
    ['without a tag manager to read the figures', 0, 'true', ''],
    ['for a returning visitor who accepted', 1, 'true', 'GTM-TEST123'],
  ] as const)('%s: web-vitals loaded %i times', async (_, loads, cookie, gtmId) => {
    if (cookie) document.cookie = `consent-status=${cookie}; path=/`;
    await renderSite(gtmId);
    await afterIdle();
    expect(webVitals.loads).toBe(loads);
    expect(webVitals.reportWebVitals).toHaveBeenCalledTimes(loads);
  });

  it('starts reporting once, when idle, after Accept All Cookies mid-visit', async () => {
    const user = userEvent.setup();
    await renderSite();
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(webVitals.reportWebVitals).not.toHaveBeenCalled();
    await afterIdle();
    expect(webVitals.loads).toBe(1);
    expect(webVitals.reportWebVitals).toHaveBeenCalledTimes(1);
  });

  it('does not start when consent is withdrawn before the idle moment', async () => {
    // The browser's idle moment comes when this test says, after the three clicks, however long they take on a busy
    // machine (jsdom's stand-in is a 300 ms pause, which three clicks can outlast).
    const idle = new Map<number, () => void>();
    let handles = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle.set(++handles, callback);
      return handles;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const user = userEvent.setup();
    await renderSite();
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    await act(async () => {
      for (const callback of idle.values()) callback();
    });
    await afterIdle();
    expect(webVitals.loads).toBe(0);
  });
});
