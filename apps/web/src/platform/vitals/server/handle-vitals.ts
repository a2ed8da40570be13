// POST /api/vitals: real-user metrics from sampled page views. Same-site Origin, at most 2 KB of
// JSON, a per-address rate limit, a strict schema; each metric becomes one log line. Nothing is
// stored, and the answer carries no body: a beacon never reads it.
import { Refusal, allowedOrigins, checkOrigin, clientAddress, readJsonBody } from '@/lib/http/guards';
import type { RateLimit } from '@/lib/http/rate-limit';
import type { VitalsEntry } from '../payload';
import { vitalsPayloadSchema } from './schema';

export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;

export interface VitalsDependencies {
  siteUrl: string;
  limiter: RateLimit;
  log: (line: string) => void;
}

/** `[vitals] LCP 1234ms good /our-projects/[id]`; the navigation type follows when it is not a plain navigation. */
export function formatVitalsLine(entry: VitalsEntry): string {
  const value = entry.name === 'CLS' ? String(entry.value) : `${Math.round(entry.value)}ms`;
  const navigation = entry.navigationType === 'navigate' ? '' : ` ${entry.navigationType}`;
  return `[vitals] ${entry.name} ${value} ${entry.rating} ${entry.route}${navigation}`;
}

const noStore = { 'Cache-Control': 'no-store' };

export async function handleVitalsPost(request: Request, deps: VitalsDependencies): Promise<Response> {
  try {
    checkOrigin(request.headers, allowedOrigins(request.headers, deps.siteUrl));
    // Counted before the body is read, so a flood costs the server as little as possible.
    const limit = await deps.limiter.take(clientAddress(request.headers));
    if (!limit.allowed) throw new Refusal(429, 'rate limited', undefined, { 'Retry-After': String(limit.retryAfterSeconds) });
    const parsed = vitalsPayloadSchema.safeParse(await readJsonBody(request, VITALS_BODY_LIMIT_BYTES));
    if (!parsed.success) throw new Refusal(400, 'invalid metrics');
    for (const entry of parsed.data.metrics) deps.log(formatVitalsLine(entry));
    return new Response(null, { status: 204, headers: noStore });
  } catch (error) {
    if (error instanceof Refusal) return new Response(null, { status: error.status, headers: { ...noStore, ...error.headers } });
    throw error;
  }
}
