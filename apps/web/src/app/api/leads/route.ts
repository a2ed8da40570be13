// POST /api/leads: a request from a buyer (call-back, unit, loan, question). See features/leads.
import { handleLeadPost, intakeDependencies, tracked } from '@/features/leads/server';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return tracked(() => handleLeadPost(request, intakeDependencies()));
}
