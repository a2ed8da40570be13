// The document every page is drawn in: <html lang="ru">, the global styles, the navigation helpers
// (top loading bar, scroll on navigation), the site-wide schema.org Organization, build updates,
// attribution and the real-user metrics reporter. The root layout and the global 404 (which Next
// renders without the root layout) both use it. Header and footer belong to the route groups'
// layouts and to the 404 itself.
import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { AttributionRecorder } from '@/features/attribution';
import { AnalyticsConsent } from '@/platform/analytics';
import { BuildUpdates } from '@/platform/build-updates';
import { ICONS_METADATA } from '@/platform/icons';
import { PreviewBanner } from '@/platform/preview';
import { OrganizationJsonLd } from '@/platform/seo';
import { ScrollManager, TopLoader } from '@/platform/frame';
import { VitalsReporter } from '@/platform/vitals';
import { getConfig } from '@/lib/config';
import { fontVariables } from '@/ui/fonts';
import '@/ui/tokens.css';
import './globals.css';

/** The metadata every document starts from: the site's URL, its description and its icons. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: 'Новострой — квартиры от застройщика', template: '%s — Новострой' },
    description: 'Жилые комплексы, квартиры, коммерческие помещения, машино-места и кладовые от застройщика «Новострой».',
    icons: ICONS_METADATA,
  };
}

export const siteViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#f65605' };

export function SiteDocument({ children }: { children: ReactNode }) {
  const { yandexMetricaId } = getConfig();
  return (
    <html lang="ru" className={fontVariables}>
      <body>
        {/* An editor's draft preview only: «Черновик» and the way out (platform/preview). */}
        <PreviewBanner />
        {/* Both read the search params, which needs a Suspense boundary on static pages. */}
        <Suspense fallback={null}>
          <TopLoader />
          <ScrollManager />
        </Suspense>
        {children}
        {/* SEO frame: site-wide schema.org Organization (data only, not executable script). */}
        <OrganizationJsonLd />
        <BuildUpdates />
        <AttributionRecorder />
        {/* Real-user LCP/INP/CLS/TTFB of a sample of page views, to POST /api/vitals (docs/web.md). */}
        <VitalsReporter />
        {/* With YANDEX_METRICA_ID only: the consent banner; the counter loads after «Принять» (docs/analytics.md). */}
        {yandexMetricaId ? <AnalyticsConsent counterId={yandexMetricaId} /> : null}
      </body>
    </html>
  );
}
