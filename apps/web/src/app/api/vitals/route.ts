// POST /api/vitals: real-user web vitals from sampled page views, logged, never stored. See features/vitals.
import { handleVitalsPost } from '@/platform/vitals/server';
import { vitalsDependencies } from '@/platform/vitals/server';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleVitalsPost(request, vitalsDependencies());
}
