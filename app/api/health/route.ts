import { storeHealth } from '@/lib/intake/store/health';
import { intakeRuntime } from '@/lib/intake/runtime';

// The load balancer's check: is this instance able to take a form now? Never cached, never personal.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET() {
  const health = await storeHealth(intakeRuntime().store);
  return Response.json(health.body, { status: health.status, headers: { 'Cache-Control': 'no-store' } });
}
