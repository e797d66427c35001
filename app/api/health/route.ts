import { drainingHealth, storeHealth } from '@/lib/intake/store/health';
import { intakeRuntime } from '@/lib/intake/runtime';
import { isDraining } from '@/lib/lifecycle/stopping';

// The load balancer's check: is this instance able to take a form now, and not stopping? Never cached, never personal.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET() {
  const { store } = intakeRuntime();
  const health = isDraining() ? drainingHealth(store) : await storeHealth(store);
  return Response.json(health.body, { status: health.status, headers: { 'Cache-Control': 'no-store' } });
}
