// The protections in front of every public POST (leads, send-to-email, web vitals):
// same-site Origin, JSON only, a body size limit, and a per-address rate limit. Each refusal is
// an HTTP status with a Russian message that says what to do.
import { isIP } from 'node:net';
import { getConfig } from '@/lib/config';
import { PEER_ADDRESS_HEADER } from './edge-headers';
import { normaliseAddress, trustedProxiesOf, type TrustedProxies } from './trusted-proxies';

export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export function refusalResponse(refusal: Refusal): Response {
  const body = { error: { status: refusal.status, message: refusal.message, ...(refusal.fields ? { fields: refusal.fields } : {}) } };
  return Response.json(body, { status: refusal.status, headers: { 'Cache-Control': 'no-store', ...refusal.headers } });
}

export const BODY_LIMIT_BYTES = 16 * 1024;

export const GUARD_MESSAGES = {
  crossSite: 'Заявка отклонена: её отправили с другого сайта. Откройте наш сайт и отправьте форму с него.',
  notJson: 'Заявку нужно отправлять в формате JSON (Content-Type: application/json).',
  tooLarge: 'Заявка слишком большая. Сократите комментарий и отправьте её ещё раз.',
  badJson: 'Не удалось прочитать заявку: тело запроса не является корректным JSON.',
  rateLimited: (minutes: number) => `Слишком много заявок с вашего адреса. Попробуйте ещё раз через ${minutes} мин. или позвоните нам.`,
} as const;

/**
 * A browser always sends Origin with a POST; it must be this site. Requests without Origin come
 * from servers and scripts (no cookies to abuse), so they pass unless the browser's Fetch
 * Metadata says the request is cross-site.
 */
export function checkOrigin(headers: Headers, allowedOrigins: readonly string[]): void {
  const origin = headers.get('origin');
  if (origin !== null) {
    if (!allowedOrigins.includes(origin)) throw new Refusal(403, GUARD_MESSAGES.crossSite);
    return;
  }
  if (headers.get('sec-fetch-site') === 'cross-site') throw new Refusal(403, GUARD_MESSAGES.crossSite);
}

/** The site's own origin as configured, and as the request reached this server (behind a proxy). */
export function allowedOrigins(headers: Headers, siteUrl: string): string[] {
  const origins = new Set([new URL(siteUrl).origin]);
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  const proto = headers.get('x-forwarded-proto') ?? 'http';
  if (host && /^[a-z0-9.[\]:-]+$/i.test(host)) origins.add(`${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`);
  return [...origins];
}

/** Reads at most `limit` bytes of JSON; a declared or actual larger body is refused without reading it all. */
export async function readJsonBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new Refusal(415, GUARD_MESSAGES.notJson);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new Refusal(413, GUARD_MESSAGES.tooLarge);
  const bytes = await readLimited(request, limit);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Refusal(400, GUARD_MESSAGES.badJson);
  }
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new Refusal(413, GUARD_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The visitor's address, for the rate limits. The web server (server.mjs) passes the socket's
 * peer in PEER_ADDRESS_HEADER. A peer that is not a trusted proxy (TRUSTED_PROXIES) is the
 * visitor, whatever X-Forwarded-For says. From a trusted peer, X-Forwarded-For is read from the
 * right, each trusted hop skipped: the first address no trusted proxy stands for is the visitor
 * (an entry left of it is the client's own word). Without the header (`next dev`) every request
 * counts as 'unknown'.
 */
export function clientAddress(headers: Headers, trusted: TrustedProxies = configuredTrustedProxies()): string {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return 'unknown';
  let address = normaliseAddress(peer);
  if (!trusted.has(address)) return address;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normaliseAddress).filter(Boolean);
  for (const hop of hops.reverse()) {
    // A hop that is no address at all ends the chain: the last trusted hop is all we know.
    if (isIP(hop) === 0) break;
    address = hop;
    if (!trusted.has(hop)) break;
  }
  return address;
}

let trustedCache: { entries: readonly string[]; matcher: TrustedProxies } | undefined;

function configuredTrustedProxies(): TrustedProxies {
  // (a test's stand-in configuration may leave the list out)
  const entries: readonly string[] = getConfig().trustedProxies ?? [];
  if (trustedCache === undefined || trustedCache.entries !== entries) trustedCache = { entries, matcher: trustedProxiesOf(entries) };
  return trustedCache.matcher;
}

/**
 * A sliding-window limit per key, kept in memory (per instance: behind several instances the
 * effective limit is the sum, which is fine for spam control). Old keys are forgotten first when
 * the table is full, so memory stays bounded under an address-spraying attack.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly options: { limit: number; windowMs: number; maxKeys?: number; now?: () => number }) {}

  /** Counts one request for `key`; refused requests are not counted. */
  take(key: string): { allowed: true; giveBack: () => void } | { allowed: false; retryAfterSeconds: number } {
    const now = (this.options.now ?? Date.now)();
    const since = now - this.options.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.options.limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.options.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    const maxKeys = this.options.maxKeys ?? 50_000;
    while (this.hits.size > maxKeys) this.hits.delete(this.hits.keys().next().value!);
    return { allowed: true, giveBack: () => this.giveBack(key, now) };
  }

  /** Un-counts the request counted at `time` for `key` (see RateDecision.giveBack in rate-limit.ts). */
  private giveBack(key: string, time: number): void {
    const hits = this.hits.get(key);
    const index = hits?.lastIndexOf(time) ?? -1;
    if (hits && index >= 0) hits.splice(index, 1);
  }
}

export function rateLimited(retryAfterSeconds: number): Refusal {
  return new Refusal(429, GUARD_MESSAGES.rateLimited(Math.ceil(retryAfterSeconds / 60)), undefined, { 'Retry-After': String(retryAfterSeconds) });
}
