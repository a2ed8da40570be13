// Next.js configuration of the public website. Everything upstream is fetched on the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const appDir = path.dirname(fileURLToPath(import.meta.url));

const nextConfig: NextConfig = {
  // The contract package ships TypeScript sources, not a build.
  transpilePackages: ['@novostroy/contracts'],
  poweredByHeader: false,
  reactStrictMode: true,
  // npm workspaces hoist dependencies to the repository root; tell Turbopack where that is.
  turbopack: { root: path.join(appDir, '..', '..') },
  // Photos come from the CMS as plain <img> with srcset; the Next image optimiser is not used.
  images: { unoptimized: true },
  // SEO frame: the diagnostics pages (/debug, /debug/ui) are never indexed (the pages set robots
  // noindex metadata too).
  headers: () => Promise.resolve([{ source: '/debug/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }]),
  // Spec §2's flats listings by room count have the count inside one path segment, which a route
  // folder cannot express: the page lives at /kvartiry/[rooms] and validates the count itself.
  rewrites: () => Promise.resolve([{ source: '/kupit-:rooms-komnatnuyu-kvartiru-ot-zastroishika', destination: '/kvartiry/:rooms' }]),
};

export default nextConfig;
