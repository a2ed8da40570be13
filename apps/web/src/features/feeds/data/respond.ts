// The HTTP answer of /feeds/{site}.xml: the feed file streamed from disk with its validators
// (ETag = hash of the bytes, Last-Modified = generation time), 304 for a conditional request that
// already has it, HEAD without a body, and 503 with Retry-After while no feed exists at all.
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { feedsTexts } from '../texts';
import type { GeneratedFeed } from './generate';

export const FEED_CONTENT_TYPE = 'application/xml; charset=utf-8';
/** Seconds a listing site is told to wait before asking again while there is no feed. */
export const FEED_RETRY_AFTER_SECONDS = 120;
/** Caches may keep a copy but must ask again (cheap with the validators): a sold unit leaves the feed within the refresh time. */
export const FEED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const READ_CHUNK_BYTES = 1024 * 1024;

/** If-None-Match: a list of entity tags or "*", compared weakly (RFC 9110 §13.1.2). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** Whether the client's copy is current: If-None-Match decides when sent, otherwise If-Modified-Since (to the second). */
export function isNotModified(request: Pick<Request, 'headers'>, feed: Pick<GeneratedFeed, 'etag' | 'generatedAt'>): boolean {
  const noneMatch = request.headers.get('if-none-match');
  if (noneMatch !== null) return matchesEtag(noneMatch, feed.etag);
  const since = request.headers.get('if-modified-since');
  if (!since) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(feed.generatedAt.getTime() / 1000) * 1000 <= sinceMs;
}

export function unavailableResponse(method: string): Response {
  return new Response(method === 'HEAD' ? null : feedsTexts.unavailable, {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(FEED_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}

/** The feed's answer to one GET or HEAD request. */
export async function feedFileResponse(request: Pick<Request, 'headers' | 'method'>, feed: GeneratedFeed): Promise<Response> {
  const headers = new Headers({
    'Content-Type': FEED_CONTENT_TYPE,
    ETag: feed.etag,
    'Last-Modified': feed.generatedAt.toUTCString(),
    'Cache-Control': FEED_CACHE_CONTROL,
  });
  if (isNotModified(request, feed)) return new Response(null, { status: 304, headers });
  // Opened before answering: a newer feed renamed over the path meanwhile does not mix into this one.
  const handle = await open(feed.file, 'r');
  try {
    const { size } = await handle.stat();
    headers.set('Content-Length', String(size));
    if (request.method === 'HEAD') {
      await handle.close();
      return new Response(null, { status: 200, headers });
    }
    // Read in large chunks: a feed of tens of MB in 64 KB pieces spends its time passing chunks along.
    const body = Readable.toWeb(handle.createReadStream({ autoClose: true, highWaterMark: READ_CHUNK_BYTES })) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
