import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Records the link a click would make the browser follow (its `href` as written), for every click on an
 * `<a href>` that nothing cancelled. jsdom does not navigate, so the click is cancelled once recorded.
 */
export function recordFollowedLinks() {
  const followed = vi.fn<(href: string) => void>();
  function onClick(event: MouseEvent) {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (event.defaultPrevented || !anchor) return;
    event.preventDefault();
    followed(anchor.getAttribute('href')!);
  }
  beforeEach(() => {
    followed.mockClear();
    document.addEventListener('click', onClick);
  });
  afterEach(() => document.removeEventListener('click', onClick));
  return followed;
}
