'use client';
// The analytics consent (152-FZ): with a counter configured, a banner asks once, with «Принять»
// and «Отклонить» side by side, and nothing of the counter loads before «Принять». The choice is a
// first-party cookie read here in the browser, so cached pages stay the same for every visitor.
// After consent the counter's loader (./metrica.ts) is imported and every client navigation is a
// hit. The footer's «Настройки cookie» (./cookie-settings-button.tsx) opens the banner again;
// withdrawing consent removes the counter's cookies and reloads the page without it.
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { clearCounterStorage, consentCookie, readConsent, type AnalyticsConsent as Choice } from './consent';
import { CONSENT_CHANGED_EVENT, OPEN_SETTINGS_EVENT } from './events';
import { isCounterRunning, sendHit, setRunningCounter } from './state';

// The banner's markup and texts are a chunk of their own, fetched only when it shows (a first
// visit, or «Настройки cookie»). A chunk that fails to load shows nothing: nothing loads either.
const ConsentBanner = lazy(() => import('./consent-banner').catch(() => ({ default: () => null })));

/** The stored choice as this browser sees it: 'server' while rendering HTML, 'framed' in another site's frame. */
type Snapshot = Choice | 'none' | 'framed' | 'server';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
}

function readSnapshot(): Snapshot {
  // A page shown in another site's frame (the embeddable test page) asks nothing and counts nothing.
  if (window.self !== window.top) return 'framed';
  return readConsent(document.cookie) ?? 'none';
}

const serverSnapshot = (): Snapshot => 'server';

function startCounter(counterId: string): void {
  // A chunk that fails to load (a new deployment, a dropped connection) just counts nothing.
  import('./metrica').then(({ startMetrica }) => startMetrica(counterId), () => undefined);
}

export function AnalyticsConsent({ counterId }: { counterId: string }) {
  const stored = useSyncExternalStore(subscribe, readSnapshot, serverSnapshot);
  const [reopened, setReopened] = useState(false);
  const reopenedFrom = useRef<HTMLElement | null>(null);
  const pathname = usePathname();
  const lastPathname = useRef<string | null>(null);

  // Consent given (now or on an earlier visit): the counter's loader, once.
  useEffect(() => {
    if (stored === 'granted') startCounter(counterId);
  }, [stored, counterId]);

  // A client navigation is a page view of its own (the loader counts the first one).
  useEffect(() => {
    if (lastPathname.current !== null && lastPathname.current !== pathname && isCounterRunning()) sendHit();
    lastPathname.current = pathname;
  }, [pathname]);

  useEffect(() => {
    function reopen() {
      reopenedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setReopened(true);
    }
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, reopen);
  }, []);

  function choose(next: Choice) {
    const previous = stored;
    document.cookie = consentCookie(next, window.location.protocol === 'https:');
    setReopened(false);
    reopenedFrom.current?.focus();
    reopenedFrom.current = null;
    window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
    if (next === 'denied' && (previous === 'granted' || isCounterRunning())) {
      // Withdrawn: no more hits or goals, the counter's cookies gone, and a page without tag.js.
      setRunningCounter(null);
      clearCounterStorage();
      window.location.reload();
    }
  }

  const choice = stored === 'granted' || stored === 'denied' ? stored : null;
  const open = stored === 'none' || (reopened && stored !== 'framed' && stored !== 'server');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner current={choice} focusOnOpen={reopened} onChoose={choose} />
    </Suspense>
  );
}
