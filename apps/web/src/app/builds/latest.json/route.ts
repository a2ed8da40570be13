// The latest-build marker: the id of the build this server runs. Open pages compare it with their
// own to learn that a newer build is deployed. Never cached.
import { currentBuildId } from '@/platform/build-updates';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ buildId: currentBuildId() }, { headers: { 'Cache-Control': 'no-store, max-age=0' } });
}
