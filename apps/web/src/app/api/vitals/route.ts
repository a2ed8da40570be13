// POST /api/vitals: real-user web vitals from sampled page views, logged, never stored. See features/vitals.
import { handleVitalsPost } from '@/features/vitals/server/handle-vitals';
import { vitalsDependencies } from '@/features/vitals/server/runtime';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleVitalsPost(request, vitalsDependencies());
}
