// The latest-build marker: the id of the build this server runs. Open pages compare it with their
// own to learn that a newer build is deployed. Never used without asking: `no-cache`, not
// `no-store`, which would keep every page that asked out of the back/forward cache.
import { currentBuildId } from '@/platform/build-updates';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ buildId: currentBuildId() }, { headers: { 'Cache-Control': 'no-cache, max-age=0' } });
}
