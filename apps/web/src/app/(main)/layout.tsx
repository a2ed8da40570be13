// The spec's "main" layout: the CMS header and footer around the page.
import type { ReactNode } from 'react';
import { SiteFrame } from '@/features/site-frame/site-frame';

export default function MainLayout({ children }: { children: ReactNode }) {
  return <SiteFrame layout="main">{children}</SiteFrame>;
}
