import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedFeed } from './generate';
import { feedFileResponse, isNotModified, matchesEtag, unavailableResponse } from './respond';

let dir: string;
let feed: GeneratedFeed;
const BODY = '<?xml version="1.0" encoding="UTF-8"?>\n<feed><feed_version>2</feed_version></feed>\n';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feeds-respond-'));
  const file = path.join(dir, 'cian.xml');
  await writeFile(file, BODY);
  feed = { site: 'cian', file, etag: '"abc123"', generatedAt: new Date('2026-11-25T04:00:00.500Z'), bytes: BODY.length, offers: 0, leftOut: [], typeNotListed: 0, durationMs: 5 };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const request = (method: string, headers: Record<string, string> = {}) => new Request('http://localhost/feeds/cian.xml', { method, headers });

describe('conditional requests', () => {
  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"abc123"', '"abc123"')).toBe(true);
    expect(matchesEtag('"x", W/"abc123"', '"abc123"')).toBe(true);
    expect(matchesEtag('*', '"abc123"')).toBe(true);
    expect(matchesEtag('"abc124"', '"abc123"')).toBe(false);
    expect(matchesEtag(null, '"abc123"')).toBe(false);
  });

  it('uses If-Modified-Since (to the second) only without If-None-Match', () => {
    const at = (text: string, extra: Record<string, string> = {}) => isNotModified(request('GET', { 'If-Modified-Since': text, ...extra }), feed);
    expect(at('Wed, 25 Nov 2026 04:00:00 GMT')).toBe(true);
    expect(at('Wed, 25 Nov 2026 03:59:59 GMT')).toBe(false);
    expect(at('not a date')).toBe(false);
    expect(at('Wed, 25 Nov 2026 04:00:00 GMT', { 'If-None-Match': '"other"' })).toBe(false);
  });
});

describe('feedFileResponse', () => {
  it('streams the file as UTF-8 XML with its validators', async () => {
    const response = await feedFileResponse(request('GET'), feed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('etag')).toBe('"abc123"');
    expect(response.headers.get('last-modified')).toBe('Wed, 25 Nov 2026 04:00:00 GMT');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(BODY)));
    expect(await response.text()).toBe(BODY);
  });

  it('answers 304 without a body to a client that has this feed', async () => {
    const response = await feedFileResponse(request('GET', { 'If-None-Match': '"abc123"' }), feed);
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"abc123"');
    expect(await response.text()).toBe('');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await feedFileResponse(request('HEAD'), feed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(BODY)));
    expect(response.body).toBeNull();
  });

  it('says 503 with Retry-After and a Russian note while there is no feed', async () => {
    const response = unavailableResponse('GET');
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).toMatch(/Фид временно недоступен/);
  });
});
