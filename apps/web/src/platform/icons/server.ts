// The icon files and the web app manifest, answered by route handlers. The icons are drawn from the
// CMS logo once per logo (kept in memory; a new logo URL draws them again) and from the built-in mark
// while the CMS has no logo or cannot be reached, so /favicon.ico never fails. The manifest takes
// the site's name from the CMS Global.
import 'server-only';
import { createHash } from 'node:crypto';
import type { MetadataRoute } from 'next';
import { FALLBACK_SITE_NAME } from '@/platform/frame';
import { fetchContentMedia, fetchGlobal } from '@/upstream/content';
import { BRAND_COLOUR, ICON_BACKGROUND, builtInMark, renderIconSet, squareMark, type IconSet } from './icon-set';
import { ICON_PATHS, type IconFile } from './paths';

/** A day for icons drawn from the CMS logo; five minutes for the built-in ones, so a CMS back up shows its logo soon. */
const LOGO_ICONS_MAX_AGE = 86_400;
const BUILT_IN_ICONS_MAX_AGE = 300;

interface DrawnIcons {
  icons: IconSet;
  etags: Record<IconFile, string>;
  fromLogo: boolean;
}

async function draw(mark: Buffer, fromLogo: boolean): Promise<DrawnIcons> {
  const icons = await renderIconSet(mark);
  const etags = {} as Record<IconFile, string>;
  for (const [file, bytes] of Object.entries(icons) as Array<[IconFile, Buffer]>) {
    etags[file] = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
  }
  return { icons, etags, fromLogo };
}

let builtIn: Promise<DrawnIcons> | undefined;
let fromLogo: { url: string; drawn: Promise<DrawnIcons> } | undefined;

function builtInIcons(): Promise<DrawnIcons> {
  builtIn ??= builtInMark().then((mark) => draw(mark, false));
  return builtIn;
}

async function currentIcons(log: (message: string) => void): Promise<DrawnIcons> {
  let logoUrl: string | null;
  try {
    logoUrl = (await fetchGlobal()).logo?.url ?? null;
  } catch {
    // The CMS is down: the pages say so; the icons quietly fall back.
    return builtInIcons();
  }
  if (!logoUrl) return builtInIcons();
  if (fromLogo?.url !== logoUrl) {
    const drawn = fetchContentMedia(logoUrl).then(async (bytes) => draw(await squareMark(bytes), true));
    fromLogo = { url: logoUrl, drawn };
    // A failed read or an unreadable image is tried again on the next request, not kept.
    drawn.catch((error: unknown) => {
      if (fromLogo?.drawn === drawn) fromLogo = undefined;
      log(`[icons] the CMS logo ${new URL(logoUrl).pathname} gives no icons (${error instanceof Error ? error.message : String(error)}); the built-in ones are served`);
    });
  }
  return fromLogo.drawn.catch(() => builtInIcons());
}

const CONTENT_TYPES: Record<IconFile, string> = {
  'favicon.ico': 'image/x-icon',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'maskable-512.png': 'image/png',
};

/** One icon file; 304 when the browser's copy is current. */
export async function iconResponse(file: IconFile, request: Pick<Request, 'headers' | 'method'>, log: (message: string) => void = console.warn): Promise<Response> {
  const { icons, etags, fromLogo: drawnFromLogo } = await currentIcons(log);
  const headers = {
    'Content-Type': CONTENT_TYPES[file],
    'Cache-Control': `public, max-age=${drawnFromLogo ? LOGO_ICONS_MAX_AGE : BUILT_IN_ICONS_MAX_AGE}`,
    ETag: etags[file],
  };
  if (request.headers.get('if-none-match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etags[file])) {
    return new Response(null, { status: 304, headers });
  }
  const bytes = icons[file];
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers: { ...headers, 'Content-Length': String(bytes.length) } });
}

/** The web app manifest: the CMS site name, the brand colour, the icons. */
export async function webManifest(): Promise<MetadataRoute.Manifest> {
  let name = FALLBACK_SITE_NAME;
  try {
    name = (await fetchGlobal()).siteName?.trim() || FALLBACK_SITE_NAME;
  } catch {
    // The CMS is down: the built-in name.
  }
  return {
    name,
    short_name: name,
    lang: 'ru',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: BRAND_COLOUR,
    background_color: ICON_BACKGROUND,
    icons: [
      { src: ICON_PATHS['icon-192.png'], sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICON_PATHS['icon-512.png'], sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICON_PATHS['maskable-512.png'], sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
