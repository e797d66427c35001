import type { Metadata } from 'next';
import PageHead from '@/components/inbox/PageHead';
import CampaignReport from '@/components/inbox/CampaignReport';
import { periodStart, reportMonthsOf } from '@/lib/inbox/campaigns';
import { loadCampaignReport } from '@/lib/inbox/queries';
import { maySeeCampaigns } from '@/lib/inbox/roles';
import { requireStaff } from '@/lib/inbox/session';

export const metadata: Metadata = { title: 'Campaigns' };

export default async function CampaignsPage({ searchParams }: { searchParams: Promise<{ months?: string }> }) {
  await requireStaff(maySeeCampaigns);
  const months = reportMonthsOf((await searchParams).months);
  const rows = await loadCampaignReport(periodStart(months, new Date()));
  return (
    <>
      <PageHead title="Campaigns">
        Which campaigns bring clients, not just clicks: the leads each one brought, and how far sales took them.
      </PageHead>
      <CampaignReport rows={rows} months={months} />
    </>
  );
}
