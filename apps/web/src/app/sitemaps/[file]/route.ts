// /sitemaps/<file>: a child sitemap of the index: pages.xml (every public page but the units) or
// units-<type>-<n>.xml (the unit pages on offer, split by type and in files of at most
// UNIT_SITEMAP_CHUNK units). Any other name is a 404; a units file whose units are unknown while
// sales-data is down is a 503 with Retry-After (platform/seo/sitemaps.ts).
import { childSitemapResponse } from '@/platform/seo';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return childSitemapResponse((await params).file);
}
