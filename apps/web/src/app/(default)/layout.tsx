// The spec's "default" layout: the CMS header and footer around the page, with the
// callback request and the favourites counter in the header.
import type { ReactNode } from 'react';
import { FavouritesCounter } from '@/features/favourites';
import { CallbackRequestButton } from '@/features/leads';
import { SiteFrame } from '@/platform/frame';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <SiteFrame layout="default" callAction={CallbackRequestButton} favouritesCounter={<FavouritesCounter />}>{children}</SiteFrame>;
}
