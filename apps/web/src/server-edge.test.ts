import { describe, expect, it } from 'vitest';
import * as notFoundPage from '../server/not-found-page.mjs';
import * as edge from '../server/request-edge.mjs';
import { REVALIDATE_BODY_LIMIT_BYTES } from '@/platform/content-updates/server';
import { VITALS_BODY_LIMIT_BYTES } from '@/platform/vitals/server';
import { NOT_FOUND_FOR_HEADER, NOT_FOUND_ROUTE, PEER_ADDRESS_HEADER, UNREADABLE_PATH_HEADER } from '@/lib/http/edge-headers';
import { BODY_LIMIT_BYTES } from '@/lib/http/guards';
import { normaliseAddress } from '@/lib/http/trusted-proxies';

describe('the web server and the app agree', () => {
  it('on the names of the headers only the server sets', () => {
    expect(edge.PEER_ADDRESS_HEADER).toBe(PEER_ADDRESS_HEADER);
    expect(edge.UNREADABLE_PATH_HEADER).toBe(UNREADABLE_PATH_HEADER);
    expect(edge.NOT_FOUND_FOR_HEADER).toBe(NOT_FOUND_FOR_HEADER);
    expect(notFoundPage.NOT_FOUND_ROUTE).toBe(NOT_FOUND_ROUTE);
    expect(edge.INTERNAL_REQUEST_HEADERS).toEqual([PEER_ADDRESS_HEADER, UNREADABLE_PATH_HEADER, NOT_FOUND_FOR_HEADER]);
  });

  it('on the body limits: the server never cuts off a body a route would read', () => {
    expect(edge.bodyLimitFor('/api/revalidate')).toBe(REVALIDATE_BODY_LIMIT_BYTES);
    for (const path of ['/api/leads', '/api/send', '/api/vitals?x=1', '/our-projects']) {
      expect(edge.bodyLimitFor(path)).toBeGreaterThanOrEqual(Math.max(BODY_LIMIT_BYTES, VITALS_BODY_LIMIT_BYTES));
    }
    // ...and a visitor's POST is cut off at the leads' limit, not the CMS's larger one.
    expect(edge.bodyLimitFor('/api/leads')).toBe(BODY_LIMIT_BYTES);
  });

  it('on mapped IPv4 addresses', () => {
    for (const address of ['::ffff:203.0.113.7', '::FFFF:10.88.0.2', ' 127.0.0.1 ', '::1', '2001:db8::1']) {
      expect(edge.normaliseAddress(address)).toBe(normaliseAddress(address));
    }
    expect(normaliseAddress('::ffff:10.88.0.2')).toBe('10.88.0.2');
  });
});

describe('readableTarget', () => {
  it('escapes every % of a path that does not decode, and keeps the query', () => {
    expect(edge.readableTarget('/our-projects/%')).toBe('/our-projects/%25');
    expect(edge.readableTarget('/our-projects/%C0%AE?a=%ZZ')).toBe('/our-projects/%25C0%25AE?a=%ZZ');
    expect(edge.readableTarget('/seo/%FF%FE')).toBe('/seo/%25FF%25FE');
    expect(edge.readableTarget('/our-projects/%ZZ')).toBe('/our-projects/%25ZZ');
  });

  it('leaves readable paths alone, Cyrillic and an escaped % included', () => {
    for (const target of ['/', '/our-projects/%D0%B6%D0%BA', '/api/catalogue/%25', '/posts/1?q=%', '*']) expect(edge.readableTarget(target)).toBeNull();
  });
});

describe('declaredLength', () => {
  it('reads a plain number and nothing else', () => {
    expect(edge.declaredLength('1000000000')).toBe(1_000_000_000);
    expect(edge.declaredLength(' 2 ')).toBe(2);
    for (const value of [undefined, '', '-1', '1e9', '0x10', '12abc']) expect(edge.declaredLength(value)).toBeUndefined();
  });
});

describe('the router state header', () => {
  it('passes no header and a router state the client router writes', () => {
    expect(edge.isReadableRouterState(undefined)).toBe(true);
    const state = ['', { children: ['our-projects', { children: ['__PAGE__', {}] }] }, null, null, 1];
    expect(edge.isReadableRouterState(encodeURIComponent(JSON.stringify(state)))).toBe(true);
  });

  it('refuses what Next cannot parse (the server then drops it): broken %-escapes, not JSON, the wrong shape, two headers joined', () => {
    for (const header of ['%', '%E0%A4%A', '(?`', '%22GbPC%2B%60V%22', encodeURIComponent('{"a":1}'), encodeURIComponent('[1,2]'), `${encodeURIComponent('["",{}]')}, ${encodeURIComponent('["",{}]')}`]) {
      expect(edge.isReadableRouterState(header), header).toBe(false);
    }
  });
});

describe('browserCacheControl', () => {
  const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';
  const page = { method: 'GET', status: 200, contentType: 'text/html; charset=utf-8', cacheControl: NEXT_DYNAMIC, cookie: undefined };

  it('lets a public page and a navigation payload into the back/forward cache: no-store dropped, still asked again every time', () => {
    expect(edge.browserCacheControl(page)).toBe('private, no-cache, max-age=0, must-revalidate');
    expect(edge.browserCacheControl({ ...page, method: 'HEAD' })).toBe('private, no-cache, max-age=0, must-revalidate');
    expect(edge.browserCacheControl({ ...page, contentType: 'text/x-component' })).toBe('private, no-cache, max-age=0, must-revalidate');
    expect(edge.browserCacheControl({ ...page, cacheControl: 'private, no-store', cookie: 'analytics_consent=yes' })).toBe('private, no-cache');
  });

  it('leaves drafts, errors, other methods, other content and other caching as they are', () => {
    expect(edge.browserCacheControl({ ...page, cookie: 'a=1; __prerender_bypass=abc' })).toBe(NEXT_DYNAMIC);
    expect(edge.browserCacheControl({ ...page, status: 404 })).toBe(NEXT_DYNAMIC);
    expect(edge.browserCacheControl({ ...page, status: 500 })).toBe(NEXT_DYNAMIC);
    expect(edge.browserCacheControl({ ...page, method: 'POST' })).toBe(NEXT_DYNAMIC);
    expect(edge.browserCacheControl({ ...page, contentType: 'application/json' })).toBe(NEXT_DYNAMIC);
    expect(edge.browserCacheControl({ ...page, contentType: 'text/htmlx' })).toBe(NEXT_DYNAMIC);
    // A public shared-cache answer, or one that never said no-store, is not touched.
    expect(edge.browserCacheControl({ ...page, cacheControl: 'no-store' })).toBe('no-store');
    expect(edge.browserCacheControl({ ...page, cacheControl: 'public, max-age=300' })).toBe('public, max-age=300');
    expect(edge.browserCacheControl({ ...page, cacheControl: undefined })).toBeUndefined();
  });
});
