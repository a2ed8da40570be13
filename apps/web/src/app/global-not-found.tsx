// Unmatched paths (spec §8 'Page not found: {fullPath}'): a real 404 inside the default frame.
// Next renders this file on its own, without the root layout (experimental.globalNotFound), so
// the frame is drawn here and not carried as a not-found fallback in every page's payload.
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { FavouritesCounter } from '@/features/favourites';
import { CallbackRequestButton } from '@/features/leads';
import { NotFoundScreen } from '@/platform/errors/server';
import { SiteFrame } from '@/platform/frame';
import { SiteDocument, siteMetadata, siteViewport } from './site-document';

// No root layout here, so no title template either: the whole title.
export function generateMetadata(): Metadata {
  return { ...siteMetadata(), title: 'Страница не найдена — Новострой', robots: { index: false } };
}

export const viewport: Viewport = siteViewport;

export default async function GlobalNotFound() {
  // Per-request render, as every page: the CSP script nonce differs per response.
  await connection();
  return (
    <SiteDocument>
      <SiteFrame layout="default" callAction={CallbackRequestButton} favouritesCounter={<FavouritesCounter />}>
        <NotFoundScreen kind="no-route" />
      </SiteFrame>
    </SiteDocument>
  );
}
