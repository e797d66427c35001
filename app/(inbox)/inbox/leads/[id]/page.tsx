import type { Metadata } from 'next';
import SubmissionDetail from '@/components/inbox/SubmissionDetail';
import type { SearchParams } from '@/lib/inbox/listing';
import { mayWork } from '@/lib/inbox/roles';
import { requireStaff } from '@/lib/inbox/session';

export const metadata: Metadata = { title: 'Lead' };

export default async function LeadPage(props: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const staff = await requireStaff((role) => mayWork(role, 'lead'));
  const [{ id }, params] = await Promise.all([props.params, props.searchParams]);
  return <SubmissionDetail kind="lead" id={id} params={params} staff={staff} />;
}
