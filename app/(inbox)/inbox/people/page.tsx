import type { Metadata } from 'next';
import Notice from '@/components/inbox/Notice';
import PageHead from '@/components/inbox/PageHead';
import PeopleAdmin from '@/components/inbox/PeopleAdmin';
import type { SearchParams } from '@/lib/inbox/listing';
import { inviteSchema } from '@/lib/inbox/people';
import { loadStaff } from '@/lib/inbox/queries';
import { isAdmin } from '@/lib/inbox/roles';
import { requireStaff } from '@/lib/inbox/session';

export const metadata: Metadata = { title: 'People' };

const text = (value: SearchParams[string]) => (typeof value === 'string' ? value : '');

function noticeOf(params: SearchParams) {
  if (params.invited) {
    return (
      <Notice tone="done">Invited {text(params.invited)}: they can ask for a sign-in link on the sign-in page.</Notice>
    );
  }
  if (params.disabled) return <Notice tone="done">Disabled {text(params.disabled)}: their sessions have ended.</Notice>;
  if (params.error === 'self') return <Notice tone="error">You cannot disable yourself: ask another admin.</Notice>;
  return undefined;
}

export default async function PeoplePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireStaff(isAdmin);
  const [params, people] = await Promise.all([searchParams, loadStaff()]);
  const typed = { email: text(params.email), name: text(params.name), role: text(params.role) };
  const checked = params.error === 'invite' ? inviteSchema.safeParse(typed) : null;
  const errors = Object.fromEntries(
    (checked && !checked.success ? checked.error.issues : []).map((issue) => [issue.path[0], issue.message]),
  );
  return (
    <>
      <PageHead title="People">
        Who can sign in to the inbox and what each sees. Disabling someone ends their sessions at once.
      </PageHead>
      {noticeOf(params)}
      <PeopleAdmin people={people} selfId={admin.id} typed={typed} errors={errors} />
    </>
  );
}
