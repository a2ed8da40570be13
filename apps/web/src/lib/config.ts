// Server configuration from the environment, validated once with zod. Every bad variable is
// reported in one message, and a bare checkout runs with demo defaults.
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { MapTiles } from './geo';
import { PAGE_UPSTREAM_BUDGET_MS } from './http/request-context';
import { isAddressOrRange } from './http/trusted-proxies';

export interface AppConfig {
  cms: {
    url: string;
    /**
     * Public base of upload URLs ("/uploads/x.webp"): CMS_MEDIA_URL, else CMS_URL. Visitors' browsers
     * load these, so behind a private CMS_URL it names the CMS's public HTTPS address; the CSP allows it.
     */
    mediaUrl: string;
    /** Read-only Strapi API token; undefined means anonymous (public permissions). */
    apiToken: string | undefined;
    apiTokenFile: string;
    /** Send the token as the spec's `access-token` query parameter instead of a bearer header. */
    tokenInQuery: boolean;
  };
  salesData: { url: string; token: string; /** How long prices and statuses are reused, in ms. */ cacheTtlMs: number };
  upstreamTimeoutMs: number;
  /** How long a page request may wait for the CMS in all, from its arrival (lib/http/request-context). */
  pageUpstreamBudgetMs: number;
  siteUrl: string;
  /** Public base of sales-data plan and render URLs (SALES_DATA_PUBLIC_URL): the CSP must allow its images. */
  salesDataPublicUrl: string;
  /** The map's tile source (MAP_TILES_URL, MAP_TILES_ATTRIBUTION, MAP_TILES_CRS); null draws the markers on a plain background. */
  mapTiles: MapTiles | null;
  /** Hosts (lower case, optionally with a port) an editor's CMS redirect may send a visitor to. */
  redirectAllowedHosts: string[];
  /** Origins (https://partner.example) that may show /our-projects/<slug>/test in a frame (EMBED_ALLOWED_ORIGINS). */
  embedAllowedOrigins: string[];
  /** Strict-Transport-Security max-age in seconds; 0 sends no HSTS header (plain-http demo). */
  hstsMaxAge: number;
  /** TEST_SERVER_ERRORS=true (test stacks only): a page request with the header `x-test-server-error: 1` fails with a 500. */
  testServerErrors: boolean;
  /** Web's runtime state (the last known redirect table, the embedded lead database). */
  dataDir: string;
  /** Postgres for leads and the outbox (DATABASE_URL); undefined uses the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /**
   * Shared state of several web instances (REDIS_URL): Next's data cache (cache-handler.mjs) and
   * the lead and vitals rate limits. Undefined keeps both in this process, as one instance needs.
   */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Shared secret of the CMS's change notifications (POST /api/revalidate); undefined turns them off. */
  revalidateSecret: string | undefined;
  preview: {
    /** Key of the CMS's signed preview links (GET /api/preview); undefined turns previews off. */
    secret: string | undefined;
    /** Origin of the CMS admin, which shows a draft page in its preview frame (CMS_ADMIN_URL, else CMS_URL's). */
    adminOrigin: string;
  };
  /**
   * Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses and CIDR ranges, e.g.
   * 127.0.0.1 for the nginx of deploy/nginx on the same host). Empty: the socket's peer is the visitor.
   */
  trustedProxies: readonly string[];
  /** The secret that opens /debug in production (DEBUG_TOKEN, sent as X-Debug-Token); undefined keeps it a 404 there. */
  debugToken: string | undefined;
  /**
   * The Yandex Metrica counter (YANDEX_METRICA_ID, digits); null turns analytics off: no consent
   * banner, no counter script, the CSP unchanged (platform/analytics, docs/analytics.md).
   */
  yandexMetricaId: string | null;
  /** The listing feeds (/feeds/*.xml): a feed file older than refreshMs is generated again (FEED_REFRESH_MINUTES). */
  feeds: { refreshMs: number };
  leads: {
    /** Requests one address may send per window (leads and send-to-email together). */
    rateLimit: number;
    rateWindowMs: number;
  };
  outbox: {
    maxAttempts: number;
    retryBaseMs: number;
    retryMaxMs: number;
    /** Deliveries per second per web instance (amoCRM allows 7). */
    ratePerSecond: number;
    pollMs: number;
  };
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Empty strings (FOO= in a .env file or a compose file) mean "not set", so the default applies.
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const httpUrl = (fallback: string) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default(fallback)
      .transform((url) => url.replace(/\/+$/, '')),
  );

