import { describe, expect, it } from 'vitest';
import { edgeCacheHeaders, edgeNoncePlaceholder, edgeSettingsFrom, isEdgeRequest } from './edge';

const SECRET = 'edge-secret-0123456789abcdef';
const settings = edgeSettingsFrom({ EDGE_SECRET: SECRET, EDGE_CACHE_SECONDS: '30', EDGE_STALE_SECONDS: '300' });
const PLACEHOLDER_VECTOR = 'edge51d92f4702b529cbe58fb849f425c63f7bf66d12';
const page = { method: 'GET', pathname: '/our-projects', rsc: false, hasCookie: false };

describe('isEdgeRequest', () => {
  it('accepts only the exact configured secret', () => {
    expect(isEdgeRequest(SECRET, settings)).toBe(true);
    expect(isEdgeRequest(`${SECRET}x`, settings)).toBe(false);
    expect(isEdgeRequest(SECRET.slice(0, -1), settings)).toBe(false);
    expect(isEdgeRequest('', settings)).toBe(false);
    expect(isEdgeRequest(null, settings)).toBe(false);
  });

  it('trusts nobody when no secret is configured, even a request sending an empty one', () => {
    const none = edgeSettingsFrom({});
    expect(isEdgeRequest('', none)).toBe(false);
    expect(isEdgeRequest('anything', none)).toBe(false);
  });

  it('treats a short, guessable secret as no secret', () => {
    const weak = edgeSettingsFrom({ EDGE_SECRET: 'abc' });
    expect(weak.secret).toBe('');
    expect(isEdgeRequest('abc', weak)).toBe(false);
  });
});

describe('edgeCacheHeaders', () => {
  it('lets the cache layer keep a public page, with the configured lifetimes', () => {
    expect(edgeCacheHeaders(page, true, settings)).toEqual({
      'X-Accel-Expires': '30',
      'X-Edge-Cache': 'public, s-maxage=30, stale-while-revalidate=300',
    });
  });

  it('adds nothing for a request that did not come through the cache layer', () => {
    expect(edgeCacheHeaders(page, false, settings)).toEqual({});
  });

  it('never marks API routes, the build marker, POSTs, RSC payloads or requests with cookies as cacheable', () => {
    expect(edgeCacheHeaders({ ...page, pathname: '/api/health' }, true, settings)).toEqual({});
    expect(edgeCacheHeaders({ ...page, pathname: '/builds/latest.json' }, true, settings)).toEqual({});
    expect(edgeCacheHeaders({ ...page, method: 'POST' }, true, settings)).toEqual({});
    expect(edgeCacheHeaders({ ...page, rsc: true }, true, settings)).toEqual({});
    expect(edgeCacheHeaders({ ...page, hasCookie: true }, true, settings)).toEqual({});
  });

  it('caches nothing when EDGE_CACHE_SECONDS is 0, and falls back on nonsense values', () => {
    expect(edgeCacheHeaders(page, true, { ...settings, maxAgeSeconds: 0 })).toEqual({});
    expect(edgeSettingsFrom({ EDGE_CACHE_SECONDS: 'soon', EDGE_STALE_SECONDS: '-1' })).toMatchObject({ maxAgeSeconds: 30, staleSeconds: 300 });
  });
});

describe('edgeNoncePlaceholder', () => {
  it('is a valid CSP nonce token, different for every secret, so markup cannot guess it', () => {
    expect(settings.placeholder).toMatch(/^[A-Za-z0-9+/_-]+={0,2}$/);
    expect(settings.placeholder).toBe(edgeNoncePlaceholder(SECRET));
    expect(edgeNoncePlaceholder(`${SECRET}x`)).not.toBe(settings.placeholder);
  });

  it('matches the one deploy/nginx/render.mjs writes into the nginx config', () => {
    // The same vector is asserted in bench/lib/nginx.test.mjs.
    expect(edgeNoncePlaceholder('edge-secret-0123456789abcdef')).toBe(PLACEHOLDER_VECTOR);
  });

  it('is empty without a secret, so nothing is ever rendered with a placeholder', () => {
    expect(edgeSettingsFrom({}).placeholder).toBe('');
  });
});
