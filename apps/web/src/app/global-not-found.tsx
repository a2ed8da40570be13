// Unmatched paths (spec §8 'Page not found: {fullPath}'): a real 404 inside the default frame.
// Next renders this file on its own, without the root layout (experimental.globalNotFound), so it
// draws the document, styles and frame itself; a root not-found.tsx instead would be sent as the
// not-found fallback in the payload of every page.
// The web server also asks for it in place of the empty error shell Next sends when a route calls
// notFound() (server/not-found-page.mjs): then it is that route's 'Page Not Found: {fullPath}'.
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { AttributionRecorder } from '@/features/attribution';
import { FavouritesCounter } from '@/features/favourites';
import { CallbackRequestButton } from '@/features/leads';
import { NOT_FOUND_FOR_HEADER } from '@/lib/http/edge-headers';
import { NotFoundScreen, WholePageLinks } from '@/platform/errors/server';
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
  const routeRefused = (await headers()).has(NOT_FOUND_FOR_HEADER);
  return (
    <SiteDocument attributionRecorder={<AttributionRecorder />}>
      <SiteFrame layout="default" callAction={CallbackRequestButton} favouritesCounter={<FavouritesCounter />}>
        <NotFoundScreen kind={routeRefused ? 'invalid-parameter' : 'no-route'} />
      </SiteFrame>
      <WholePageLinks />
    </SiteDocument>
  );
}
