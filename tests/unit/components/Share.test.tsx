import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import Share from '@/components/ui/Share';

const url = 'https://wolfpack-digital.com/blogposts/offline-first-mobile-apps-sync-strategies';
const title = 'Offline-first mobile apps: sync strategies';
const encodedUrl = encodeURIComponent(url);

/** A popup the test closes by hand, as the visitor would. */
function fakePopup() {
  return { closed: false, opener: {} as unknown, focus: vi.fn(), close: vi.fn() };
}

let popups: ReturnType<typeof fakePopup>[];
let open: MockInstance<Window['open']>;

beforeEach(() => {
  vi.useFakeTimers();
  popups = [fakePopup(), fakePopup()];
  const queue = [...popups];
  open = vi
    .spyOn(window, 'open')
    .mockImplementation((_href, target) =>
      target === '_blank' ? null : ((queue.shift() ?? null) as unknown as Window),
    );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Share', () => {
  it('is a real button named after the network, saying where it opens', () => {
    render(<Share network="LinkedIn" url={url} title={title} />);
    const button = screen.getByRole('button', { name: 'Share on LinkedIn (opens in a pop-up window)' });
    expect(button).toHaveAttribute('type', 'button');
    render(<Share network="email" url={url} title={title} />);
    expect(screen.getByRole('button', { name: 'Share by email (opens in a new tab)' })).toBeInTheDocument();
  });

  it('takes its own label', () => {
    render(
      <Share network="twitter" url={url} title={title}>
        Post it on X
      </Share>,
    );
    expect(screen.getByRole('button', { name: 'Post it on X (opens in a pop-up window)' })).toBeInTheDocument();
  });

  it('opens the share link in a 626 x 436 popup centred on the window and reports open', () => {
    const onOpen = vi.fn();
    render(<Share network="linkedin" url={url} title={title} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button'));
    // jsdom's window is 1024 x 768.
    expect(open).toHaveBeenCalledWith(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
      'sharer-linkedin',
      'width=626,height=436,left=199,top=166',
    );
    expect(popups[0]!.focus).toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledWith('linkedin', url);
  });

  it('passes every parameter into the link', () => {
    render(
      <Share
        network="twitter"
        url={url}
        title={title}
        hashtags="mobile,offline"
        twitterUser="wolfpackdigital"
        popup={{ width: 500, height: 400 }}
      />,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(open).toHaveBeenCalledWith(
      `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodedUrl}&hashtags=mobile,offline&via=wolfpackdigital`,
      'sharer-twitter',
      'width=500,height=400,left=262,top=184',
    );
  });

  it('reports close on the next 500 ms check after the visitor closes the popup', () => {
    const onClose = vi.fn();
    render(<Share network="facebook" url={url} title={title} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button'));
    vi.advanceTimersByTime(1500);
    expect(onClose).not.toHaveBeenCalled();
    popups[0]!.closed = true;
    vi.advanceTimersByTime(500);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('facebook', url);
  });

  it('reports change when a second click replaces the popup still open', () => {
    const events: string[] = [];
    render(
      <Share
        network="facebook"
        url={url}
        title={title}
        onOpen={() => events.push('open')}
        onChange={() => events.push('change')}
        onClose={() => events.push('close')}
      />,
    );
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(popups[0]!.close).toHaveBeenCalled();
    expect(events).toEqual(['open', 'change', 'open']);
    popups[1]!.closed = true;
    vi.advanceTimersByTime(500);
    expect(events).toEqual(['open', 'change', 'open', 'close']);
  });

  it('clears its timer on unmount, reporting nothing afterwards', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Share network="reddit" url={url} title={title} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button'));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    popups[0]!.closed = true;
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does nothing visible when the popup is blocked', () => {
    open.mockReturnValue(null);
    const onOpen = vi.fn();
    render(<Share network="linkedin" url={url} title={title} onOpen={onOpen} />);
    expect(() => fireEvent.click(screen.getByRole('button'))).not.toThrow();
    expect(onOpen).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens email in a new tab', () => {
    const onOpen = vi.fn();
    render(<Share network="email" url={url} title={title} description="Three ways to sync." onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button'));
    expect(open).toHaveBeenCalledWith(
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}%0D%0AThree%20ways%20to%20sync.`,
      '_blank',
    );
    expect(onOpen).toHaveBeenCalledWith('email', url);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("uses the browser's user agent for the SMS link on click", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
    );
    render(<Share network="sms" url={url} title={title} />);
    fireEvent.click(screen.getByRole('button'));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^sms:&body=/), '_blank');
  });

  it('throws for an unknown network', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Share network="MySpace" url={url} title={title} />)).toThrow('Network myspace does not exist');
  });

  it('logs a console error for a missing required prop in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error title is required: leaving it out is a type error too.
    render(<Share network="linkedin" url={url} />);
    expect(error).toHaveBeenCalledWith('Share: the required prop `title` is missing.');
  });
});