/** A whole number within bounds, with the messages an operator reads when it is not. */
function wholeNumber(options: { unit: string; min: number; max: number; fallback: number; minText?: string; maxText: string }) {
  const notWhole = `must be a whole number of ${options.unit}`;
  return z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: notWhole })
      .int({ error: notWhole })
      .min(options.min, { error: options.minText ?? 'must not be negative' })
      .max(options.max, { error: options.maxText })
      .default(options.fallback),
  );
}

/** "https://partner.example", "http://partner.example:8080/" (a trailing "/" allowed): nothing but an http(s) origin. */
function isHttpOrigin(text: string): boolean {
  if (!URL.canParse(text) || /[*?#\s]/.test(text)) return false;
  const url = new URL(text);
  return (
    /^https?:$/.test(url.protocol) &&
    /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(url.hostname) &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    !/^https?:\/\/[^/]*\/./i.test(text) &&
    !text.endsWith('//')
  );
}

const envSchema = z.object({
  CMS_URL: httpUrl('http://127.0.0.1:1337'),
  CMS_MEDIA_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .optional()
      .transform((url) => url?.replace(/\/+$/, '')),
  ),
  CMS_API_TOKEN: z.preprocess(unsetIfEmpty, z.string().trim().optional()),
  CMS_API_TOKEN_FILE: z.preprocess(unsetIfEmpty, z.string().optional()),
  CMS_TOKEN_IN_QUERY: z.preprocess(unsetIfEmpty, z.stringbool({ error: 'must be true or false' }).default(false)),
  TEST_SERVER_ERRORS: z.preprocess(unsetIfEmpty, z.stringbool({ error: 'must be true or false' }).default(false)),
  SALES_DATA_URL: httpUrl('http://127.0.0.1:4010'),
  SALES_DATA_TOKEN: z.preprocess(unsetIfEmpty, z.string().trim().min(1).default('dev-sales-data-token')),
  UPSTREAM_TIMEOUT_MS: wholeNumber({ unit: 'milliseconds', min: 100, max: 120_000, fallback: 5000, minText: 'must be at least 100 ms', maxText: 'must be at most 120000 ms' }),
  PAGE_UPSTREAM_BUDGET_MS: wholeNumber({
    unit: 'milliseconds',
    min: 200,
    max: 120_000,
    fallback: PAGE_UPSTREAM_BUDGET_MS,
    minText: 'must be at least 200 ms',
    maxText: 'must be at most 120000 ms',
  }),
  SALES_CACHE_SECONDS: wholeNumber({ unit: 'seconds', min: 0, max: 3600, fallback: 60, maxText: 'must be at most 3600 seconds' }),
  SITE_URL: httpUrl('http://localhost:3000'),
  SALES_DATA_PUBLIC_URL: httpUrl('http://localhost:4010'),
  MAP_TILES_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL template such as https://tiles.example.com/{z}/{x}/{y}.png' })
      .refine((template) => ['{z}', '{x}', '{y}'].every((part) => template.includes(part)), {
        error: 'must contain {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png',
      })
      // (a text that is no URL at all is reported once, by the check above)
      .refine((template) => !URL.canParse(template) || /^[a-z0-9.-]+$/.test(new URL(template.replace('{s}', 'a')).hostname), {
        error: 'must name a plain host, optionally with a {s} subdomain (the CSP allows its origin)',
      })
      .optional(),
  ),
  MAP_TILES_ATTRIBUTION: z.preprocess(unsetIfEmpty, z.string().trim().default('')),
  MAP_TILES_CRS: z.preprocess(
    unsetIfEmpty,
    z.enum(['EPSG3857', 'EPSG3395'], { error: 'must be EPSG3857 (OpenStreetMap and most providers) or EPSG3395 (Yandex tiles)' }).default('EPSG3857'),
  ),
  REDIRECT_ALLOWED_HOSTS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default('')
      .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
      .pipe(
        z.array(
          z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, {
            error: 'must be a comma-separated list of host names (example.ru, www.example.ru:8443)',
          }),
        ),
      ),
  ),
  EMBED_ALLOWED_ORIGINS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default('')
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
      // One message for the variable, giving the place of each entry that is not an origin (values
      // are never echoed).
      .superRefine((origins, context) => {
        const bad = origins.flatMap((origin, index) => (isHttpOrigin(origin) ? [] : [index + 1]));
        if (bad.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `must be a comma-separated list of http(s) origins such as https://partner.example or http://partner.example:8080 (scheme, host and optional port; no path, query, user or wildcard); not an origin: entry ${bad.join(', ')}`,
          });
        }
      })
      .transform((origins) => [...new Set(origins.map((origin) => new URL(origin).origin))]),
  ),
  HSTS_MAX_AGE: wholeNumber({ unit: 'seconds', min: 0, max: 63_072_000, fallback: 0, maxText: 'must be at most 63072000 seconds (two years)' }),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  REDIS_URL: z.preprocess(unsetIfEmpty, z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  REDIS_KEY_PREFIX: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'must be 1 to 64 letters, digits or _ . : - (e.g. novostroy:)' })
      .default('novostroy:'),
  ),
  REVALIDATE_SECRET: z.preprocess(unsetIfEmpty, z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional()),
  PREVIEW_SECRET: z.preprocess(unsetIfEmpty, z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional()),
  CMS_ADMIN_URL: z.preprocess(unsetIfEmpty, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  TRUSTED_PROXIES: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default('')
      .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
      .superRefine((entries, context) => {
        const bad = entries.flatMap((entry, index) => (isAddressOrRange(entry) ? [] : [index + 1]));
        if (bad.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `must be a comma-separated list of IP addresses or CIDR ranges such as 127.0.0.1, 10.0.0.0/8 or ::1; not one: entry ${bad.join(', ')}`,
          });
        }
      }),
  ),
  DEBUG_TOKEN: z.preprocess(unsetIfEmpty, z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional()),
  YANDEX_METRICA_ID: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,15}$/, { error: 'must be the number of a Yandex Metrica counter (digits only, e.g. 12345678)' })
      .optional(),
  ),
  LEAD_RATE_LIMIT: wholeNumber({ unit: 'requests', min: 1, max: 1_000_000, fallback: 10, minText: 'must be at least 1', maxText: 'must be at most 1000000' }),
  LEAD_RATE_WINDOW_SECONDS: wholeNumber({ unit: 'seconds', min: 1, max: 86_400, fallback: 600, minText: 'must be at least 1 second', maxText: 'must be at most 86400 seconds' }),
  OUTBOX_MAX_ATTEMPTS: wholeNumber({ unit: 'attempts', min: 1, max: 1000, fallback: 30, minText: 'must be at least 1', maxText: 'must be at most 1000' }),
  OUTBOX_RETRY_BASE_MS: wholeNumber({ unit: 'milliseconds', min: 10, max: 3_600_000, fallback: 2000, minText: 'must be at least 10 ms', maxText: 'must be at most 3600000 ms' }),
  OUTBOX_RETRY_MAX_MS: wholeNumber({ unit: 'milliseconds', min: 10, max: 86_400_000, fallback: 600_000, minText: 'must be at least 10 ms', maxText: 'must be at most 86400000 ms' }),
  OUTBOX_RATE_PER_SECOND: wholeNumber({ unit: 'requests per second', min: 1, max: 1000, fallback: 7, minText: 'must be at least 1', maxText: 'must be at most 1000' }),
  // Fractions allowed (0.1 = 6 s) so tests can watch a feed refresh; at most a day.
  FEED_REFRESH_MINUTES: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a number of minutes (fractions allowed, e.g. 0.5)' })
      .refine(Number.isFinite, { error: 'must be a number of minutes (fractions allowed, e.g. 0.5)' })
      .min(0.01, { error: 'must be at least 0.01 minutes' })
      .max(1440, { error: 'must be at most 1440 minutes (a day)' })
      .default(30),
  ),
  OUTBOX_POLL_MS: wholeNumber({ unit: 'milliseconds', min: 50, max: 60_000, fallback: 1000, minText: 'must be at least 50 ms', maxText: 'must be at most 60000 ms' }),
});

