'use client';
// Real-user web vitals, mounted once in the root layout. Decides once per page view (a full load;
// the root layout stays mounted across client-side navigations) whether this view reports, and
// only then loads the measuring code. Renders nothing.
import { lazy, Suspense, useEffect, useState } from 'react';
import { isSampled, VITALS_SAMPLE_RATE } from './payload';

// A chunk that fails to load (a new deployment, a dropped connection) must not reach an error
// boundary: in the root layout that would replace the page. The view just goes unmeasured.
const VitalsListener = lazy(() => import('./vitals-listener').catch(() => ({ default: () => null })));

export function VitalsReporter({ sampleRate = VITALS_SAMPLE_RATE }: { sampleRate?: number }) {
  // Decided after hydration, so the server's render and the browser's agree.
  const [sampled, setSampled] = useState(false);
  useEffect(() => {
    if (isSampled(sampleRate, Math.random())) setSampled(true);
  }, [sampleRate]);
  if (!sampled) return null;
  return (
    <Suspense fallback={null}>
      <VitalsListener />
    </Suspense>
  );
}
