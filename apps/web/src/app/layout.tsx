// Root layout: <html lang="ru" className={fontVariables}><body>, the global styles and the navigation helpers (top loading
// bar, scroll on navigation) and the real-user metrics reporter. Header and footer belong to the
// route groups' layouts.
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { Suspense, type ReactNode } from 'react';
import { AttributionRecorder } from '@/features/attribution';
import { AnalyticsConsent } from '@/platform/analytics';
import { BuildUpdates } from '@/platform/build-updates';
import { ICONS_METADATA } from '@/platform/icons';
import { failIfTestServerError } from '@/platform/errors/server';
import { PreviewBanner } from '@/platform/preview';
import { OrganizationJsonLd } from '@/platform/seo';
import { ScrollManager, TopLoader } from '@/platform/frame';
import { VitalsReporter } from '@/platform/vitals';
import { getConfig } from '@/lib/config';
import { fontVariables } from '@/ui/fonts';
import '@/ui/tokens.css';
import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: 'Новострой — квартиры от застройщика', template: '%s — Новострой' },
    description: 'Жилые комплексы, квартиры, коммерческие помещения, машино-места и кладовые от застройщика «Новострой».',
    icons: ICONS_METADATA,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#f65605' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Per-request render: the CSP script nonce differs per response (docs/security.md).
  await connection();
  await failIfTestServerError();
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
