import type { AnchorHTMLAttributes } from 'react';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path on this site. */
  href: string;
};

/**
 * Every internal link of the site: a plain `<a>`, rendered on the server, with no script of its own.
 * The root view's delegated listeners (lib/navigation/browser.ts) follow it client-side and prefetch
 * its page by the site's policy (visible links once the page has loaded and the browser is idle;
 * hovered, focused or touched links at once; never on a data saver or 2g; four at a time), and load
 * it in full once a newer build is out.
 */
export default function SiteLink({ href, ...rest }: SiteLinkProps) {
  return <a {...rest} href={href} />;
}
