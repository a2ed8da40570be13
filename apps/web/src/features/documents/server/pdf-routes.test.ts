// The three PDF routes as Next calls them, wired to a fake sales-data over HTTP: what goes
// upstream (path, query, token) and what the visitor gets (bytes, headers, Russian errors).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fake-server';
import { PEER_ADDRESS_HEADER } from '@/lib/http/edge-headers';

const upstream = vi.hoisted(() => ({ url: '', token: 'sales-secret-token-0123456789' }));
vi.mock('@/lib/config', () => ({
  getConfig: () => ({ salesData: { url: upstream.url, token: upstream.token, cacheTtlMs: 0 }, upstreamTimeoutMs: 2000 }),
}));

const { GET: unitRoute } = await import('@/app/api/pdf/[id]/route');
const { GET: floorRoute } = await import('@/app/api/pdf/[id]/[floor]/route');
const { GET: unitsRoute } = await import('@/app/api/property/loaded/pdf/route');

let server: FakeServer;
let logs: string[];
const PDF = Buffer.from('%PDF-1.7\n% unit 11010001\n%%EOF\n');

beforeAll(async () => {
  server = await startFakeServer();
  upstream.url = server.url;
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logs = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
  server.handle((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/pdf' });
    res.end(PDF);
  });
});

// Each test comes from its own address: the routes share one rate limit per address.
let visitor = 0;
const call = (path: string) => new Request(`http://localhost${path}`, { headers: { [PEER_ADDRESS_HEADER]: `192.0.2.${++visitor}` } });
const params = <T,>(value: T) => ({ params: Promise.resolve(value) });

describe('PDF routes over a fake sales-data', () => {
  it('fetch the unit card with the token in the Authorization header and hand over the bytes', async () => {
    const response = await unitRoute(call('/api/pdf/11010001'), params({ id: '11010001' }));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="novostroy-unit-11010001.pdf"');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/api/pdf/11010001');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${upstream.token}`);
  });

  it('fetch a floor map and the favourites list from the matching sales-data paths', async () => {
    expect((await floorRoute(call('/api/pdf/11011/-1'), params({ id: '11011', floor: '-1' }))).status).toBe(200);
    expect((await unitsRoute(call('/api/property/loaded/pdf?ids=3,1,2'))).status).toBe(200);
    expect(server.requests.map((r) => r.url)).toEqual(['/api/pdf/11011/-1', '/api/property/loaded/pdf?filter[id]=IN(1,2,3)&sort=id&limit=100']);
  });

  it('map a sales-data 404 to a Russian 404, and an outage or a timeout to a Russian 503, never showing the token', async () => {
    server.handle((_req, res) => sendJson(res, 404, { error: { status: 404, message: 'Property 5 not found' } }));
    const missing = await unitRoute(call('/api/pdf/5'), params({ id: '5' }));
    expect(missing.status).toBe(404);
    const missingText = await missing.text();
    expect(missingText).toContain('Такого помещения нет');

    server.handle((_req, res) => sendJson(res, 500, { error: { status: 500, message: `token ${upstream.token}` } }));
    const broken = await floorRoute(call('/api/pdf/11011/3'), params({ id: '11011', floor: '3' }));
    expect(broken.status).toBe(503);
    const brokenText = await broken.text();
    expect(brokenText).toContain('Не удалось подготовить PDF. Попробуйте через минуту.');

    const realUrl = upstream.url;
    upstream.url = 'http://127.0.0.1:9';
    vi.resetModules();
    const { GET: deadRoute } = await import('@/app/api/pdf/[id]/route');
    const dead = await deadRoute(call('/api/pdf/5'), params({ id: '5' }));
    upstream.url = realUrl;
    expect(dead.status).toBe(503);
    const deadText = await dead.text();

    for (const text of [missingText, brokenText, deadText, ...logs]) expect(text).not.toContain(upstream.token);
    for (const response of [missing, broken, dead]) expect([...response.headers.values()].join(' ')).not.toContain(upstream.token);
    expect(logs.length).toBeGreaterThanOrEqual(2);
  });

  it('refuse a bad id before asking sales-data', async () => {
    const response = await unitRoute(call('/api/pdf/abc'), params({ id: 'abc' }));
    expect(response.status).toBe(400);
    expect(server.requests).toEqual([]);
  });
});
