// /manifest.webmanifest: the site's name from the CMS, its colours and icons (platform/icons).
// Per request, so an editor's new site name shows without a build.
import type { MetadataRoute } from 'next';
import { webManifest } from '@/platform/icons/server';

export const dynamic = 'force-dynamic';

export default function manifest(): Promise<MetadataRoute.Manifest> {
  return webManifest();
}
