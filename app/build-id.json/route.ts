import { BUILD_ID } from '@/lib/build-update/buildId';
import { contentNow } from '@/content/schedule';

export const dynamic = 'force-static';

/**
 * The build being served, written at build time: its id, which open pages compare with their own
 * (lib/build-update), and the content clock it was built at, from which the hourly pipeline tells whether a post's
 * day has come since (scripts/due-content.mjs). The id comes first: deploy/release.sh reads it as the body's start.
 */
export function GET() {
  return Response.json({ buildId: BUILD_ID, builtAt: contentNow().toISOString() });
}
