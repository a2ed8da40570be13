'use client';
// Measures the page view's LCP, INP, CLS and TTFB (Next's web-vitals) and sends them when the page
// is hidden. Loaded only for sampled page views (see vitals-reporter.tsx): the measuring code is
// never part of a page's first load. Late loading loses nothing, because the browser buffers
// the performance entries the metrics are computed from.
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { NOT_FOUND_SCREEN } from '@/lib/not-found-kinds';
import { toVitalsEntry, type MetricLike } from './payload';
import { UNMATCHED_ROUTE, routePattern, type RoutePattern } from './routes';
import { browserTransport, sendVitals } from './send-vitals';
import { VitalsQueue } from './vitals-queue';

const queue = new VitalsQueue((payload) => sendVitals(payload, browserTransport()));

/** The page on screen: a 404 (an unknown unit's address too) is not the page its address names. */
const currentRoute = (): RoutePattern => (document.querySelector(NOT_FOUND_SCREEN) ? UNMATCHED_ROUTE : routePattern(window.location.pathname));

// The page the visitor landed on: LCP, CLS, INP and TTFB of a full page load belong to it, even
// when they are reported after client-side navigations to other pages.
let landingRoute: RoutePattern | null = null;

function report(metric: MetricLike): void {
  const route = metric.navigationType === 'soft-navigation' ? currentRoute() : (landingRoute ?? currentRoute());
  const entry = toVitalsEntry(metric, route);
  if (entry) queue.add(entry);
}

export default function VitalsListener() {
  landingRoute ??= currentRoute();
  useReportWebVitals(report);
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') queue.flush();
    };
    const flushNow = () => queue.flush();
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flushNow);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flushNow);
    };
  }, []);
  return null;
}
