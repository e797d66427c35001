import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RootView, { useRootView } from '@/components/layout/RootView';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

function LoadingButton() {
  const { setLoading } = useRootView();
  return (
    <button type="button" onClick={() => setLoading(true)}>
      Load
    </button>
  );
}

function Page() {
  return (
    <RootView>
      <a href="/contact" onClick={(event) => event.preventDefault()}>
        Contact
      </a>
      <LoadingButton />
      <h2 id="faq">FAQ</h2>
    </RootView>
  );
}

const rootView = () => screen.getByRole('link', { name: 'Contact' }).parentElement!;

beforeEach(() => {
  navigation.pathname = '/';
  window.history.replaceState(null, '', '/');
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

describe('RootView', () => {
  it('marks the view when a link click starts a navigation and clears it on the new path, scrolling to the top', async () => {
    const { rerender } = render(<Page />);
    expect(rootView()).not.toHaveAttribute('data-transitioning');
    // The link cancels the default action, as next/link does when it navigates itself.
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(rootView()).toHaveAttribute('data-transitioning', 'true');
    navigation.pathname = '/contact';
    window.history.replaceState(null, '', '/contact');
    rerender(<Page />);
    expect(rootView()).not.toHaveAttribute('data-transitioning');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the hash target after a navigation with a hash', () => {
    const { rerender } = render(<Page />);
    navigation.pathname = '/services';
    window.history.replaceState(null, '', '/services#faq');
    rerender(<Page />);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('shows the loading flag and resets it after navigation', async () => {
    const { rerender } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(rootView()).toHaveAttribute('data-transitioning', 'true');
    navigation.pathname = '/about';
    rerender(<Page />);
    expect(rootView()).not.toHaveAttribute('data-transitioning');
  });
});
