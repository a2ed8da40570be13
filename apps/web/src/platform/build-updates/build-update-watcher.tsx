'use client';
// Learns when a newer build of the site is deployed (GET /builds/latest.json) and, once one is known,
// answers a script chunk that fails to load (the old build's files are gone) with one page reload.
import { useEffect } from 'react';
import {
  claimReload,
  isChunkLoadError,
  isScriptLoadFailure,
  isSlowConnection,
  parseLatestBuild,
  type ConnectionInfo,
} from './reload-guard';
import { reloadPage } from './page-reload';

export const LATEST_BUILD_URL = '/builds/latest.json';
const FIRST_CHECK_DELAY_MS = 1000;
const CHECK_INTERVAL_MS = 5 * 60 * 1000;

export function BuildUpdateWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    let newerBuild = false;
    let checking: Promise<void> | undefined;
    let stopped = false;

    const connection = (): ConnectionInfo | undefined => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

    const check = (): Promise<void> => {
      if (newerBuild || stopped) return Promise.resolve();
      checking ??= fetch(LATEST_BUILD_URL, { cache: 'no-store', credentials: 'omit' })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => {
          const latest = parseLatestBuild(body);
          if (latest !== null && latest !== buildId) newerBuild = true;
        })
        .catch(() => {
          // offline or the server restarting: the next check will tell
        })
        .finally(() => {
          checking = undefined;
        });
      return checking;
    };

    const periodicCheck = () => {
      if (document.visibilityState === 'visible' && !isSlowConnection(connection())) void check();
    };

    const reloadOnce = () => {
      if (claimReload(window.sessionStorage, Date.now())) reloadPage();
    };

    const onChunkFailure = () => {
      if (newerBuild) return reloadOnce();
      // Not known yet: ask now (even on a slow link: the page is broken anyway), then decide.
      void check().then(() => {
        if (newerBuild) reloadOnce();
      });
    };

    const onError = (event: Event) => {
      if (isScriptLoadFailure(event) || (event instanceof ErrorEvent && isChunkLoadError(event.error))) onChunkFailure();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) onChunkFailure();
    };

    // First check about a second after the page goes idle; Safari has no requestIdleCallback.
    let firstTimer: ReturnType<typeof setTimeout> | undefined;
    const startFirst = () => {
      firstTimer = setTimeout(periodicCheck, FIRST_CHECK_DELAY_MS);
    };
    const idleHandle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(startFirst, { timeout: 5000 }) : undefined;
    if (idleHandle === undefined) startFirst();
    const interval = setInterval(periodicCheck, CHECK_INTERVAL_MS);

    // Capture phase: a <script>'s load error does not bubble to window.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('visibilitychange', periodicCheck);

    return () => {
      stopped = true;
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      clearTimeout(firstTimer);
      clearInterval(interval);
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', periodicCheck);
    };
  }, [buildId]);

  return null;
}
