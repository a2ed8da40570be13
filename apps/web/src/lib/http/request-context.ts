// What one page request learned while it rendered, for the server's answer (the error document of
// platform/errors): when it started, and whether an upstream it needed could not serve it. Kept in
// an AsyncLocalStorage that the request wrapper (instrumentation) opens around each request; one
// instance per process (on globalThis), shared by the server's separately bundled parts.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  /** performance.now() when the request arrived. */
  readonly startedAt: number;
  /** Set when the CMS could not serve this request (down, timed out, not answering JSON). */
  cmsUnavailable?: boolean;
}

const KEY = Symbol.for('novostroy.request-context');
type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> };

export function requestContextStorage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());
}

/** The context of the request being served, if any (none in background work and tests). */
export function currentRequest(): RequestContext | undefined {
  return requestContextStorage().getStore();
}

/**
 * How long a page may wait for the CMS in total by default (the 3 s answer rule, less the
 * rendering): an upstream wait past this turns into the "temporarily unavailable" answer rather
 * than a longer hang. PAGE_UPSTREAM_BUDGET_MS (lib/config) sets another.
 */
export const PAGE_UPSTREAM_BUDGET_MS = 2000;

/**
 * The timeout for one upstream call of the current request: `timeoutMs`, or less when the page's
 * budget (`budgetMs`, counted from the request's arrival) runs out.
 */
export function upstreamTimeout(timeoutMs: number, { budgetMs = PAGE_UPSTREAM_BUDGET_MS, now = performance.now() }: { budgetMs?: number; now?: number } = {}): number {
  const request = currentRequest();
  if (!request) return timeoutMs;
  const left = request.startedAt + budgetMs - now;
  // A cached answer comes back at once whatever the timeout; a real request gets a short chance.
  // Whole milliseconds: AbortSignal.timeout refuses a fraction.
  return Math.max(Math.floor(Math.min(timeoutMs, left)), 200);
}
