import { BUILD_ID } from '@/lib/build-update/buildId';

export const dynamic = 'force-static';

/** The id of the build being served, written at build time; open pages compare it with their own. */
export function GET() {
  return Response.json({ buildId: BUILD_ID });
}
