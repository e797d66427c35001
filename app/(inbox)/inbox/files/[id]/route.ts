import { downloadFile } from '@/lib/inbox/downloads';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return downloadFile(request, (await params).id);
}