/** The folder of the npm workspaces root (where `.data/` lives), found by walking up from `start`. */
export function findRepoRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
      } catch {
        // an unreadable package.json is simply not the root
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

/** The token the CMS seed wrote, if the file exists; blank files count as no token. */
export function readTokenFile(file: string): string | undefined {
  try {
    const token = readFileSync(file, 'utf8').trim();
    return token === '' ? undefined : token;
  } catch {
    return undefined;
  }
}

/** Validates `env`; throws one ConfigError naming every bad variable (values of secrets are never echoed). */
export function parseConfig(env: Env, options: { cwd?: string } = {}): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const values = result.data;
  const repoRoot = () => findRepoRoot(options.cwd ?? process.cwd());
  const apiTokenFile = values.CMS_API_TOKEN_FILE ?? path.join(repoRoot(), '.data', 'cms-api-token');
  return {
    cms: {
      url: values.CMS_URL,
      mediaUrl: values.CMS_MEDIA_URL ?? values.CMS_URL,
      apiToken: values.CMS_API_TOKEN ?? readTokenFile(apiTokenFile),
      apiTokenFile,
      tokenInQuery: values.CMS_TOKEN_IN_QUERY,
    },
    salesData: { url: values.SALES_DATA_URL, token: values.SALES_DATA_TOKEN, cacheTtlMs: values.SALES_CACHE_SECONDS * 1000 },
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    pageUpstreamBudgetMs: values.PAGE_UPSTREAM_BUDGET_MS,
    siteUrl: values.SITE_URL,
    salesDataPublicUrl: values.SALES_DATA_PUBLIC_URL,
    mapTiles: values.MAP_TILES_URL
      ? {
          url: values.MAP_TILES_URL,
          attribution: values.MAP_TILES_ATTRIBUTION,
          projection: values.MAP_TILES_CRS === 'EPSG3395' ? 'elliptical-mercator' : 'web-mercator',
        }
      : null,
    redirectAllowedHosts: values.REDIRECT_ALLOWED_HOSTS,
    embedAllowedOrigins: values.EMBED_ALLOWED_ORIGINS,
    hstsMaxAge: values.HSTS_MAX_AGE,
    testServerErrors: values.TEST_SERVER_ERRORS,
    // A runtime folder, not a build input: keep Turbopack from tracing the whole project for it.
    dataDir: path.resolve(/*turbopackIgnore: true*/ values.DATA_DIR ?? path.join(repoRoot(), '.data', 'web')),
    databaseUrl: values.DATABASE_URL,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } : undefined,
    revalidateSecret: values.REVALIDATE_SECRET,
    preview: { secret: values.PREVIEW_SECRET, adminOrigin: new URL(values.CMS_ADMIN_URL ?? values.CMS_URL).origin },
    trustedProxies: values.TRUSTED_PROXIES,
    debugToken: values.DEBUG_TOKEN,
    yandexMetricaId: values.YANDEX_METRICA_ID ?? null,
    leads: { rateLimit: values.LEAD_RATE_LIMIT, rateWindowMs: values.LEAD_RATE_WINDOW_SECONDS * 1000 },
    feeds: { refreshMs: Math.round(values.FEED_REFRESH_MINUTES * 60_000) },
    outbox: {
      maxAttempts: values.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: values.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: values.OUTBOX_RETRY_MAX_MS,
      ratePerSecond: values.OUTBOX_RATE_PER_SECOND,
      pollMs: values.OUTBOX_POLL_MS,
    },
  };
}

let current: AppConfig | undefined;

/** The process configuration, parsed on first use (instrumentation.ts calls this at start-up). */
export function getConfig(): AppConfig {
  current ??= parseConfig(process.env);
  return current;
}

/**
 * The CMS token to send. When web started before the CMS seed wrote its token file, the file is
 * read again on use, so a restart is not needed once the seed has run.
 */
export function getCmsApiToken(): string | undefined {
  const config = getConfig();
  if (config.cms.apiToken === undefined) {
    config.cms.apiToken = readTokenFile(config.cms.apiTokenFile);
  }
  return config.cms.apiToken;
}
