import { redirect } from 'next/navigation';
import { homeOf } from '@/lib/inbox/access';
import { requireStaff } from '@/lib/inbox/session';

/** The inbox's address opens the work of the signed-in person's role. */
export default async function InboxPage() {
  redirect(homeOf((await requireStaff()).role));
}
