import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RootView from '@/components/layout/RootView';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => router,
}));

function Page() {
  return (
    <RootView>
      <a href="/contact">Contact</a>
      <a href="#faq">Skip to the FAQ</a>
      <h2 id="faq">FAQ</h2>
    </RootView>
  );
}

const rootView = () => screen.getByRole('link', { name: 'Contact' }).parentElement!;

/** The router commits a page: the URL changes, then the page renders. */
function commit(rerender: (ui: React.ReactElement) => void, url: string) {
  window.history.pushState(null, '', url);
  const { pathname, search } = new URL(url, window.location.href);
  navigation.pathname = pathname;
  navigation.search = search;
  rerender(<Page />);
}

/** The router's own history state, as it stores it with each of its entries. */
const ROUTER_STATE = { __NA: true };

/** Back or Forward to an entry of the router: the URL changes first, then popstate fires. */
function traverse(url: string, state: unknown = ROUTER_STATE) {
  window.history.replaceState(state, '', url);
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  });
}

beforeEach(() => {
  navigation.pathname = '/';
  navigation.search = '';
  window.history.replaceState(ROUTER_STATE, '', '/');
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('RootView', () => {
  it('marks the view when a link click starts a navigation and clears it when the new page renders', async () => {
    const { rerender } = render(<Page />);
    expect(rootView()).not.toHaveAttribute('data-transitioning');
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(router.push).toHaveBeenCalledWith('/contact');
    expect(rootView()).toHaveAttribute('data-transitioning', 'true');
    commit(rerender, '/contact');
    expect(rootView()).not.toHaveAttribute('data-transitioning');
  });

  it('clears the mark when only the query changes', async () => {
    const { rerender } = render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    commit(rerender, '/?page=2');
    expect(rootView()).not.toHaveAttribute('data-transitioning');
  });

  it('never marks the view for a same-page hash link or Back/Forward between hashes', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'Skip to the FAQ' }));
    // A fragment navigation fires popstate in browsers; the page on screen stays the same.
    traverse('/#faq');
    expect(rootView()).not.toHaveAttribute('data-transitioning');
    traverse('/');
    expect(rootView()).not.toHaveAttribute('data-transitioning');
  });

  it('gives the entry of a plain hash link the state of its page, so the router can come back to it', () => {
    render(<Page />);
    window.history.pushState(null, '', '/#faq'); // what the browser does for a fragment link
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(window.history.state).toEqual(ROUTER_STATE);
    expect(window.location.hash).toBe('#faq');
  });

  it('does not mark Back/Forward to an entry the router ignores', () => {
    render(<Page />);
    traverse('/elsewhere', null);
    expect(rootView()).not.toHaveAttribute('data-transitioning');
  });

  it('marks Back/Forward to another page until that page renders', () => {
    const { rerender } = render(<Page />);
    traverse('/about#team');
    expect(rootView()).toHaveAttribute('data-transitioning', 'true');
    navigation.pathname = '/about';
    rerender(<Page />);
    expect(rootView()).not.toHaveAttribute('data-transitioning');
  });

  it('clears the mark when the page comes back from the back/forward cache', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(rootView()).toHaveAttribute('data-transitioning', 'true');
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    expect(rootView()).not.toHaveAttribute('data-transitioning');
  });

  it('leaves scrolling to the router and the browser', async () => {
    const { rerender } = render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    commit(rerender, '/contact');
    traverse('/');
    navigation.pathname = '/';
    rerender(<Page />);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
