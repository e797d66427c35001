import type { Metadata } from 'next';
import Listing from '@/components/inbox/Listing';
import { inboxPaths } from '@/lib/inbox/access';
import type { SearchParams } from '@/lib/inbox/listing';
import { mayWork } from '@/lib/inbox/roles';
import { requireStaff } from '@/lib/inbox/session';

export const metadata: Metadata = { title: 'Leads' };

export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff((role) => mayWork(role, 'lead'));
  return <Listing kind="lead" path={inboxPaths.leads} params={await searchParams} />;
}
