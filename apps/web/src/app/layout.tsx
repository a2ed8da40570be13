// Root layout: <html lang="ru">, a skip link, header, main landmark and footer. Kept minimal;
// the spec's layouts (default, main, imposed) come as route groups later.
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { BuildUpdates } from '@/features/build-updates/build-updates';
import { getConfig } from '@/lib/config';
import { SiteFooter } from '@/ui/site-footer';
import { SiteHeader } from '@/ui/site-header';
import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: 'Новострой — квартиры от застройщика', template: '%s — Новострой' },
    description: 'Жилые комплексы, квартиры, коммерческие помещения, машино-места и кладовые от застройщика «Новострой».',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#f65605' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Per-request render: the CSP script nonce differs per response (docs/security.md).
  await connection();
  return (
    <html lang="ru">
      <body>
        <a href="#main" className="skip-link">
          Перейти к содержанию
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="site-main">
          {children}
        </main>
        <SiteFooter />
        <BuildUpdates />
      </body>
    </html>
  );
}
