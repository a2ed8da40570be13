// Unmatched paths (spec §8 'Page not found: {fullPath}'): a real 404 inside the default frame.
import type { Metadata } from 'next';
import { NotFoundScreen } from '@/platform/errors/server';
import { FavouritesCounter } from '@/features/favourites';
import { CallbackRequestButton } from '@/features/leads';
import { SiteFrame } from '@/platform/frame';

export const metadata: Metadata = { title: 'Страница не найдена', robots: { index: false } };

export default function NotFound() {
  return (
    <SiteFrame layout="default" callAction={CallbackRequestButton} favouritesCounter={<FavouritesCounter />}>
      <NotFoundScreen kind="no-route" />
    </SiteFrame>
  );
}
