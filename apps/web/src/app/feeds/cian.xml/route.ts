// GET/HEAD /feeds/cian.xml: the listing feed for CIAN (features/feeds, docs/feeds.md).
import { feedResponse } from '@/features/feeds/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return feedResponse(request, 'cian');
}

export function HEAD(request: Request): Promise<Response> {
  return feedResponse(request, 'cian');
}
