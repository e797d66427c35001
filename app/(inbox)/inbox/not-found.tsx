import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Not found' };

/** An address under /inbox that is no back-office page, or an entry that does not exist. */
export default function InboxNotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p>
        There is nothing at this address. <Link href="/inbox">Back to the inbox</Link>
      </p>
    </>
  );
}
