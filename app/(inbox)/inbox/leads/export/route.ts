import { exportCsv } from '@/lib/inbox/downloads';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => exportCsv(request, 'lead');
