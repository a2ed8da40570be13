// What the web server (apps/web/server.mjs) does to a request before Next sees it, as plain
// functions: the socket's address for the rate limits, paths Next's router cannot decode, router
// state headers it cannot parse, and bodies declared larger than any route reads.
// docs/security.md, "The request edge", explains why.
import { createRequire } from 'node:module';

/** The TCP peer of the request, set by the server (any incoming copy is dropped first). */
export const PEER_ADDRESS_HEADER = 'x-novostroy-peer-address';
/** Set by the server when the path's %-escapes do not decode: the proxy answers 400. */
export const UNREADABLE_PATH_HEADER = 'x-novostroy-unreadable-path';
/** Set by the server when it asks Next for its 404 page in place of an error shell: the path asked for. */
export const NOT_FOUND_FOR_HEADER = 'x-novostroy-not-found-for';
/** Headers only the server may set: a visitor's copy never reaches Next. */
export const INTERNAL_REQUEST_HEADERS = [PEER_ADDRESS_HEADER, UNREADABLE_PATH_HEADER, NOT_FOUND_FOR_HEADER];

/**
 * The most bytes a route reads from a body: the CMS's change notifications (POST /api/revalidate)
 * are the largest, every visitor's POST (leads, send-to-email, web vitals) is far smaller. A body
 * declared larger never reaches the route: it gets the route's own 413 at once.
 */
export const BODY_LIMITS = { '/api/revalidate': 256 * 1024, default: 16 * 1024 };

/** A request (headers and body) not complete after this long is answered 408 and closed. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is 203.0.113.7. */
export function normaliseAddress(address) {
  const trimmed = String(address ?? '').trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/** The body limit of a path (its query ignored). */
export function bodyLimitFor(target) {
  const path = String(target).split('?')[0];
  return BODY_LIMITS[path] ?? BODY_LIMITS.default;
}

/** The declared Content-Length as a number, or undefined when there is none (chunked) or it is not a number. */
export function declaredLength(value) {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** Whether every %-escape of the path decodes to UTF-8. */
export function isReadablePath(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * For a request target whose path does not decode (`/our-projects/%`, `/seo/%FF%FE`), the same
 * target with every % of the path escaped, which Next's router can match without failing; null
 * for a readable path. The query is left as it is (Next reads malformed queries without failing).
 */
export function readableTarget(target) {
  const text = String(target);
  if (!text.startsWith('/')) return null;
  const queryAt = text.indexOf('?');
  const path = queryAt === -1 ? text : text.slice(0, queryAt);
  if (isReadablePath(path)) return null;
  return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : text.slice(queryAt));
}

/**
 * The client router's `Next-Router-State-Tree` header: a browser only sends what Next's router
 * wrote, but any client can send anything, and Next answers a header it cannot parse with a 500
 * and an error in its log (found by the HTTP fuzz). Next strips the header before proxy.ts runs,
 * so the server drops an unreadable one first, as if it had never been sent: Next's own parser
 * decides (its rules, not a copy of them).
 */
export const ROUTER_STATE_HEADER = 'next-router-state-tree';
let parseRouterState;

/** Whether Next can read this router state header (an absent one is fine). */
export function isReadableRouterState(header) {
  if (header === undefined || header === null) return true;
  // Loaded on first use: the server sets NODE_ENV before any of Next loads.
  parseRouterState ??= createRequire(import.meta.url)('next/dist/server/app-render/parse-and-validate-flight-router-state').parseAndValidateFlightRouterState;
  try {
    parseRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/** Next's draft-mode cookie (an editor's preview, platform/preview): its pages stay `no-store`. */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;

/**
 * The Cache-Control a browser gets for a response. Next marks every dynamic page and every client
 * navigation's payload `private, no-cache, no-store, …`; `no-store` keeps the page out of the
 * browsers' back/forward cache (and a script's request answered with it, the page it ran on), so
 * the back button renders the page again. A public page needs only to be asked for again, which
 * `no-cache` says: for an answer of 200 to a GET or HEAD of a page (HTML) or a navigation's payload
 * (text/x-component), outside an editor's draft preview, `no-store` is dropped and the rest kept.
 * Anything else (errors, API answers, drafts, responses that never said no-store) is left as it is.
 */
export function browserCacheControl({ method, status, contentType, cacheControl, cookie }) {
  if (typeof cacheControl !== 'string') return cacheControl;
  if ((method !== 'GET' && method !== 'HEAD') || status !== 200) return cacheControl;
  if (typeof contentType !== 'string' || !/^text\/(?:html|x-component)\s*(?:;|$)/i.test(contentType)) return cacheControl;
  if (typeof cookie === 'string' && DRAFT_MODE_COOKIE.test(cookie)) return cacheControl;
  const directives = cacheControl.split(',').map((directive) => directive.trim()).filter(Boolean);
  const lower = directives.map((directive) => directive.toLowerCase());
  if (!lower.includes('no-store') || !lower.includes('private')) return cacheControl;
  const kept = directives.filter((_, index) => lower[index] !== 'no-store');
  if (!lower.includes('no-cache')) kept.push('no-cache');
  return kept.join(', ');
}
