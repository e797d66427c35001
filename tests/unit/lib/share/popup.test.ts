import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShareWindow, openMode, popupFeatures, popupPlacement, type WindowMetrics } from '@/lib/share/popup';

/** A browser window `width` x `height` at (`x`, `y`) on a screen `availWidth` wide. */
function metrics(width: number, height: number, x = 0, y = 0, availWidth = width): WindowMetrics {
  return {
    innerWidth: width,
    innerHeight: height,
    screenX: x,
    screenY: y,
    screenLeft: x,
    screenTop: y,
    screen: { availWidth },
    document: { documentElement: { clientWidth: width, clientHeight: height } },
  };
}

describe('popupPlacement', () => {
  it('centres a 626 x 436 popup on a 1000 x 700 window', () => {
    expect(popupPlacement(metrics(1000, 700))).toEqual({ width: 626, height: 436, left: 187, top: 132 });
  });

  it('offsets the popup by where the window is, e.g. on a second screen', () => {
    expect(popupPlacement(metrics(1440, 900, 1920, 40))).toEqual({ width: 626, height: 436, left: 2327, top: 272 });
  });

  it('corrects for the system zoom (viewport width over available screen width)', () => {
    // A 1280 px wide viewport on a screen 1024 px wide: zoom 1.25, so the offsets shrink by 1.25.
    expect(popupPlacement(metrics(1280, 800, 0, 0, 1024))).toEqual({ width: 626, height: 436, left: 262, top: 146 });
  });

  it('uses screenX and screenY when the browser has no screenLeft and screenTop', () => {
    const win = { ...metrics(1000, 700, 100, 50), screenLeft: undefined, screenTop: undefined };
    expect(popupPlacement(win)).toMatchObject({ left: 287, top: 182 });
  });

  it('falls back to the document size when the window reports no inner size', () => {
    const win = { ...metrics(1000, 700), innerWidth: 0, innerHeight: 0 };
    expect(popupPlacement(win)).toMatchObject({ left: 187, top: 132 });
  });

  it('takes another popup size', () => {
    expect(popupPlacement(metrics(1000, 700), { width: 400, height: 300 })).toEqual({
      width: 400,
      height: 300,
      left: 300,
      top: 200,
    });
  });

  it('makes no zoom correction when the browser reports no screen', () => {
    expect(popupPlacement(metrics(1000, 700, 0, 0, 0))).toMatchObject({ left: 187, top: 132 });
  });
});

describe('popupFeatures', () => {
  it('lists size and position for window.open', () => {
    expect(popupFeatures({ width: 626, height: 436, left: 187, top: 132 })).toBe(
      'width=626,height=436,left=187,top=132',
    );
  });
});

describe('openMode', () => {
  it('opens web links in a popup and mail, SMS, Messenger and Viber links in a new tab', () => {
    expect(openMode('https://www.linkedin.com/sharing/share-offsite/?url=x')).toBe('popup');
    expect(openMode('http://cang.baidu.com/do/add?iu=x')).toBe('popup');
    expect(openMode('mailto:?subject=x')).toBe('tab');
    expect(openMode('sms:?body=x')).toBe('tab');
    expect(openMode('fb-messenger://share/?link=x')).toBe('tab');
    expect(openMode('viber://forward?text=x')).toBe('tab');
  });
});

/** A popup the test closes by hand, as the visitor would. */
function fakePopup() {
  return { closed: false, opener: {} as unknown, focus: vi.fn(), close: vi.fn() };
}

function setup(popups: (ReturnType<typeof fakePopup> | null)[] = [fakePopup(), fakePopup()]) {
  const queue = [...popups];
  const open = vi.fn((href?: string | URL, target?: string) => {
    void href;
    return target === '_blank' ? null : ((queue.shift() ?? null) as unknown as Window);
  });
  const events: string[] = [];
  const shareWindow = createShareWindow({ ...metrics(1000, 700), open }, (event) => events.push(event));
  return { open, events, shareWindow, popups };
}

