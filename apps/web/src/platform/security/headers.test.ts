import { describe, expect, it } from 'vitest';
import { METRICA_ORIGINS, contentSecurityPolicy, createNonce, embedPolicy, isEmbeddablePath, originsOf, securityHeaders, tileSourcesOf } from './headers';
import { allowedVideoEmbed } from '@/lib/video-embed';

const base = { nonce: 'abc123==', mediaOrigins: ['http://127.0.0.1:1337', 'http://localhost:4010'], hstsMaxAge: 0, development: false };

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('lets only nonce-carrying scripts run, never inline or eval ones', () => {
    const script = directive(contentSecurityPolicy(base), 'script-src');
    expect(script).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(script).not.toContain('unsafe-inline');
  });

  it('allows the site\'s own stylesheets only, and inline styles only as attributes', () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(csp).not.toContain('style-src-elem');
  });

  it('allows images and video from the CMS and sales-data origins only', () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: http://127.0.0.1:1337 http://localhost:4010");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' http://127.0.0.1:1337 http://localhost:4010");
  });

  it('allows map tile images from the MAP_TILES_URL origin in img-src only, and no tile origin without tiles', () => {
    const csp = contentSecurityPolicy({ ...base, mapTileSources: tileSourcesOf('https://tiles.example.com/osm/{z}/{x}/{y}.png?key=public') });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: http://127.0.0.1:1337 http://localhost:4010 https://tiles.example.com");
    expect(directive(csp, 'media-src')).not.toContain('tiles.example.com');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(contentSecurityPolicy({ ...base, mapTileSources: tileSourcesOf(null) })).toBe(contentSecurityPolicy(base));
    // A tile server on the CMS's origin is named once.
    expect(directive(contentSecurityPolicy({ ...base, mapTileSources: tileSourcesOf('http://127.0.0.1:1337/tiles/{z}/{x}/{y}.png') }), 'img-src')).toBe(
      "img-src 'self' data: blob: http://127.0.0.1:1337 http://localhost:4010",
    );
  });

  it('forbids framing, plugins and foreign form targets', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('lets frames load only from the site and the video players the rich-text sanitiser keeps', () => {
    const frames = directive(contentSecurityPolicy(base), 'frame-src');
    expect(frames).toBe(
      "frame-src 'self' https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://rutube.ru https://vk.com https://vkvideo.ru",
    );
    // Every player a CMS text may embed is allowed here, or the visitor would see a blocked frame.
    for (const src of ['https://www.youtube-nocookie.com/embed/abc', 'https://rutube.ru/play/embed/abc', 'https://vk.com/video_ext.php?oid=1&id=2']) {
      const embed = allowedVideoEmbed(src);
      expect(embed).not.toBeNull();
      expect(frames?.split(' ')).toContain(new URL(embed ?? '').origin);
    }
  });

  it('allows Yandex Metrica for scripts, beacons and pixels only when a counter is configured', () => {
    const csp = contentSecurityPolicy({ ...base, analyticsOrigins: METRICA_ORIGINS });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic' https://mc.yandex.ru");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://mc.yandex.ru");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: http://127.0.0.1:1337 http://localhost:4010 https://mc.yandex.ru");
    // Nowhere else: no frames, media, fonts or styles from it.
    for (const name of ['default-src', 'style-src', 'media-src', 'font-src', 'frame-src', 'worker-src']) {
      expect(directive(csp, name), name).not.toContain('yandex');
    }
    // Without a counter (or with an empty list) the policy is byte for byte the one without analytics.
    expect(contentSecurityPolicy({ ...base, analyticsOrigins: [] })).toBe(contentSecurityPolicy(base));
    expect(contentSecurityPolicy(base)).not.toContain('yandex');
  });

  it('adds eval only for next dev', () => {
    expect(directive(contentSecurityPolicy({ ...base, development: true }), 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('securityHeaders', () => {
  it('sends the fixed headers and no HSTS on a plain-http demo', () => {
    const headers = securityHeaders(base);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('sends HSTS and upgrades requests when HSTS_MAX_AGE is set', () => {
    const headers = securityHeaders({ ...base, hstsMaxAge: 31_536_000 });
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });
});

describe('originsOf / createNonce', () => {
  it('reduces URLs to distinct origins', () => {
    expect(originsOf(['http://127.0.0.1:1337/', 'http://127.0.0.1:1337/cms', 'https://img.site.ru/a', 'not a url'])).toEqual([
      'http://127.0.0.1:1337',
      'https://img.site.ru',
    ]);
  });

  it('turns a tile template into its CSP source, a {s} subdomain into a wildcard', () => {
    expect(tileSourcesOf('https://tiles.example.com/{z}/{x}/{y}.png')).toEqual(['https://tiles.example.com']);
    expect(tileSourcesOf('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toEqual(['http://localhost:8080']);
    expect(tileSourcesOf('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.com']);
    expect(tileSourcesOf('https://{r}.tile.example.com/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileSourcesOf('not a url')).toEqual([]);
    expect(tileSourcesOf('')).toEqual([]);
    expect(tileSourcesOf(undefined)).toEqual([]);
  });

  it('makes a different base64 nonce each time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});

describe('embedPolicy', () => {
  const ORIGINS = ['https://partner.example', 'http://partner.example:8080'];

  it('matches /our-projects/<slug>/test only', () => {
    for (const path of ['/our-projects/zhk-severnoe-siyanie/test', '/our-projects/25/test', '/our-projects/%D0%B6%D0%BA/test']) {
      expect(isEmbeddablePath(path), path).toBe(true);
    }
    for (const path of ['/our-projects/zhk-a', '/our-projects/test', '/our-projects//test', '/our-projects/a/b/test', '/our-projects/a/test/x', '/test', '/x/our-projects/a/test', '/our-projects/a/testing']) {
      expect(isEmbeddablePath(path), path).toBe(false);
    }
  });

  it('lets the site and the allowed origins frame the test page, leaves X-Frame-Options out and asks not to index it', () => {
    const headers = securityHeaders({ ...base, ...embedPolicy('/our-projects/zhk-a/test', ORIGINS) });
    expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-ancestors')).toBe("frame-ancestors 'self' https://partner.example http://partner.example:8080");
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(headers['X-Robots-Tag']).toBe('noindex');
  });

  it('without allowed origins lets only the site itself frame the test page, which old browsers understand as SAMEORIGIN', () => {
    const headers = securityHeaders({ ...base, ...embedPolicy('/our-projects/zhk-a/test', []) });
    expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['X-Robots-Tag']).toBe('noindex');
  });

  it('forbids every frame on any other path, whatever the allow-list', () => {
    for (const path of ['/', '/our-projects', '/our-projects/zhk-a', '/api/leads']) {
      const headers = securityHeaders({ ...base, ...embedPolicy(path, ORIGINS) });
      expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
      expect(headers['X-Frame-Options'], path).toBe('DENY');
      expect(headers['X-Robots-Tag'], path).toBeUndefined();
    }
  });
});
