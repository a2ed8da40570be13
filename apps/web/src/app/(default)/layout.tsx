// The spec's "default" layout: the CMS header and footer around the page, with the
// callback request in the header.
import type { ReactNode } from 'react';
import { CallbackRequestButton } from '@/features/leads';
import { SiteFrame } from '@/platform/frame';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <SiteFrame layout="default" callAction={CallbackRequestButton}>{children}</SiteFrame>;
}
