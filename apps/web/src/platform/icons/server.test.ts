// The icon routes and the manifest over a mocked CMS: the logo's icons when there is one, the
// built-in ones (cached briefly) when the CMS is down, has no logo or serves a broken file, and a
// new logo picked up without a restart.
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';

interface CmsState {
  down: boolean;
  siteName: string | null;
  logoUrl: string | null;
  files: Map<string, Buffer>;
  mediaReads: number;
}

// Set for each test in beforeEach.
const cms = vi.hoisted((): CmsState => ({ down: false, siteName: null, logoUrl: null, files: new Map(), mediaReads: 0 }));

vi.mock('@/upstream/content', () => ({
  fetchGlobal: () => (cms.down ? Promise.reject(new Error('CMS unreachable')) : Promise.resolve({ siteName: cms.siteName, logo: cms.logoUrl ? { url: cms.logoUrl } : null })),
  fetchContentMedia: (url: string) => {
    cms.mediaReads += 1;
    const bytes = cms.files.get(url);
    return bytes ? Promise.resolve(bytes) : Promise.reject(new Error(`CMS GET ${new URL(url).pathname} answered 404`));
  },
}));

const { iconResponse, webManifest } = await import('./server');
const { GET: iconsRoute } = await import('@/app/icons/[name]/route');

const get = (headers: Record<string, string> = {}) => ({ method: 'GET', headers: new Headers(headers) });
const logs: string[] = [];
const log = (message: string) => logs.push(message);

/** A square logo of one colour, so the icons' centre pixel tells which logo they came from. */
const squareLogo = (colour: string) => sharp({ create: { width: 64, height: 64, channels: 4, background: colour } }).png().toBuffer();

/** The colour at a point given as shares of the width and height, as hex. */
async function colourAt(response: Response, x = 0.5, y = 0.5): Promise<string> {
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height * y) * info.width + Math.floor(info.width * x)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]].map((value) => value!.toString(16).padStart(2, '0')).join('');
}

/** The built-in mark's orange tile, left of its white house (the logo's colour for a logo of one colour). */
const TILE = [0.04, 0.5] as const;

beforeEach(async () => {
  cms.down = false;
  cms.siteName = 'ЖК Девелопмент';
  cms.logoUrl = 'http://cms.test/uploads/logo_1.png';
  cms.files = new Map([['http://cms.test/uploads/logo_1.png', await squareLogo('#123456')]]);
  cms.mediaReads = 0;
  logs.length = 0;
});

describe('iconResponse', () => {
  it('serves icons drawn from the CMS logo, cached for a day, with an ETag that answers 304', async () => {
    const response = await iconResponse('icon-192.png', get(), log);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await colourAt(response)).toBe('123456');

    const etag = response.headers.get('etag')!;
    const again = await iconResponse('icon-192.png', get({ 'If-None-Match': `W/${etag}` }), log);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Drawn once for both requests.
    expect(cms.mediaReads).toBe(1);
  });

  it('serves /favicon.ico as an ICO file', async () => {
    const response = await iconResponse('favicon.ico', get(), log);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([1, 3]);
  });

  it('draws the icons again when an editor uploads a new logo', async () => {
    await iconResponse('icon-512.png', get(), log);
    cms.logoUrl = 'http://cms.test/uploads/logo_2.png';
    cms.files.set(cms.logoUrl, await squareLogo('#abcdef'));
    expect(await colourAt(await iconResponse('icon-512.png', get(), log))).toBe('abcdef');
  });

  it('falls back to the built-in icons, cached for five minutes, while the CMS is down or has no logo', async () => {
    cms.down = true;
    const down = await iconResponse('icon-512.png', get(), log);
    expect(down.status).toBe(200);
    expect(down.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await colourAt(down, ...TILE)).toBe('f65605');

    cms.down = false;
    cms.logoUrl = null;
    expect(await colourAt(await iconResponse('icon-512.png', get(), log), ...TILE)).toBe('f65605');
    expect(cms.mediaReads).toBe(0);
  });

  it('serves the built-in icons when the logo cannot be read, says so once, and tries the logo again on the next request', async () => {
    cms.logoUrl = 'http://cms.test/uploads/missing.png';
    const first = await iconResponse('icon-192.png', get(), log);
    expect([first.status, await colourAt(first, ...TILE)]).toEqual([200, 'f65605']);
    expect(logs).toEqual([expect.stringContaining('/uploads/missing.png gives no icons (CMS GET /uploads/missing.png answered 404)')]);

    cms.files.set(cms.logoUrl, await squareLogo('#00ff00'));
    expect(await colourAt(await iconResponse('icon-192.png', get(), log), ...TILE)).toBe('00ff00');
    expect(cms.mediaReads).toBe(2);
  });

  it('serves the built-in icons for a logo file that is not an image', async () => {
    cms.logoUrl = 'http://cms.test/uploads/broken.png';
    cms.files.set(cms.logoUrl, Buffer.from('<!doctype html>'));
    // The Apple tile keeps a margin of a tenth of its side: just inside it, the built-in tile's orange.
    expect(await colourAt(await iconResponse('apple-touch-icon.png', get(), log), 0.14, 0.5)).toBe('f65605');
    expect(logs).toHaveLength(1);
  });

  it('answers HEAD without a body', async () => {
    const response = await iconResponse('icon-192.png', { method: 'HEAD', headers: new Headers() }, log);
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(100);
    expect(await response.text()).toBe('');
  });
});

describe('/icons/<name>', () => {
  it('serves the three manifest icons and nothing else', async () => {
    const route = (name: string) => iconsRoute(new Request(`http://localhost/icons/${name}`), { params: Promise.resolve({ name }) });
    for (const name of ['icon-192.png', 'icon-512.png', 'maskable-512.png']) expect((await route(name)).status).toBe(200);
    for (const name of ['favicon.ico', 'icon-1024.png', '..%2Fsecrets.json', '']) expect((await route(name)).status).toBe(404);
  });
});

describe('webManifest', () => {
  it('names the site as the CMS does, with the brand colour and the three icons', async () => {
    const manifest = await webManifest();
    expect(manifest).toMatchObject({ name: 'ЖК Девелопмент', short_name: 'ЖК Девелопмент', lang: 'ru', start_url: '/', theme_color: '#f65605' });
    expect(manifest.icons?.map(({ src, purpose }) => `${src} ${purpose}`)).toEqual(['/icons/icon-192.png any', '/icons/icon-512.png any', '/icons/maskable-512.png maskable']);
  });

  it('uses the built-in name while the CMS is down or has none', async () => {
    cms.down = true;
    expect((await webManifest()).name).toBe('Новострой');
    cms.down = false;
    cms.siteName = '  ';
    expect((await webManifest()).name).toBe('Новострой');
  });
});
