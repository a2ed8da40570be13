// A sliding-window limit on request starts: at most `limit` starts in any `windowMs`. amoCRM
// counts requests per second per account and answers 429 beyond its limit, so the window is a
// little longer than a second: timer and network jitter then cannot squeeze one extra request
// into a second as amoCRM sees it.
export interface RateLimiter {
  /** Resolves true when a request may start now, or false if `signal` aborted the wait. */
  acquire(signal?: AbortSignal): Promise<boolean>;
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number = () => performance.now()): RateLimiter {
  const starts: number[] = [];
  // Callers take turns, so the one that waited longest goes first.
  let turn: Promise<unknown> = Promise.resolve();

  const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      if (signal?.aborted) return resolve(false);
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  const take = async (signal?: AbortSignal): Promise<boolean> => {
    for (;;) {
      if (signal?.aborted) return false;
      const t = now();
      while (starts.length > 0 && (starts[0] ?? 0) <= t - windowMs) starts.shift();
      if (starts.length < limit) {
        starts.push(t);
        return true;
      }
      if (!(await wait((starts[0] ?? t) + windowMs - t, signal))) return false;
    }
  };

  return {
    acquire(signal) {
      const mine = turn.then(() => take(signal));
      turn = mine;
      return mine;
    },
  };
}
