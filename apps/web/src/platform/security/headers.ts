// The security headers every response carries (set by src/proxy.ts). Pure, so the policy can be
// unit-tested; docs/security.md explains each choice, the nonce in particular.
import { VIDEO_EMBED_ORIGINS } from '@/lib/video-embed';

export interface SecurityHeaderOptions {
  /** Per-request nonce of the page's scripts (base64). */
  nonce: string;
  /** Origins images and videos may come from besides the site itself (CMS, sales-data). */
  mediaOrigins: readonly string[];
  /** Where the map's tile images come from (tileSourcesOf(MAP_TILES_URL)); none without tiles. */
  mapTileSources?: readonly string[];
  /**
   * Origins of the analytics counter (ANALYTICS_ORIGINS when YANDEX_METRICA_ID is set): allowed
   * for scripts, beacons and pixels, and nowhere else. None (the default): the policy is unchanged.
   */
  analyticsOrigins?: readonly string[];
  /** Strict-Transport-Security max-age; 0 = no header. */
  hstsMaxAge: number;
  /** `next dev` needs eval for its hot reload; never true in production. */
  development: boolean;
  /**
   * Who may show the response in a frame besides the site itself (embedPolicy): undefined forbids
   * every frame (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), the default of every path.
   */
  frameAncestors?: readonly string[];
  /** Send `X-Robots-Tag: noindex` (embedPolicy: the embeddable test page). */
  noindex?: boolean;
}

/**
 * What Yandex Metrica's tag needs without Webvisor (docs/analytics.md): tag.js from mc.yandex.ru,
 * and its hits as fetch/beacon requests and pixel images to the same origin. Yandex's full list
 * (regional mc.yandex.* hosts, yastatic.net, Webvisor's wss:) is left out on purpose: the counter
 * is initialised for mc.yandex.ru only.
 */
export const METRICA_ORIGINS: readonly string[] = ['https://mc.yandex.ru'];

/** /our-projects/<slug>/test (spec §2, no layout): the one page other sites may show in a frame. */
const EMBEDDABLE_PATH = /^\/our-projects\/[^/]+\/test$/;

export function isEmbeddablePath(pathname: string): boolean {
  return EMBEDDABLE_PATH.test(pathname);
}

/**
 * The per-path part of the headers: the embeddable page may be framed by the site itself and by
 * the EMBED_ALLOWED_ORIGINS hosts, and is never indexed; every other path may not be framed at all.
 */
export function embedPolicy(pathname: string, allowedOrigins: readonly string[]): Pick<SecurityHeaderOptions, 'frameAncestors' | 'noindex'> {
  if (!isEmbeddablePath(pathname)) return {};
  return { frameAncestors: allowedOrigins, noindex: true };
}

/** The origin (scheme://host[:port]) of each URL, once each, invalid ones left out. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // config.ts validates the URLs; a bad one simply adds nothing
    }
  }
  return [...origins];
}

/**
 * The CSP source of an XYZ tile template: its origin, with a `{s}` subdomain as `*`
 * ("https://{s}.tile.example.com/{z}/{x}/{y}.png" -> "https://*.tile.example.com"). Leaflet draws
 * tiles as <img>, so img-src is the only directive that needs it.
 */
export function tileSourcesOf(template: string | null | undefined): string[] {
  if (!template) return [];
  const SUBDOMAIN = 'tile-subdomain-placeholder';
  try {
    const url = new URL(template.replace('{s}', SUBDOMAIN));
    if (!/^https?:$/.test(url.protocol) || !/^[a-z0-9.-]+$/.test(url.hostname)) return [];
    return [url.origin.replace(SUBDOMAIN, '*')];
  } catch {
    return []; // config.ts validates the template; a bad one simply adds nothing
  }
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const media = options.mediaOrigins.join(' ');
  const analytics = [...new Set(options.analyticsOrigins ?? [])];
  const images = [...new Set([...options.mediaOrigins, ...(options.mapTileSources ?? []), ...analytics])].join(' ');
  const extra = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join('');
  const directives: string[] = [
    "default-src 'self'",
    // Only scripts carrying this response's nonce run, plus what they load ('strict-dynamic':
    // Next's runtime loads its route chunks). No 'unsafe-inline' for scripts. The analytics
    // counter's origin is named too, for browsers without 'strict-dynamic' (the loader sets the
    // nonce on its script as well).
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${extra(analytics)}${options.development ? " 'unsafe-eval'" : ''}`,
    // Stylesheets and <style> elements: the site's own files only (the build ships CSS as files and
    // renders no <style> element), so injected markup cannot add CSS rules. Style attributes stay
    // allowed (style-src-attr): server-rendered HTML carries them (the top loader, Radix's sliders,
    // the facade view's size, the loan chart's bars), they cannot run code, and a nonce cannot
    // cover an attribute. docs/security.md, "Styles", has the measurement.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${images}`.trim(),
    `media-src 'self' ${media}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self'${extra(analytics)}${options.development ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    // Frames: the site itself and the allow-listed video players (lib/video-embed.ts): the players
    // of editors' video links, and the frames the rich-text sanitiser keeps in a CMS text.
    `frame-src 'self' ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors ? ["'self'", ...new Set(options.frameAncestors)].join(' ') : "'none'"}`,
  ];
  if (options.hstsMaxAge > 0) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

/** Name -> value of every security header of a response. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // frame-ancestors covers current browsers; X-Frame-Options the old ones, where it can say the
  // same: DENY, or SAMEORIGIN when only the site itself may frame. It cannot name other hosts, so
  // with an allow-list it is left out (an old browser then allows any frame of that one page).
  if (!options.frameAncestors) headers['X-Frame-Options'] = 'DENY';
  else if (options.frameAncestors.length === 0) headers['X-Frame-Options'] = 'SAMEORIGIN';
  if (options.noindex) headers['X-Robots-Tag'] = 'noindex';
  if (options.hstsMaxAge > 0) headers['Strict-Transport-Security'] = `max-age=${options.hstsMaxAge}; includeSubDomains`;
  return headers;
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Request headers that must never reach the app from outside. `x-middleware-subrequest` made
 * Next skip its middleware (CVE-2025-29927); the patched Next ignores it, this is defence in depth.
 */
export const STRIPPED_REQUEST_HEADERS = ['x-middleware-subrequest'] as const;

/** The request header the proxy passes the nonce on in (read it with getScriptNonce()). */
export const NONCE_REQUEST_HEADER = 'x-nonce';
/** The path and query the visitor asked for, so a server-rendered 404 can name it (spec §8). */
export const FULL_PATH_REQUEST_HEADER = 'x-request-full-path';
