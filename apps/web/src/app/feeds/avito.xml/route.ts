// GET/HEAD /feeds/avito.xml: the listing feed for Avito (features/feeds, docs/feeds.md).
import { feedResponse } from '@/features/feeds/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return feedResponse(request, 'avito');
}

export function HEAD(request: Request): Promise<Response> {
  return feedResponse(request, 'avito');
}
