// The page frame of the spec's layouts: skip link, header, <main>, footer. The layouts differ in how
// the content area is laid out (default: page-width column; main: full width; imposed: the header
// lies over the content's first screen). The header's call request and favourites counter come
// from the layout, as slots: the frame knows where they go, the features know what they do.
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderCallAction } from './site-header';

export type { HeaderCallAction, HeaderCallActionProps } from './site-header';

export type FrameLayout = 'default' | 'main' | 'imposed';

interface SiteFrameProps {
  layout: FrameLayout;
  callAction: HeaderCallAction;
  /** The header's link to the favourites (features/favourites FavouritesCounter). */
  favouritesCounter: ReactNode;
  children: ReactNode;
}

export function SiteFrame({ layout, callAction, favouritesCounter, children }: SiteFrameProps) {
  return (
    <div className="site-frame" data-layout={layout}>
      <a href="#main" className="skip-link">
        Перейти к содержанию
      </a>
      <SiteHeader callAction={callAction} favouritesCounter={favouritesCounter} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
