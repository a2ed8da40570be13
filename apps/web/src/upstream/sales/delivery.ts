// Delivers one outbox row to the sales-data intake (POST /api/amo-crm/add-lead or /api/send)
// with the row's id as the Idempotency-Key, and sorts the answer into "done", "try again later"
// and "will never work". The token travels in a header and never appears in an error text.
import { IDEMPOTENCY_HEADER } from '@novostroy/contracts';
import type { DeliveryResult } from '@/lib/db/outbox-worker';

export interface DeliveryTarget {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Answers that retrying cannot fix: the body itself is refused (400, 413, 422) or conflicts with
 * what the service already stored under this key (409). 401/403/404 are configuration problems an
 * operator can fix while the row waits, so they are retried like an outage.
 */
const PERMANENT = new Set([400, 409, 413, 422]);

export async function deliverToSalesData(target: DeliveryTarget, row: { refId: string; target: string; payload: unknown }): Promise<DeliveryResult> {
  const send = target.fetch ?? fetch;
  try {
    const response = await send(`${target.baseUrl}${row.target}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${target.token}`,
        [IDEMPOTENCY_HEADER]: row.refId,
      },
      body: JSON.stringify(row.payload),
      signal: AbortSignal.timeout(target.timeoutMs),
      cache: 'no-store',
    });
    // Drain the body so the connection is reused; its content is not needed beyond the status.
    const text = await response.text().catch(() => '');
    if (response.ok) return { ok: true };
    const detail = PERMANENT.has(response.status) ? `: ${text.slice(0, 300)}` : '';
    return { ok: false, error: `HTTP ${response.status}${detail}`, permanent: PERMANENT.has(response.status) };
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (timedOut) return { ok: false, error: `no answer within ${target.timeoutMs} ms`, permanent: false };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { ok: false, error: `${error instanceof Error ? error.message : String(error)}${cause}`, permanent: false };
  }
}
