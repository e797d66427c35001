import type { Metadata } from 'next';
import PageHead from '@/components/inbox/PageHead';
import AuditTable from '@/components/inbox/AuditTable';
import { inboxPaths } from '@/lib/inbox/access';
import { loadAudit } from '@/lib/inbox/queries';
import { isAdmin } from '@/lib/inbox/roles';
import { requireStaff } from '@/lib/inbox/session';
import { AUDIT_PAGE_SIZE } from '@/lib/intake/store/inbox';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditPage({ searchParams }: { searchParams: Promise<{ before?: string }> }) {
  await requireStaff(isAdmin);
  const before = Number((await searchParams).before);
  const rows = await loadAudit(Number.isSafeInteger(before) && before > 0 ? before : null);
  const last = rows.at(-1);
  return (
    <>
      <PageHead title="Audit log">
        Every sign-in, view, download, export, change of progress, erasure and purge: who, when, and which submission by
        its reference. The command line&apos;s own operations are here too, under the name of the person who ran them.
      </PageHead>
      {rows.length === 0 ? <p>Nothing has been recorded yet.</p> : <AuditTable rows={rows} />}
      {last && rows.length === AUDIT_PAGE_SIZE && (
        <p>
          <a href={`${inboxPaths.audit}?before=${last.id}`}>Older entries</a>
        </p>
      )}
    </>
  );
}
