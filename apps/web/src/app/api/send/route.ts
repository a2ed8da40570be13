// POST /api/send: e-mail the visitor a set of units or a complex, through the same protections
// and outbox as leads. See features/leads.
import { handleSendPost, intakeDependencies, tracked } from '@/features/leads/server';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return tracked(() => handleSendPost(request, intakeDependencies()));
}
