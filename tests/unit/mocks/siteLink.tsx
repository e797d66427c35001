import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { vi } from 'vitest';

/** Records client-side navigations the way the site's link (next/link underneath) would perform them. */
export const navigations = vi.fn<(href: string) => void>();

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export default function SiteLink({ href, onClick, ...rest }: SiteLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // A new-tab link is left to the browser; anything else is a client-side navigation.
    if (rest.target === '_blank') return;
    event.preventDefault();
    navigations(href);
  }
  return <a href={href} onClick={handleClick} {...rest} />;
}
