// Root layout: the site's document (site-document.tsx) around every route group. Header and footer
// belong to the route groups' layouts.
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { failIfTestServerError } from '@/platform/errors/server';
import { SiteDocument, siteMetadata, siteViewport } from './site-document';

export function generateMetadata(): Metadata {
  return siteMetadata();
}

export const viewport: Viewport = siteViewport;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Per-request render: the CSP script nonce differs per response (docs/security.md).
  await connection();
  await failIfTestServerError();
  return <SiteDocument>{children}</SiteDocument>;
}
