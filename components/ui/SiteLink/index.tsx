'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, type ComponentProps } from 'react';
import { currentBuildWatcher } from '@/lib/build-update/browser';
import { linkPrefetcher } from '@/lib/prefetch/browser';

export type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onNavigate' | 'ref'> & {
  /** A path on this site. */
  href: string;
};

/**
 * Every internal link of the site. Next's own prefetching is off: the page is
 * prefetched by the site's policy instead (visible links once the page has
 * loaded and the browser is idle, hovered, focused or touched links at once;
 * never on a data saver or 2g; four at a time). When a newer build is being
 * served, following the link loads the page in full.
 */
export default function SiteLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: SiteLinkProps) {
  const router = useRouter();
  const watch = useCallback(
    (element: HTMLAnchorElement | null) => (element ? linkPrefetcher(router).watch(element, href) : undefined),
    [router, href],
  );
  const intent = () => linkPrefetcher(router).intent(href);

  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      ref={watch}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        intent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        intent();
      }}
      onNavigate={(event) => {
        if (currentBuildWatcher()?.navigate(href)) event.preventDefault();
      }}
    />
  );
}
