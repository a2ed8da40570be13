// Next.js configuration of the public website. Everything upstream is fetched on the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';

const appDir = path.dirname(fileURLToPath(import.meta.url));

const baseConfig: NextConfig = {
  // The contract package ships TypeScript sources, not a build.
  transpilePackages: ['@novostroy/contracts'],
  // The Redis client (lib/redis, only with REDIS_URL) is loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@redis/client'],
  poweredByHeader: false,
  // Unmatched paths render app/global-not-found.tsx on its own. A root not-found.tsx would be the
  // root segment's not-found fallback, and Next sends that fallback (here the whole frame: header
  // and footer again) in the payload of every page.
  //
  // CSS: Turbopack's default chunking put every CSS module into three files that every page loaded
  // (122 KB, the home page's styles on the privacy policy) and ordered some of them against their
  // imports (a page's override lost to the component's own rule). The graph chunker gives each page
  // the modules it imports, in import order, in shared chunks (docs/performance.md, "CSS per page").
  experimental: { globalNotFound: true, cssChunking: 'graph' },
  reactStrictMode: true,
  // npm workspaces hoist dependencies to the repository root; tell Turbopack where that is.
  turbopack: {
    root: path.join(appDir, '..', '..'),
    // Next's client imports its polyfills by this relative path (next/dist/client/app-globals.js):
    // ours keep only the one its supported browsers lack (src/platform/browser-support/polyfills.ts).
    resolveAlias: { '../build/polyfills/polyfill-module': './src/platform/browser-support/polyfills.ts' },
  },
  // Photos come from the CMS as plain <img> with srcset; the Next image optimiser is not used.
  images: { unoptimized: true },
  // SEO frame: the diagnostics pages (/debug, /debug/ui) are never indexed (the pages set robots
  // noindex metadata too).
  headers: () => Promise.resolve([{ source: '/debug/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }]),
  // Spec §2's flats listings by room count have the count inside one path segment, which a route
  // folder cannot express: the page lives at /kvartiry/[rooms] and validates the count itself.
  rewrites: () => Promise.resolve([{ source: '/kupit-:rooms-komnatnuyu-kvartiru-ot-zastroishika', destination: '/kvartiry/:rooms' }]),
};

/**
 * Scaled out (REDIS_URL set when `next start` runs), Next's data cache lives on Redis through
 * cache-handler.mjs, shared by every instance. Without REDIS_URL, and always for `next build` and
 * `next dev`, Next keeps its own in-process cache: the handler and its Redis client are never loaded.
 */
export default function nextConfig(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return baseConfig;
  return { ...baseConfig, cacheHandler: path.join(appDir, 'cache-handler.mjs') };
}
