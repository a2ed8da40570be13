// The document every page is drawn in: <html lang="ru"> with the fonts, and around the page the
// navigation helpers (top loading bar, scroll on navigation, focus in sideways rows, the hydration signal), the editor's
// preview banner, the site-wide schema.org Organization, build updates, the real-user metrics
// reporter and the optional analytics consent. The root layout and the global 404 (which Next renders without the
// root layout) both draw it; each imports the global styles itself, as Next requires of them.
// The attribution recorder is a feature, so it comes in as a slot.
import { Suspense, type ReactNode } from 'react';
import { AnalyticsConsent } from '@/platform/analytics';
import { BuildUpdates } from '@/platform/build-updates';
import { PreviewBanner } from '@/platform/preview';
import { OrganizationJsonLd } from '@/platform/seo';
import { VitalsReporter } from '@/platform/vitals';
import { getConfig } from '@/lib/config';
import { fontVariables } from '@/ui/fonts';
import { HydrationSignal } from './hydration-signal';
import { RowFocusReveal, ScrollManager } from './scroll-manager';
import { TopLoader } from './top-loader';

export function SiteDocument({ children, attributionRecorder }: { children: ReactNode; attributionRecorder: ReactNode }) {
  const { yandexMetricaId } = getConfig();
  return (
    <html lang="ru" className={fontVariables}>
      <body>
        {/* An editor's draft preview only: «Черновик» and the way out (platform/preview). */}
        <PreviewBanner />
        {/* Outside any Suspense boundary: it reports the root's hydration, nothing later. */}
        <HydrationSignal />
        <RowFocusReveal />
        {/* Both read the search params, which needs a Suspense boundary on static pages. */}
        <Suspense fallback={null}>
          <TopLoader />
          <ScrollManager />
        </Suspense>
        {children}
        {/* SEO frame: site-wide schema.org Organization (data only, not executable script). */}
        <OrganizationJsonLd />
        <BuildUpdates />
        {attributionRecorder}
        {/* Real-user LCP/INP/CLS/TTFB of a sample of page views, to POST /api/vitals (docs/web.md). */}
        <VitalsReporter />
        {/* With YANDEX_METRICA_ID only: the consent banner; the counter loads after «Принять» (docs/analytics.md). */}
        {yandexMetricaId ? <AnalyticsConsent counterId={yandexMetricaId} /> : null}
      </body>
    </html>
  );
}
