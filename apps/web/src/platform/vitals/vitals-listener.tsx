'use client';
// Measures the page view's LCP, INP, CLS and TTFB (Next's web-vitals) and sends them when the page
// is hidden. Loaded only for sampled page views (see vitals-reporter.tsx): the measuring code is
// never part of a page's first load. Late loading loses nothing, because the browser buffers
// the performance entries the metrics are computed from.
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { toVitalsEntry, type MetricLike } from './payload';
import { browserTransport, sendVitals } from './send-vitals';
import { VitalsQueue } from './vitals-queue';

const queue = new VitalsQueue((payload) => sendVitals(payload, browserTransport()));
// The page the visitor landed on: LCP, CLS, INP and TTFB of a full page load belong to it, even
// when they are reported after client-side navigations to other pages.
let landingPath: string | null = null;

function report(metric: MetricLike): void {
  const path = metric.navigationType === 'soft-navigation' ? window.location.pathname : (landingPath ?? window.location.pathname);
  const entry = toVitalsEntry(metric, path);
  if (entry) queue.add(entry);
}

export default function VitalsListener() {
  landingPath ??= window.location.pathname;
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
