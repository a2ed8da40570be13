// The protections in front of every public POST (leads, send-to-email, web vitals):
// same-site Origin, JSON only, a body size limit, and a per-address rate limit. Each refusal is
// an HTTP status with a Russian message that says what to do.

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
 * The visitor's address: the last X-Forwarded-For entry, which is the one our own proxy (or,
 * without a proxy, the Next server from the socket) wrote; earlier entries are the client's word.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip') || 'unknown';
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
