'use client';
// Real-user web vitals, mounted once in the root layout. Decides once per page view (a full load;
// the root layout stays mounted across client-side navigations) whether this view reports, and
// only then loads the measuring code. Renders nothing.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { isSampled, VITALS_SAMPLE_RATE } from './payload';

// A chunk that fails to load (a new deployment, a dropped connection) must not reach an error
// boundary: in the root layout that would replace the page. The view just goes unmeasured.
const VitalsListener = lazy(() => import('./vitals-listener').catch(() => ({ default: () => null })));

const noSubscription = () => () => undefined;

export function VitalsReporter({ sampleRate = VITALS_SAMPLE_RATE }: { sampleRate?: number }) {
  // One draw per page view, kept across re-renders. It counts only in the browser after
  // hydration (the server's answer is "not sampled"), so the server's render and the browser's agree.
  const [draw] = useState(() => Math.random());
  const sampled = useSyncExternalStore(noSubscription, () => isSampled(sampleRate, draw), () => false);
  if (!sampled) return null;
  return (
    <Suspense fallback={null}>
      <VitalsListener />
    </Suspense>
  );
}
