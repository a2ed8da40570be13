'use client';
// The top loading bar on every client navigation (#f65605, 3 px). It appears only when the
// navigation takes longer than the throttle, creeps towards the end over the duration, fills when
// the new URL is rendered, then fades after the hide delay and resets after the reset delay.
// While the bar creeps, the loader overlay covers the page. It replaces loading.tsx: a Suspense
// boundary above the pages would start streaming with status 200 before notFound() or a redirect
// could set the real status (checked: /our-projects/<unknown> answered 200 with loading.tsx).
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { PageLoader } from './page-loader';
import { startsNavigation, TOP_LOADER } from './top-loader-timing';

type Phase = 'idle' | 'waiting' | 'loading' | 'done' | 'hiding';

export function TopLoader() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [phase, setPhase] = useState<Phase>('idle');
  const phaseRef = useRef<Phase>('idle');
  const timers = useRef<number[]>([]);
  // The URL (path and query) on screen, to tell back/forward between pages from hash changes.
  const rendered = useRef('');
  useEffect(() => {
    rendered.current = search ? `${pathname}?${search}` : pathname;
  }, [pathname, search]);

  function clearTimers() {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }
  function go(next: Phase) {
    phaseRef.current = next;
    setPhase(next);
  }

  useEffect(() => {
    function start() {
      clearTimers();
      go('waiting');
      timers.current.push(window.setTimeout(() => go('loading'), TOP_LOADER.throttleMs));
    }
    // Capture phase: next/link calls preventDefault() on the way up, so a bubbling listener could
    // not tell its client navigations from cancelled clicks.
    function onClick(event: MouseEvent) {
      if (event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      const link = { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') };
      if (startsNavigation(link, new URL(window.location.href), modified)) start();
    }
    // Browsers also fire popstate for a jump to an anchor of the same page: nothing loads then.
    function onPopState() {
      if (`${window.location.pathname}${window.location.search}` !== rendered.current) start();
    }
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      clearTimers();
    };
  }, []);

  // The new URL is rendered: finish the bar (or cancel it if the throttle never let it show).
  useEffect(() => {
    const current = phaseRef.current;
    clearTimers();
    if (current === 'waiting') {
      go('idle');
      return;
    }
    if (current !== 'loading') return;
    go('done');
    timers.current.push(
      window.setTimeout(() => {
        go('hiding');
        timers.current.push(window.setTimeout(() => go('idle'), TOP_LOADER.resetDelayMs));
      }, TOP_LOADER.hideDelayMs),
    );
  }, [pathname, search]);

  const style: CSSProperties = {
    position: 'fixed',
    top: 0,
    left: 0,
    zIndex: 1000,
    height: `${TOP_LOADER.heightPx}px`,
    background: TOP_LOADER.color,
    pointerEvents: 'none',
    width: phase === 'loading' ? '90%' : phase === 'done' || phase === 'hiding' ? '100%' : '0%',
    opacity: phase === 'idle' || phase === 'waiting' || phase === 'hiding' ? 0 : 1,
    transition:
      phase === 'loading'
        ? `width ${TOP_LOADER.durationMs}ms ease-out`
        : phase === 'done'
          ? 'width 200ms ease-in'
          : phase === 'hiding'
            ? `opacity ${TOP_LOADER.resetDelayMs}ms linear`
            : 'none',
  };
  return (
    <>
      <div data-top-loader={phase} aria-hidden="true" style={style} />
      {phase === 'loading' ? <PageLoader /> : null}
    </>
  );
}
