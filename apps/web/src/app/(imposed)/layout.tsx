// The spec's "imposed" layout: the CMS header and footer around the page, with the
// callback request and the favourites counter in the header.
import type { ReactNode } from 'react';
import { FavouritesCounter } from '@/features/favourites';
import { CallbackRequestButton } from '@/features/leads';
import { SiteFrame } from '@/platform/frame';

export default function ImposedLayout({ children }: { children: ReactNode }) {
  return <SiteFrame layout="imposed" callAction={CallbackRequestButton} favouritesCounter={<FavouritesCounter />}>{children}</SiteFrame>;
}
