// What the rest of the site may ask of the analytics counter, without loading it: a goal after a
// lead, a hit after a client navigation. Both do nothing unless the visitor accepted and the
// counter was started (./metrica.ts, loaded only then).

type YmCall = (counterId: number, method: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    /** Yandex Metrica's command queue and, once tag.js ran, its API. */
    ym?: YmCall & { a?: unknown[][]; l?: number };
  }
}

/** The running counter; null until consent starts it, and again once consent is withdrawn. */
let runningCounter: number | null = null;
let lastUrl: string | null = null;

export function setRunningCounter(counterId: number | null): void {
  runningCounter = counterId;
}

export function isCounterRunning(): boolean {
  return runningCounter !== null;
}

function call(method: string, ...args: unknown[]): void {
  if (runningCounter === null || typeof window === 'undefined' || typeof window.ym !== 'function') return;
  window.ym(runningCounter, method, ...args);
}

/** A page view of the current address, with the previous one as its referrer; once per address. */
export function sendHit(): void {
  if (runningCounter === null) return;
  const url = window.location.href;
  if (url === lastUrl) return;
  const referer = lastUrl ?? document.referrer;
  lastUrl = url;
  call('hit', url, { referer });
}

/**
 * A goal of the counter (`lead` after a lead form's 202, `send_email` after a send-to-e-mail
 * request), with its parameters. Nothing happens without consent: the counter is not running.
 */
export function reachAnalyticsGoal(goal: string, params?: Record<string, string>): void {
  call('reachGoal', goal, params);
}

/** Tests only: forget the running counter and the last address. */
export function resetAnalyticsState(): void {
  runningCounter = null;
  lastUrl = null;
}
