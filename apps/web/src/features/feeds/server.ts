// The listing feeds (/feeds/yandex.xml, /feeds/cian.xml, /feeds/avito.xml) for route handlers and
// /debug: server only (files, upstream clients).
import 'server-only';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { avitoFormat } from './formats/avito';
import { cianFormat } from './formats/cian';
import { yandexFormat } from './formats/yandex';
import type { FeedSite } from './data/model';
import { feedFileResponse, unavailableResponse } from './data/respond';
import { upstreamFeedSources } from './data/sources';
import { FeedStore, type FeedStatus } from './data/store';

export type { FeedSite } from './data/model';
export type { FeedStatus } from './data/store';

export const FEED_FORMATS = [yandexFormat, cianFormat, avitoFormat] as const;

// One store per process on globalThis: Next bundles the route handlers and the /debug page
// separately, and a module-level variable would give each its own store (and /debug none).
const holder = globalThis as typeof globalThis & { novostroyFeedStore?: FeedStore };

function feedStore(): FeedStore {
  let store = holder.novostroyFeedStore;
  if (!store) {
    const config = getConfig();
    store = new FeedStore({
      dir: path.join(config.dataDir, 'feeds'),
      formats: FEED_FORMATS,
      sources: upstreamFeedSources(config.siteUrl),
      refreshMs: config.feeds.refreshMs,
    });
    holder.novostroyFeedStore = store;
  }
  return store;
}

/** GET and HEAD of one site's feed: the file with its validators, 304, or 503 while there is none. Never throws. */
export async function feedResponse(request: Request, site: FeedSite): Promise<Response> {
  try {
    const feed = await feedStore().get(site);
    if (!feed) return unavailableResponse(request.method);
    return await feedFileResponse(request, feed);
  } catch (error) {
    console.error(`[feeds] /feeds/${site}.xml failed:`, error instanceof Error ? error.message : error);
    return unavailableResponse(request.method);
  }
}

/** Each feed's last generation (offers, what it left out) and the last failure, for /debug. */
export function feedsStatus(): FeedStatus[] {
  return feedStore().status();
}