describe('createShareWindow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a web link in a named, centred popup, focuses it, cuts its opener and reports open', () => {
    const { open, events, shareWindow, popups } = setup();
    expect(shareWindow.share('https://x.com/intent/tweet?text=a', 'sharer-twitter')).toBe(true);
    expect(open).toHaveBeenCalledWith(
      'https://x.com/intent/tweet?text=a',
      'sharer-twitter',
      'width=626,height=436,left=187,top=132',
    );
    expect(popups[0]!.focus).toHaveBeenCalled();
    expect(popups[0]!.opener).toBeNull();
    expect(events).toEqual(['open']);
  });

  it('reports close on the first check after the popup closes, every 500 ms', () => {
    const { events, shareWindow, popups } = setup();
    shareWindow.share('https://www.linkedin.com/x', 'sharer-linkedin');
    vi.advanceTimersByTime(500 * 4);
    expect(events).toEqual(['open']);
    popups[0]!.closed = true;
    vi.advanceTimersByTime(500 - 1);
    expect(events).toEqual(['open']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['open', 'close']);
    // Watching stops once it has closed.
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(500 * 4);
    expect(events).toEqual(['open', 'close']);
  });

  it('replaces a popup still open with a second share: closes it, reports change, then open', () => {
    const { open, events, shareWindow, popups } = setup();
    shareWindow.share('https://www.facebook.com/a', 'sharer-facebook');
    shareWindow.share('https://www.facebook.com/b', 'sharer-facebook');
    expect(popups[0]!.close).toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['open', 'change', 'open']);
    // Only the new popup is watched: closing it reports one close.
    popups[1]!.closed = true;
    vi.advanceTimersByTime(500);
    expect(events).toEqual(['open', 'change', 'open', 'close']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports close, not change, when the first popup closed just before the second share', () => {
    const { events, shareWindow, popups } = setup();
    shareWindow.share('https://www.facebook.com/a', 'sharer-facebook');
    popups[0]!.closed = true;
    shareWindow.share('https://www.facebook.com/b', 'sharer-facebook');
    expect(popups[0]!.close).not.toHaveBeenCalled();
    expect(events).toEqual(['open', 'close', 'open']);
  });

  it('a share after the popup closed is a plain open', () => {
    const { events, shareWindow, popups } = setup();
    shareWindow.share('https://www.reddit.com/a', 'sharer-reddit');
    popups[0]!.closed = true;
    vi.advanceTimersByTime(500);
    shareWindow.share('https://www.reddit.com/b', 'sharer-reddit');
    expect(events).toEqual(['open', 'close', 'open']);
  });

  it('fails quietly when the popup is blocked: no event, no timer', () => {
    const { events, shareWindow } = setup([null]);
    expect(shareWindow.share('https://www.linkedin.com/x', 'sharer-linkedin')).toBe(false);
    expect(events).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens mail and app links in a new tab and reports open only', () => {
    const { open, events, shareWindow } = setup();
    expect(shareWindow.share('mailto:?subject=a', 'sharer-email')).toBe(true);
    expect(open).toHaveBeenCalledWith('mailto:?subject=a', '_blank');
    expect(events).toEqual(['open']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops watching when disposed and reports nothing more', () => {
    const { events, shareWindow, popups } = setup();
    shareWindow.share('https://www.linkedin.com/x', 'sharer-linkedin');
    expect(vi.getTimerCount()).toBe(1);
    shareWindow.dispose();
    expect(vi.getTimerCount()).toBe(0);
    popups[0]!.closed = true;
    vi.advanceTimersByTime(500 * 2);
    expect(events).toEqual(['open']);
    expect(popups[0]!.close).not.toHaveBeenCalled();
  });

  it('uses the popup size it is given', () => {
    const { open, shareWindow } = setup();
    shareWindow.share('https://www.linkedin.com/x', 'sharer-linkedin', { width: 400, height: 300 });
    expect(open).toHaveBeenCalledWith(expect.any(String), 'sharer-linkedin', 'width=400,height=300,left=300,top=200');
  });

  it('opens a popup 626 wide by 436 high, centred, when given no size', () => {
    const { open, shareWindow } = setup();
    shareWindow.share('https://www.linkedin.com/x', 'sharer-linkedin');
    expect(open).toHaveBeenCalledWith(expect.any(String), 'sharer-linkedin', 'width=626,height=436,left=187,top=132');
  });
});
