// The cache layer in front of web (deploy/nginx/site.conf). A cached page must not carry a nonce
// that every visitor shares, so for requests that prove they came through the cache layer web
// renders a placeholder and nginx swaps in a fresh nonce per response (docs/security.md, "The
// trade-off with caching, and the cache layer"). Pure, so the rules can be unit-tested.
import { createHash } from 'node:crypto';

/**
 * What web writes instead of a nonce for the cache layer; nginx replaces every occurrence, also
 * one that injected markup might carry. So the placeholder is derived from the secret: nobody
 * without EDGE_SECRET can write markup that nginx would turn into a valid nonce. The same
 * derivation is in deploy/nginx/render.mjs (edgeNoncePlaceholder), which writes it into the config.
 */
export function edgeNoncePlaceholder(secret: string): string {
  return `edge${createHash('sha256').update(`novostroy-edge-nonce:${secret}`).digest('hex').slice(0, 40)}`;
}

/** The request header carrying the secret shared by nginx and web (EDGE_SECRET). */
export const EDGE_SECRET_HEADER = 'x-edge-secret';

/**
 * The response header telling nginx how long it may keep a page. Next 16 replaces any
 * Cache-Control of a dynamic page with `private, no-store` after the proxy has run, so the
 * cacheability travels in headers Next leaves alone: X-Accel-Expires (read by nginx) and
 * X-Edge-Cache (the intended Cache-Control, for people and tests reading the response).
 */
export const EDGE_TTL_HEADER = 'X-Accel-Expires';
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';

export interface EdgeSettings {
  /** EDGE_SECRET; empty = no cache layer, every request gets a random nonce. */
  secret: string;
  /** The nonce placeholder of cache-layer responses (derived from the secret). */
  placeholder: string;
  /** EDGE_CACHE_SECONDS: how long nginx serves a page without asking web. */
  maxAgeSeconds: number;
  /** EDGE_STALE_SECONDS: how long a stale copy may be served while a fresh one renders. */
  staleSeconds: number;
}

const whole = (value: string | undefined, fallback: number, max: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= max ? parsed : fallback;
};

export function edgeSettingsFrom(env: Record<string, string | undefined>): EdgeSettings {
  const secret = (env.EDGE_SECRET ?? '').trim();
  return {
    // A short secret is guessable; treat it as no secret rather than a weak one.
    secret: secret.length >= 16 ? secret : '',
    placeholder: secret.length >= 16 ? edgeNoncePlaceholder(secret) : '',
    maxAgeSeconds: whole(env.EDGE_CACHE_SECONDS, 30, 86_400),
    staleSeconds: whole(env.EDGE_STALE_SECONDS, 300, 86_400),
  };
}

/** Constant-time comparison, so the secret cannot be found one character at a time. */
function sameSecret(given: string, expected: string): boolean {
  const encoder = new TextEncoder();
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** True only when a secret is configured and the request carries exactly that secret. */
export function isEdgeRequest(headerValue: string | null | undefined, settings: EdgeSettings): boolean {
  if (!settings.secret || !headerValue) return false;
  return sameSecret(headerValue, settings.secret);
}

// Never shared-cached: API routes, the build marker, Next's own files (they have their own
// immutable headers), the diagnostics page.
const NEVER_CACHED = /^\/(?:api|builds|_next|debug)(?:\/|$)/;

export interface EdgeRequest {
  method: string;
  pathname: string;
  /** Next's client navigations ask for the RSC payload (header `RSC: 1` or `?_rsc=`). */
  rsc: boolean;
  /** A request carrying cookies may get a personal answer. */
  hasCookie: boolean;
}

/**
 * The headers that let the cache layer keep this response, or none. Only edge-authenticated
 * GET/HEAD page requests without cookies qualify; everything else stays `private, no-store`.
 */
export function edgeCacheHeaders(request: EdgeRequest, edge: boolean, settings: EdgeSettings): Record<string, string> {
  if (!edge || settings.maxAgeSeconds === 0) return {};
  if (request.method !== 'GET' && request.method !== 'HEAD') return {};
  if (request.rsc || request.hasCookie || NEVER_CACHED.test(request.pathname)) return {};
  return {
    [EDGE_TTL_HEADER]: String(settings.maxAgeSeconds),
    [EDGE_CACHE_HEADER]: `public, s-maxage=${settings.maxAgeSeconds}, stale-while-revalidate=${settings.staleSeconds}`,
  };
}
