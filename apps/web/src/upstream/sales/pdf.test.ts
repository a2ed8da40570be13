import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fake-server';
import { createSalesPdfFetcher, unitsPdfQuery } from './pdf';

let server: FakeServer;
let logs: string[];

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logs = [];
});

const TOKEN = 'sales-token-0123456789';
const PDF = Buffer.from('%PDF-1.7\n% a tiny stand-in document\n%%EOF\n');
const fetcher = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createSalesPdfFetcher({ baseUrl: server.url, token: TOKEN, log: (m) => logs.push(m), ...options });

const sendPdf = (bytes: Buffer = PDF, type = 'application/pdf') =>
  server.handle((_req, res) => {
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(bytes.length) });
    res.end(bytes);
  });

describe('unitsPdfQuery', () => {
  it('is the ids filter in id order, at most 100', () => {
    expect(unitsPdfQuery([3, 1, 2])).toBe('filter[id]=IN(3,1,2)&sort=id&limit=100');
    expect(unitsPdfQuery(Array.from({ length: 150 }, (_, i) => i + 1))).toMatch(/IN\(1,2,.*,100\)&sort=id&limit=100$/);
    expect(() => unitsPdfQuery([])).toThrow(RangeError);
  });
});

describe('sales-data PDF fetcher', () => {
  it('reads the whole document with the bearer token, asking for a PDF, fresh every time', async () => {
    sendPdf();
    const result = await fetcher()('/api/pdf/11010001');
    expect(result).toEqual({ kind: 'pdf', bytes: new Uint8Array(PDF) });
    await fetcher()('/api/property/loaded/pdf', 'filter[id]=IN(1,2)&sort=id&limit=100');
    expect(server.requests.map((r) => r.url)).toEqual(['/api/pdf/11010001', '/api/property/loaded/pdf?filter[id]=IN(1,2)&sort=id&limit=100']);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(server.requests[0]?.headers.accept).toBe('application/pdf');
    expect(logs).toEqual([]);
  });

  it('tells a 404 (no such unit or floor) from an outage', async () => {
    server.handle((_req, res) => sendJson(res, 404, { error: { status: 404, message: 'Property 5 not found' } }));
    await expect(fetcher()('/api/pdf/5')).resolves.toEqual({ kind: 'not-found' });
    server.handle((_req, res) => sendJson(res, 500, { error: { status: 500, message: 'boom' } }));
    await expect(fetcher()('/api/pdf/5')).resolves.toMatchObject({ kind: 'unavailable', reason: 'HTTP 500' });
    server.handle((_req, res) => sendJson(res, 401, { error: { status: 401, message: 'Invalid access token' } }));
    await expect(fetcher()('/api/pdf/5')).resolves.toMatchObject({ kind: 'unavailable', reason: 'HTTP 401' });
    expect(logs).toHaveLength(2);
  });

  it('is unavailable when sales-data is too slow, down, or answers something that is not a PDF', async () => {
    server.handle(() => {
      // never answers
    });
    await expect(fetcher({ timeoutMs: 200 })('/api/pdf/5')).resolves.toMatchObject({ kind: 'unavailable', reason: 'no answer within 200 ms' });
    sendPdf(Buffer.from('<html>oops</html>'), 'text/html');
    await expect(fetcher()('/api/pdf/5')).resolves.toMatchObject({ kind: 'unavailable', reason: 'the answer is not a PDF' });
    sendPdf(Buffer.from('not a pdf at all'));
    await expect(fetcher()('/api/pdf/5')).resolves.toMatchObject({ kind: 'unavailable', reason: 'the answer is not a PDF' });
    sendPdf();
    await expect(fetcher({ maxBytes: 10 })('/api/pdf/5')).resolves.toMatchObject({ kind: 'unavailable' });
    const dead = createSalesPdfFetcher({ baseUrl: 'http://127.0.0.1:9', token: TOKEN, log: (m) => logs.push(m) });
    await expect(dead('/api/pdf/5')).resolves.toMatchObject({ kind: 'unavailable' });
    expect(logs).toHaveLength(5);
  });

  it('never writes the token into a log line or a reason', async () => {
    server.handle((_req, res) => sendJson(res, 502, { error: { status: 502, message: TOKEN } }));
    const result = await fetcher()('/api/pdf/5');
    const dead = await createSalesPdfFetcher({ baseUrl: 'http://127.0.0.1:9', token: TOKEN, log: (m) => logs.push(m) })('/api/pdf/5');
    expect(JSON.stringify([result, dead, logs])).not.toContain(TOKEN);
    expect(logs.every((line) => line.includes('/api/pdf/5'))).toBe(true);
  });
});
