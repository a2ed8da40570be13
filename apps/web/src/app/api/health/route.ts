// GET /api/health: liveness for the load balancer and the on-call engineer. It asks no upstream
// (CMS, sales-data): only this process and its own database, with the outbox backlog and the
// dead-letter count that say whether leads are reaching the CRM.
import { countOutbox } from '@/lib/db/outbox';
import { leadsDatabase, uptimeSeconds } from '@/features/leads/server';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const counts = await countOutbox(await leadsDatabase(), new Date());
    return Response.json(
      {
        status: 'ok',
        uptime_seconds: uptimeSeconds(),
        outbox: { backlog: counts.backlog, dead_letter: counts.deadLetter, oldest_pending_seconds: counts.oldestPendingSeconds },
      },
      { headers },
    );
  } catch (error) {
    console.error('[health] the lead database does not answer:', error instanceof Error ? error.message : error);
    return Response.json({ status: 'error', uptime_seconds: uptimeSeconds(), outbox: null, message: 'lead database unavailable' }, { status: 503, headers });
  }
}
