import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SiteLink from '@/components/ui/SiteLink';
import Analytics from '@/components/consent/Analytics';
import ConsentDialog from '@/components/consent/ConsentDialog';
import CookieSettingsButton from '@/components/consent/CookieSettingsButton';
import CtaBanner from '@/components/ui/CtaBanner';
import { ConsentProvider } from '@/components/consent/ConsentProvider';

const events = () =>
  (window.dataLayer ?? []).filter((entry) => !Object.prototype.toString.call(entry).includes('Arguments'));
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry).includes('Arguments'))
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

function renderSite() {
  return render(
    <ConsentProvider>
      <main id="main" tabIndex={-1}>
        <SiteLink href="/contact">Let&apos;s Talk</SiteLink>
        <CtaBanner />
      </main>
      <footer>
        <CookieSettingsButton />
      </footer>
      <ConsentDialog />
      <Analytics gtmId="" hotjarSiteId="" chatAccountId="" />
    </ConsentProvider>,
  );
}

/** jsdom lays nothing out: a ResizeObserver that reports the sizes a test gives it. */
const observed: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
function resize(blockSize: number) {
  for (const { callback, targets } of observed) {
    const entries = targets.map((target) => ({ target, borderBoxSize: [{ blockSize, inlineSize: 390 }] }));
    callback(entries as unknown as ResizeObserverEntry[], {} as ResizeObserver);
  }
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly record: { callback: ResizeObserverCallback; targets: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.record = { callback, targets: [] };
        observed.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        observed.splice(observed.indexOf(this.record), 1);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  observed.length = 0;
  delete window.dataLayer;
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('ConsentDialog', () => {
  it('asks on the first visit, with accepting and refusing one click away', () => {
    renderSite();
    const dialog = screen.getByRole('dialog', { name: 'Cookies on this site' });
    expect(within(dialog).getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Reject All' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Customize Settings' })).toBeVisible();
  });

  it('expands and collapses its text with read more and read less, focus staying on the toggle', async () => {
    const user = userEvent.setup();
    renderSite();
    expect(screen.queryByText(/none of them loads before you accept/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'read more' }));
    expect(screen.getByText(/none of them loads before you accept/)).toBeVisible();
    const less = screen.getByRole('button', { name: 'read less', expanded: true });
    expect(less).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/none of them loads before you accept/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'read more', expanded: false })).toHaveFocus();
  });

  it('moves focus to the first choice Customize Settings reveals', async () => {
    const user = userEvent.setup();
    renderSite();
    screen.getByRole('button', { name: 'Customize Settings' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: /Targeting & Advertising/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save Changes' })).not.toHaveFocus();
  });

  it('gives focus back to where the visitor was after a choice', async () => {
    const user = userEvent.setup();
    renderSite();
    const link = screen.getByRole('link', { name: "Let's Talk" });
    link.focus();
    screen.getByRole('button', { name: 'Accept All Cookies' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('leaves focus in place, not at the top of the page, when nothing was focused before', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById('main')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('tells the page how much of the viewport it covers while it is shown', async () => {
    const user = userEvent.setup();
    renderSite();
    const height = () => document.documentElement.style.getPropertyValue('--consent-panel-height');
    resize(188);
    expect(height()).toBe('188px');
    await user.click(screen.getByRole('button', { name: 'read more' }));
    resize(260);
    expect(height()).toBe('260px');
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(height()).toBe('');
  });

  it('stores true on Accept All Cookies, grants consent and closes', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(document.cookie).toContain('consent-status=true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(consentCommands().at(-1)?.slice(0, 2)).toEqual(['consent', 'update']);
    expect(consentCommands().at(-1)?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
  });

  it('lists Necessary as always on and Targeting & Advertising off until chosen', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Customize Settings' }));
    const necessary = screen.getByRole('checkbox', { name: /Necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByText('Always on')).toBeVisible();
    const targeting = screen.getByRole('checkbox', { name: /Targeting & Advertising/ });
    expect(targeting).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(document.cookie).toContain('consent-status=false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves Targeting & Advertising when ticked in the settings', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Customize Settings' }));
    await user.click(screen.getByRole('checkbox', { name: /Targeting & Advertising/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(document.cookie).toContain('consent-status=true');
  });

  it('reopens from Cookie settings with the current choice, takes focus, and lets the visitor withdraw', async () => {
    const user = userEvent.setup();
    document.cookie = 'consent-status=true; path=/';
    renderSite();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveFocus();
    const targeting = within(dialog).getByRole('checkbox', { name: /Targeting & Advertising/ });
    expect(targeting).toBeChecked();
    await user.click(targeting);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(document.cookie).toContain('consent-status=false');
    expect(consentCommands().at(-1)?.[2]).toMatchObject({ ad_storage: 'denied' });
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  it('closes a reopened dialog with Escape without changing the choice', async () => {
    const user = userEvent.setup();
    document.cookie = 'consent-status=false; path=/';
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('checkbox', { name: /Targeting & Advertising/ })).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('consent-status=false');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });
});

describe('get_in_touch_click', () => {
  it('is pushed for a click on a link to /contact only after consent', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('link', { name: "Let's Talk" }));
    expect(events()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    await user.click(screen.getByRole('link', { name: "Let's Talk" }));
    expect(events()).toEqual([
      { event: 'get_in_touch_click', link_text: "Let's Talk", link_location: 'body', page_path: '/' },
    ]);
  });

  it("names the banner's action and its place, not the banner's whole text", async () => {
    document.cookie = 'consent-status=true; path=/';
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('link', { name: /Let's work together/ }));
    expect(events()).toEqual([
      { event: 'get_in_touch_click', link_text: 'Get In Touch', link_location: 'cta_banner', page_path: '/' },
    ]);
  });
});
