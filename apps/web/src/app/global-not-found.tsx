// Unmatched paths (spec §8 'Page not found: {fullPath}'): a real 404 inside the default frame.
// Next renders this file on its own, without the root layout (experimental.globalNotFound), so it
// draws the document, styles and frame itself; a root not-found.tsx instead would be sent as the
// not-found fallback in the payload of every page.
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { AttributionRecorder } from '@/features/attribution';
import { FavouritesCounter } from '@/features/favourites';
import { CallbackRequestButton } from '@/features/leads';
import { NotFoundScreen } from '@/platform/errors/server';
import { SiteDocument, SiteFrame, preloadSiteFonts } from '@/platform/frame';
import { SITE_VIEWPORT, siteMetadata } from '@/platform/seo';
import '@/ui/tokens.css';
import './globals.css';

// No root layout here, so no title template either: the whole title.
export function generateMetadata(): Metadata {
  return { ...siteMetadata(), title: 'Страница не найдена — Новострой', robots: { index: false } };
}

export const viewport: Viewport = SITE_VIEWPORT;

export default async function GlobalNotFound() {
  // Per-request render, as every page: the CSP script nonce differs per response.
  await connection();
  // Next sends no font preloads for this page (the others get them in a Link header).
  preloadSiteFonts();
  return (
    <SiteDocument attributionRecorder={<AttributionRecorder />}>
      <SiteFrame layout="default" callAction={CallbackRequestButton} favouritesCounter={<FavouritesCounter />}>
        <NotFoundScreen kind="no-route" />
      </SiteFrame>
    </SiteDocument>
  );
}
