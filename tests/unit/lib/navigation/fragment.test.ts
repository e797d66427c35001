import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fragmentTarget, missesTarget, settleOnFragment } from '@/lib/navigation/fragment';

describe('fragmentTarget', () => {
  it('finds the element by its percent-decoded id, and nothing for an empty or unknown hash', () => {
    document.body.innerHTML = '<h2 id="what-we-do">What we do</h2><h2 id="café">Café</h2>';
    expect(fragmentTarget('#what-we-do', document)?.textContent).toBe('What we do');
    expect(fragmentTarget('#caf%C3%A9', document)?.textContent).toBe('Café');
    expect(fragmentTarget('#', document)).toBeNull();
    expect(fragmentTarget('', document)).toBeNull();
    expect(fragmentTarget('#nowhere', document)).toBeNull();
    expect(fragmentTarget('#%E0%A4%A', document)).toBeNull(); // malformed: looked up as written
  });
});

describe('missesTarget', () => {
  it('accepts a target within a pixel of the scroll padding', () => {
    expect(missesTarget(80.5, 80)).toBe(false);
    expect(missesTarget(79, 80)).toBe(false);
    expect(missesTarget(82, 80)).toBe(true);
    expect(missesTarget(1194, 80)).toBe(true);
  });
});

describe('settleOnFragment', () => {
  let target: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<h2 id="latest">Latest from the blog</h2>';
    target = document.getElementById('latest')!;
    target.scrollIntoView = vi.fn();
    document.documentElement.style.scrollPaddingTop = '80px';
    window.location.hash = '#latest';
  });
  afterEach(() => {
    vi.useRealTimers();
    window.location.hash = '';
  });

  const at = (top: number) => vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

  it('puts a target the glide stopped short of at its place, at once, when the scroll ends', () => {
    at(1194);
    settleOnFragment(window);
    window.dispatchEvent(new Event('scrollend'));
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('leaves a target that landed where it should', () => {
    at(80);
    settleOnFragment(window);
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(1_500);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });

  it('checks after a pause where no scrollend comes, and not at all once cancelled', () => {
    at(400);
    settleOnFragment(window);
    vi.advanceTimersByTime(1_500);
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);

    const cancel = settleOnFragment(window);
    cancel();
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(1_500);
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
