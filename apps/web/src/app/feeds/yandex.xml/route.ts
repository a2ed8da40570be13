// GET/HEAD /feeds/yandex.xml: the listing feed for Yandex Realty (features/feeds, docs/feeds.md).
import { feedResponse } from '@/features/feeds/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return feedResponse(request, 'yandex');
}

export function HEAD(request: Request): Promise<Response> {
  return feedResponse(request, 'yandex');
}
