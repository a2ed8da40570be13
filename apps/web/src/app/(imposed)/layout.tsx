// The spec's "imposed" layout: the CMS header and footer around the page.
import type { ReactNode } from 'react';
import { SiteFrame } from '@/features/site-frame/site-frame';

export default function ImposedLayout({ children }: { children: ReactNode }) {
  return <SiteFrame layout="imposed">{children}</SiteFrame>;
}
