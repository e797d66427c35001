import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ShareBar from '@/components/ui/ShareBar';

import { config } from '@/lib/config';

const path = '/blogposts/offline-first-mobile-apps-sync-strategies';
const canonical = `${config.siteUrl}${path}`;
const title = 'Offline-first mobile apps: sync strategies';
const description = 'Three ways to keep data in step when the network comes and goes, and how to choose between them.';

function renderBar(kind: 'article' | 'project' | 'job' = 'article') {
  return render(<ShareBar kind={kind} path={path} title={title} description={description} />);
}

function stubClipboard(writeText = vi.fn(() => Promise.resolve())) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ShareBar', () => {
  it('offers LinkedIn, X, Facebook and email for an article, as links built on the server', () => {
    renderBar();
    const bar = screen.getByRole('region', { name: 'Share this article' });
    const [linkedin, x, facebook, email] = within(bar).getAllByRole('link');
    expect(linkedin).toHaveAccessibleName('Share on LinkedIn (opens in a new window)');
    expect(linkedin).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical)}`,
    );
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener');
    expect(x).toHaveAccessibleName('Share on X (opens in a new window)');
    expect(x).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(canonical)}`,
    );
    expect(facebook).toHaveAccessibleName('Share on Facebook (opens in a new window)');
    // Mail opens the mail app, not an empty tab.
    expect(email).toHaveAccessibleName('Share by Email');
    expect(email).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(canonical)}%0D%0A${encodeURIComponent(description)}`,
    );
    expect(email).not.toHaveAttribute('target');
  });

  it('offers WhatsApp for a job, to pass the role on to a friend', () => {
    renderBar('job');
    const bar = screen.getByRole('region', { name: 'Know someone who would fit? Share this role' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.dataset.share)).toEqual(['linkedin', 'whatsapp', 'facebook', 'email']);
    expect(links[1]).toHaveAccessibleName('Share on WhatsApp (opens in a new window)');
    expect(links[1]).toHaveAttribute(
      'href',
      `https://api.whatsapp.com/send?text=${encodeURIComponent(title)}%0D%0A${encodeURIComponent(canonical)}%0D%0A${encodeURIComponent(description)}`,
    );
  });

  describe('in the browser', () => {
    beforeEach(() => vi.useFakeTimers());

    it('opens a web network in a 626 x 436 popup instead of a tab', () => {
      const popup = { closed: false, opener: {}, focus: vi.fn(), close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      renderBar();
      const link = screen.getByRole('link', { name: /Share on LinkedIn/ });
      // fireEvent returns false when the click's default (following the link) was prevented.
      expect(fireEvent.click(link)).toBe(false);
      expect(open).toHaveBeenCalledWith(
        link.getAttribute('href'),
        'sharer-linkedin',
        'width=626,height=436,left=199,top=166',
      );
      expect(popup.opener).toBeNull();
    });

    it('lets a blocked popup, a modified click and the email link act as plain links', () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      renderBar();
      expect(fireEvent.click(screen.getByRole('link', { name: /Share on Facebook/ }))).toBe(true);
      expect(open).toHaveBeenCalledTimes(1);
      expect(fireEvent.click(screen.getByRole('link', { name: /Share on X/ }), { ctrlKey: true })).toBe(true);
      expect(fireEvent.click(screen.getByRole('link', { name: 'Share by Email' }))).toBe(true);
      expect(open).toHaveBeenCalledTimes(1);
    });

    it('stops watching its popups when the page goes', () => {
      vi.spyOn(window, 'open').mockReturnValue({ closed: false, focus: vi.fn() } as unknown as Window);
      const { unmount } = renderBar();
      fireEvent.click(screen.getByRole('link', { name: /Share on LinkedIn/ }));
      fireEvent.click(screen.getByRole('link', { name: /Share on X/ }));
      expect(vi.getTimerCount()).toBe(2);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('copies the canonical link, says so on the button and to screen readers, then resets', async () => {
      const writeText = stubClipboard();
      renderBar();
      const button = screen.getByRole('button', { name: 'Copy link' });
      await act(async () => fireEvent.click(button));
      expect(writeText).toHaveBeenCalledWith(canonical);
      expect(button).toHaveAccessibleName('Link copied');
      expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard');
      act(() => vi.advanceTimersByTime(4000));
      expect(button).toHaveAccessibleName('Copy link');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('says so when the browser refuses to copy', async () => {
      stubClipboard(vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))));
      renderBar();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your browser did not allow copying. Copy the address from the address bar instead.',
      );
    });

    it('shows no copy button where the browser cannot copy', () => {
      renderBar();
      expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    });
  });
});
