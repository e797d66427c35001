import type { Metadata } from 'next';
import SiteLayout, { metadata as siteMetadata, viewport } from './(site)/layout';
import NotFound, { metadata as notFoundMetadata } from './(site)/not-found';

export const metadata: Metadata = { ...siteMetadata, ...notFoundMetadata };
export { viewport };

/**
 * What an address that matches no route answers (prerendered as /_not-found, served with status 404, proxy.ts's
 * editor-off answer too): the public site's layout around its not-found page, the same page a `notFound()` in the
 * site renders through app/(site)/not-found.tsx. Next.js needs it (`experimental.globalNotFound`, next.config.ts)
 * now that the root layouts live in route groups; it reuses both rather than repeating the layout.
 */
export default function GlobalNotFound() {
  return (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  );
}
