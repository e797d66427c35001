import { downloadPersonalData } from '@/lib/inbox/personalData';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => downloadPersonalData(request);
