// The spec's "default" layout: the CMS header and footer around the page.
import type { ReactNode } from 'react';
import { SiteFrame } from '@/features/site-frame/site-frame';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <SiteFrame layout="default">{children}</SiteFrame>;
}
