import type { Metadata } from 'next';
import PageHead from '@/components/inbox/PageHead';
import PrivacyRequest from '@/components/inbox/PrivacyRequest';
import { config } from '@/lib/config';
import { retentionDays } from '@/lib/intake/retention';
import type { SearchParams } from '@/lib/inbox/listing';
import { readErasure } from '@/lib/inbox/privacy';
import { loadPerson } from '@/lib/inbox/queries';
import { isAdmin } from '@/lib/inbox/roles';
import { requireStaff } from '@/lib/inbox/session';

export const metadata: Metadata = { title: 'Privacy requests' };

export default async function PrivacyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireStaff(isAdmin);
  const params = await searchParams;
  const address = typeof params.email === 'string' ? params.email.trim() : '';
  const records = address ? await loadPerson(address, admin) : null;
  return (
    <>
      <PageHead title="Privacy requests">
        A person may ask what we hold about them, for a copy, or for it to be erased: answer within a month of the
        request (GDPR Art. 12(3)), and only to the person who sent these submissions.
      </PageHead>
      <PrivacyRequest
        address={address}
        records={records}
        erasure={readErasure(params)}
        refused={params.error === 'confirm'}
        retention={retentionDays(config)}
      />
    </>
  );
}
