import type { Metadata } from 'next';
import SiteLink from '@/components/ui/SiteLink';

export const metadata: Metadata = { title: 'Not found' };

/**
 * An address under /inbox that is no back-office page, or an entry that does not exist. A plain link (SiteLink), as
 * the site's: next/link here would split Next.js's own scripts differently for every page, the public ones too
 * (0.2 KB more each).
 */
export default function InboxNotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p>
        There is nothing at this address. <SiteLink href="/inbox">Back to the inbox</SiteLink>
      </p>
    </>
  );
}
