import type { Metadata } from 'next';
import Listing from '@/components/inbox/Listing';
import { inboxPaths } from '@/lib/inbox/access';
import type { SearchParams } from '@/lib/inbox/listing';
import { mayWork } from '@/lib/inbox/roles';
import { requireStaff } from '@/lib/inbox/session';

export const metadata: Metadata = { title: 'Applications' };

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff((role) => mayWork(role, 'application'));
  return <Listing kind="application" path={inboxPaths.applications} params={await searchParams} />;
}
