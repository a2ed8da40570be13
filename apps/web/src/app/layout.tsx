// Root layout: the site's document (platform/frame/site-document.tsx) around every route group.
// Header and footer belong to the route groups' layouts.
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AttributionRecorder } from '@/features/attribution';
import { failIfTestServerError } from '@/platform/errors/server';
import { SiteDocument } from '@/platform/frame';
import { SITE_VIEWPORT, siteMetadata } from '@/platform/seo';
import '@/ui/tokens.css';
import './globals.css';

export function generateMetadata(): Metadata {
  return siteMetadata();
}

export const viewport: Viewport = SITE_VIEWPORT;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Per-request render: the CSP script nonce differs per response (docs/security.md).
  await connection();
  await failIfTestServerError();
  return <SiteDocument attributionRecorder={<AttributionRecorder />}>{children}</SiteDocument>;
}
