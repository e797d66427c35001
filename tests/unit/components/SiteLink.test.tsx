import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SiteLink from '@/components/ui/SiteLink';

const prefetch = vi.fn<(href: string) => void>();
const clientNavigations = vi.fn<(href: string) => void>();
const outdated = { navigate: vi.fn<(href: string) => boolean>(() => false), outdated: false };

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));
vi.mock('@/lib/build-update/browser', () => ({ currentBuildWatcher: () => outdated }));
// next/link as far as the site relies on it: its own prefetching switch, and onNavigate before a client-side navigation.
vi.mock('next/link', () => ({
  default: ({
    href,
    prefetch: enabled,
    onNavigate,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
    prefetch?: boolean;
    onNavigate?: (event: { preventDefault(): void }) => void;
  }) => (
    <a
      {...rest}
      href={href}
      data-next-prefetch={String(enabled)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        let prevented = false;
        onNavigate?.({ preventDefault: () => (prevented = true) });
        if (!prevented) clientNavigations(href);
      }}
    />
  ),
}));

afterEach(() => {
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('SiteLink', () => {
  it("turns next/link's own prefetching off", () => {
    render(<SiteLink href="/projects">Projects</SiteLink>);
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('data-next-prefetch', 'false');
  });

  it('prefetches its page through the router on hover, and on focus', async () => {
    render(
      <>
        <SiteLink href="/jobs">Jobs</SiteLink>
        <SiteLink href="/blogposts">Blog</SiteLink>
      </>,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith('/jobs'));
    screen.getByRole('link', { name: 'Blog' }).focus();
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith('/blogposts'));
  });

  it('prefetches nothing when the browser reports a data saver', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    render(<SiteLink href="/contact">Contact</SiteLink>);
    await userEvent.hover(screen.getByRole('link', { name: 'Contact' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('navigates client-side while the build is current, and leaves it to a full load once a newer one is out', async () => {
    render(<SiteLink href="/team">Team</SiteLink>);
    const link = screen.getByRole('link', { name: 'Team' });
    await userEvent.click(link);
    expect(clientNavigations).toHaveBeenCalledWith('/team');

    outdated.navigate.mockReturnValueOnce(true);
    await userEvent.click(link);
    expect(outdated.navigate).toHaveBeenLastCalledWith('/team');
    expect(clientNavigations).toHaveBeenCalledTimes(1);
  });
});
