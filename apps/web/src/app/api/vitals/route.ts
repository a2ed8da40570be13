// POST /api/vitals: real-user web vitals from sampled page views, logged, never stored. See platform/vitals.
import { handleVitalsPost, vitalsDependencies } from '@/platform/vitals/server';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleVitalsPost(request, vitalsDependencies());
}
