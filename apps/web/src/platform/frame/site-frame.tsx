// The page frame of the spec's layouts: skip link, header, <main>, footer. The layouts differ in how
// the content area is laid out (default: page-width column; main: full width; imposed: the header
// lies over the content's first screen). The header's call request comes from the layout, as a
// slot: the frame knows where it goes, the leads feature knows what it does.
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderCallAction } from './site-header';

export type { HeaderCallAction, HeaderCallActionProps } from './site-header';

export type FrameLayout = 'default' | 'main' | 'imposed';

export function SiteFrame({ layout, callAction, children }: { layout: FrameLayout; callAction: HeaderCallAction; children: ReactNode }) {
  return (
    <div className="site-frame" data-layout={layout}>
      <a href="#main" className="skip-link">
        Перейти к содержанию
      </a>
      <SiteHeader callAction={callAction} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
