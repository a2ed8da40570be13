import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, findRepoRoot, parseConfig } from './config';

const fakeRoots: string[] = [];
afterEach(() => {
  for (const root of fakeRoots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A fake checkout: a workspaces root with apps/web inside, optionally a token file in .data/. */
function fakeRepo(token?: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'novostroy-config-'));
  fakeRoots.push(root);
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'x', workspaces: ['apps/web'] }));
  const web = path.join(root, 'apps', 'web');
  mkdirSync(web, { recursive: true });
  writeFileSync(path.join(web, 'package.json'), JSON.stringify({ name: '@x/web' }));
  if (token !== undefined) {
    mkdirSync(path.join(root, '.data'));
    writeFileSync(path.join(root, '.data', 'cms-api-token'), token);
  }
  return { root, web };
}

describe('parseConfig', () => {
  it('runs on demo defaults when nothing is set', () => {
    const { root, web } = fakeRepo();
    expect(parseConfig({}, { cwd: web })).toEqual({
      cms: {
        url: 'http://127.0.0.1:1337',
        mediaUrl: 'http://127.0.0.1:1337',
        apiToken: undefined,
        apiTokenFile: path.join(root, '.data', 'cms-api-token'),
        tokenInQuery: false,
      },
      salesData: { url: 'http://127.0.0.1:4010', token: 'dev-sales-data-token', cacheTtlMs: 60_000 },
      upstreamTimeoutMs: 5000,
      pageUpstreamBudgetMs: 2000,
      siteUrl: 'http://localhost:3000',
      salesDataPublicUrl: 'http://localhost:4010',
      mapTiles: null,
      redirectAllowedHosts: [],
      embedAllowedOrigins: [],
      hstsMaxAge: 0,
      testServerErrors: false,
      dataDir: path.join(root, '.data', 'web'),
      databaseUrl: undefined,
      revalidateSecret: undefined,
      preview: { secret: undefined, adminOrigin: 'http://127.0.0.1:1337' },
      trustedProxies: [],
      debugToken: undefined,
      yandexMetricaId: null,
      feeds: { refreshMs: 30 * 60_000 },
      leads: { rateLimit: 10, rateWindowMs: 600_000 },
      outbox: { maxAttempts: 30, retryBaseMs: 2000, retryMaxMs: 600_000, ratePerSecond: 7, pollMs: 1000 },
    });
  });

  it('reads the lead database, rate limit and outbox settings', () => {
    const { web } = fakeRepo();
    const config = parseConfig(
      {
        DATABASE_URL: 'postgres://web:pw@db.internal:5432/novostroy',
        LEAD_RATE_LIMIT: '3',
        LEAD_RATE_WINDOW_SECONDS: '60',
        OUTBOX_MAX_ATTEMPTS: '5',
        OUTBOX_RETRY_BASE_MS: '100',
        OUTBOX_RETRY_MAX_MS: '1000',
        OUTBOX_RATE_PER_SECOND: '2',
        OUTBOX_POLL_MS: '250',
      },
      { cwd: web },
    );
    expect(config.databaseUrl).toBe('postgres://web:pw@db.internal:5432/novostroy');
    expect(config.leads).toEqual({ rateLimit: 3, rateWindowMs: 60_000 });
    expect(config.outbox).toEqual({ maxAttempts: 5, retryBaseMs: 100, retryMaxMs: 1000, ratePerSecond: 2, pollMs: 250 });
  });

  it('keeps analytics off unless YANDEX_METRICA_ID is set, and takes only a counter number', () => {
    const { web } = fakeRepo();
    expect(parseConfig({}, { cwd: web }).yandexMetricaId).toBeNull();
    expect(parseConfig({ YANDEX_METRICA_ID: '' }, { cwd: web }).yandexMetricaId).toBeNull();
    expect(parseConfig({ YANDEX_METRICA_ID: ' 12345678 ' }, { cwd: web }).yandexMetricaId).toBe('12345678');
    for (const bad of ['abc', '12345678; script-src *', '-1', '0123', '1'.repeat(17)]) {
      expect(() => parseConfig({ YANDEX_METRICA_ID: bad }, { cwd: web })).toThrow(/YANDEX_METRICA_ID: must be the number of a Yandex Metrica counter/);
    }
  });

  it('takes a revalidation secret of at least 16 characters and never echoes a short one', () => {
    const { web } = fakeRepo();
    expect(parseConfig({ REVALIDATE_SECRET: ' a-long-enough-secret ' }, { cwd: web }).revalidateSecret).toBe('a-long-enough-secret');
    expect(() => parseConfig({ REVALIDATE_SECRET: 'short-pw' }, { cwd: web })).toThrow(/REVALIDATE_SECRET: must be at least 16 characters/);
    expect(() => parseConfig({ REVALIDATE_SECRET: 'short-pw' }, { cwd: web })).not.toThrow(/short-pw/);
  });

  it('takes the public base of upload URLs apart from the CMS address web calls', () => {
    const { web } = fakeRepo();
    expect(parseConfig({ CMS_URL: 'http://cms.internal:1337' }, { cwd: web }).cms.mediaUrl).toBe('http://cms.internal:1337');
    const split = parseConfig({ CMS_URL: 'http://cms.internal:1337', CMS_MEDIA_URL: 'https://cms.example.ru/' }, { cwd: web }).cms;
    expect(split).toMatchObject({ url: 'http://cms.internal:1337', mediaUrl: 'https://cms.example.ru' });
    expect(() => parseConfig({ CMS_MEDIA_URL: 'ftp://cms.example.ru' }, { cwd: web })).toThrow(/CMS_MEDIA_URL: must be an http\(s\) URL/);
  });

  it('takes a preview secret and the CMS admin origin the draft pages may be framed by', () => {
    const { web } = fakeRepo();
    const config = parseConfig({ PREVIEW_SECRET: 'preview-secret-of-length', CMS_URL: 'http://cms.internal:1337/' }, { cwd: web });
    expect(config.preview).toEqual({ secret: 'preview-secret-of-length', adminOrigin: 'http://cms.internal:1337' });
    expect(parseConfig({ CMS_ADMIN_URL: 'https://cms.example.ru/admin' }, { cwd: web }).preview.adminOrigin).toBe('https://cms.example.ru');
    expect(() => parseConfig({ PREVIEW_SECRET: 'short' }, { cwd: web })).toThrow(/PREVIEW_SECRET: must be at least 16 characters/);
  });

  it('refuses a database URL that is not Postgres, without echoing it', () => {
    const { web } = fakeRepo();
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x', LEAD_RATE_LIMIT: '0' }, { cwd: web })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL[\s\S]*LEAD_RATE_LIMIT: must be at least 1/,
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' }, { cwd: web })).not.toThrow(/hunter2/);
  });

  it('keeps Redis off unless REDIS_URL is set, and refuses a URL that is not Redis without echoing it', () => {
    const { web } = fakeRepo();
    expect(parseConfig({}, { cwd: web }).redis).toBeUndefined();
    expect(parseConfig({ REDIS_URL: '', REDIS_KEY_PREFIX: 'ignored:' }, { cwd: web }).redis).toBeUndefined();
    expect(parseConfig({ REDIS_URL: 'redis://:s3cret@redis.internal:6379/2' }, { cwd: web }).redis).toEqual({
      url: 'redis://:s3cret@redis.internal:6379/2',
      keyPrefix: 'novostroy:',
    });
    expect(parseConfig({ REDIS_URL: 'rediss://redis.internal', REDIS_KEY_PREFIX: 'site-b:' }, { cwd: web }).redis?.keyPrefix).toBe('site-b:');
    expect(() => parseConfig({ REDIS_URL: 'http://:hunter2@redis.internal' }, { cwd: web })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => parseConfig({ REDIS_URL: 'http://:hunter2@redis.internal' }, { cwd: web })).not.toThrow(/hunter2/);
    expect(() => parseConfig({ REDIS_URL: 'redis://redis.internal', REDIS_KEY_PREFIX: 'has space' }, { cwd: web })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('reads the redirect allow-list, HSTS max-age and data folder', () => {
    const { web } = fakeRepo();
    const config = parseConfig(
      { REDIRECT_ALLOWED_HOSTS: ' Example.ru, www.example.ru:8443 ,', HSTS_MAX_AGE: '31536000', DATA_DIR: '/srv/web-data' },
      { cwd: web },
    );
    expect(config.redirectAllowedHosts).toEqual(['example.ru', 'www.example.ru:8443']);
    expect(config.hstsMaxAge).toBe(31_536_000);
    expect(config.dataDir).toBe('/srv/web-data');
  });

  it.each(['https://example.ru', 'evil.example/path', '*.example.ru', 'a b'])('refuses %j as an allowed redirect host', (hosts) => {
    const { web } = fakeRepo();
    expect(() => parseConfig({ REDIRECT_ALLOWED_HOSTS: hosts }, { cwd: web })).toThrow(/REDIRECT_ALLOWED_HOSTS/);
  });

  it('reads the embed allow-list as origins: trimmed, lower case, a trailing slash and a default port dropped, each once', () => {
    const { web } = fakeRepo();
    expect(parseConfig({ EMBED_ALLOWED_ORIGINS: '' }, { cwd: web }).embedAllowedOrigins).toEqual([]);
    expect(
      parseConfig({ EMBED_ALLOWED_ORIGINS: ' https://Partner.Example/ ,http://partner.example:8080,, https://partner.example:443' }, { cwd: web }).embedAllowedOrigins,
    ).toEqual(['https://partner.example', 'http://partner.example:8080']);
  });

  it.each([
    'bare-host.example',
    'ftp://partner.example',
    'https://partner.example/embed',
    'https://partner.example?x=1',
    'https://*.partner.example',
    'https://user@partner.example',
    "'self'",
    'https://partner.example https://other.example',
    'javascript:alert(1)',
  ])('refuses %j as an embed origin, in one message without the value', (origins) => {
    const { web } = fakeRepo();
    let error: unknown;
    try {
      parseConfig({ EMBED_ALLOWED_ORIGINS: `https://ok.example,${origins}` }, { cwd: web });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([expect.stringMatching(/^EMBED_ALLOWED_ORIGINS: must be a comma-separated list of http\(s\) origins .*entry 2$/)]);
    expect(problems[0]).not.toContain(origins);
  });

  it('reads the trusted proxies as addresses and CIDR ranges, and names a bad entry by its place', () => {
    const { web } = fakeRepo();
    expect(parseConfig({ TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8,,::1 ' }, { cwd: web }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => parseConfig({ TRUSTED_PROXIES: '127.0.0.1,nginx' }, { cwd: web })).toThrow(/TRUSTED_PROXIES: must be a comma-separated list of IP addresses or CIDR ranges .*entry 2$/);
    expect(() => parseConfig({ TRUSTED_PROXIES: '10.0.0.0/40' }, { cwd: web })).toThrow(/TRUSTED_PROXIES/);
  });

  it('takes a debug token of at least 16 characters, and never echoes a short one', () => {
    const { web } = fakeRepo();
    expect(parseConfig({ DEBUG_TOKEN: 'debug-token-0123456789' }, { cwd: web }).debugToken).toBe('debug-token-0123456789');
    expect(() => parseConfig({ DEBUG_TOKEN: 'short-secret' }, { cwd: web })).toThrow(/DEBUG_TOKEN: must be at least 16 characters/);
    expect(() => parseConfig({ DEBUG_TOKEN: 'short-secret' }, { cwd: web })).not.toThrow(/short-secret/);
  });

  it('reads the map tiles: none by default, a template and its attribution when set', () => {
    const { web } = fakeRepo();
    expect(parseConfig({ MAP_TILES_URL: '', MAP_TILES_ATTRIBUTION: '© OpenStreetMap' }, { cwd: web }).mapTiles).toBeNull();
    expect(parseConfig({ MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }, { cwd: web }).mapTiles).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '',
      projection: 'web-mercator',
    });
    expect(
      parseConfig({ MAP_TILES_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png?key=public', MAP_TILES_ATTRIBUTION: ' © OpenStreetMap contributors ' }, { cwd: web })
        .mapTiles,
    ).toEqual({ url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png?key=public', attribution: '© OpenStreetMap contributors', projection: 'web-mercator' });
  });

  it('draws Yandex tiles in their own projection when MAP_TILES_CRS says so, and refuses an unknown one', () => {
    const { web } = fakeRepo();
    const yandex = 'https://tiles.api-maps.yandex.ru/v1/tiles/?x={x}&y={y}&z={z}&lang=ru_RU&l=map&apikey=browser-key';
    expect(parseConfig({ MAP_TILES_URL: yandex, MAP_TILES_CRS: 'EPSG3395', MAP_TILES_ATTRIBUTION: '© Яндекс' }, { cwd: web }).mapTiles).toEqual({
      url: yandex,
      attribution: '© Яндекс',
      projection: 'elliptical-mercator',
    });
    expect(() => parseConfig({ MAP_TILES_URL: yandex, MAP_TILES_CRS: 'EPSG4326' }, { cwd: web })).toThrow(/MAP_TILES_CRS: must be EPSG3857/);
  });

  it.each(['tiles.example.com/{z}/{x}/{y}.png', 'ftp://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com/tile.png', 'https://tiles.example.com/{z}/{x}.png', 'https://{r}.tiles.example.com/{z}/{x}/{y}.png'])(
    'refuses %j as a tile template',
    (template) => {
      const { web } = fakeRepo();
      expect(() => parseConfig({ MAP_TILES_URL: template }, { cwd: web })).toThrow(/MAP_TILES_URL: must/);
    },
  );

  it('refuses a negative HSTS max-age', () => {
    const { web } = fakeRepo();
    expect(() => parseConfig({ HSTS_MAX_AGE: '-1' }, { cwd: web })).toThrow(/HSTS_MAX_AGE: must not be negative/);
  });

  it('reads the CMS token from <repo root>/.data/cms-api-token when CMS_API_TOKEN is unset', () => {
    const { web } = fakeRepo('seeded-token-123\n');
    expect(parseConfig({}, { cwd: web }).cms.apiToken).toBe('seeded-token-123');
  });

  it('prefers CMS_API_TOKEN over the file, and reads CMS_API_TOKEN_FILE when given', () => {
    const { root, web } = fakeRepo('file-token');
    expect(parseConfig({ CMS_API_TOKEN: 'env-token' }, { cwd: web }).cms.apiToken).toBe('env-token');
    const other = path.join(root, 'other-token');
    writeFileSync(other, 'other-file-token');
    expect(parseConfig({ CMS_API_TOKEN_FILE: other }, { cwd: web }).cms.apiToken).toBe('other-file-token');
  });

  it('takes every variable, trims trailing slashes and treats empty strings as unset', () => {
    const { web } = fakeRepo();
    const config = parseConfig(
      {
        CMS_URL: 'https://cms.example.ru/',
        CMS_TOKEN_IN_QUERY: 'true',
        SALES_DATA_URL: 'https://sales.example.ru//',
        SALES_DATA_TOKEN: 's3cret',
        UPSTREAM_TIMEOUT_MS: '2500',
        PAGE_UPSTREAM_BUDGET_MS: '5000',
        SALES_CACHE_SECONDS: '5',
        SITE_URL: '',
      },
      { cwd: web },
    );
    expect(config.cms.url).toBe('https://cms.example.ru');
    expect(config.cms.tokenInQuery).toBe(true);
    expect(config.salesData).toEqual({ url: 'https://sales.example.ru', token: 's3cret', cacheTtlMs: 5000 });
    expect(config.upstreamTimeoutMs).toBe(2500);
    expect(config.pageUpstreamBudgetMs).toBe(5000);
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('lists every bad variable in one error', () => {
    const { web } = fakeRepo();
    let error: unknown;
    try {
      parseConfig(
        { CMS_URL: 'not a url', CMS_TOKEN_IN_QUERY: 'perhaps', SALES_DATA_URL: 'ftp://sales', UPSTREAM_TIMEOUT_MS: 'soon', PAGE_UPSTREAM_BUDGET_MS: '50', SALES_CACHE_SECONDS: '-1', SITE_URL: 'localhost' },
        { cwd: web },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual(['CMS_URL', 'CMS_TOKEN_IN_QUERY', 'SALES_DATA_URL', 'UPSTREAM_TIMEOUT_MS', 'PAGE_UPSTREAM_BUDGET_MS', 'SALES_CACHE_SECONDS', 'SITE_URL']);
    expect((error as Error).message).toMatch(/^Invalid environment configuration:\n {2}- CMS_URL: must be an http\(s\) URL\n/);
    expect((error as Error).message).toContain('UPSTREAM_TIMEOUT_MS: must be a whole number of milliseconds');
    expect((error as Error).message).toContain('PAGE_UPSTREAM_BUDGET_MS: must be at least 200 ms');
  });

  it('never echoes the value of a variable in the error', () => {
    const { web } = fakeRepo();
    expect(() => parseConfig({ CMS_URL: 'http//secret-looking-value' }, { cwd: web })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret-looking-value') }),
    );
  });
});

describe('findRepoRoot', () => {
  it('walks up to the npm workspaces root', () => {
    const { root, web } = fakeRepo();
    expect(findRepoRoot(path.join(web, 'src'))).toBe(root);
  });
});
