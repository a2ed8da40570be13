// The fault proxy does what the fault matrix relies on: each mode, as a client sees it.
import { connect, createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';
import { startHttpFaultProxy, startTcpFaultProxy, type HttpFaultProxy } from './fault-proxy';

let upstream: FakeServer;
let proxy: HttpFaultProxy;
const big = { data: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Квартира ${i}` })) };

beforeAll(async () => {
  upstream = await startFakeServer();
  upstream.handle((request, response) => (request.url === '/big' ? sendJson(response, 200, big) : sendJson(response, 200, { data: { ok: true } })));
  proxy = await startHttpFaultProxy({ target: upstream.url });
});

afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const get = (path = '/x', timeoutMs = 1000) => fetch(`${proxy.url}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'no failure';
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as Error).name;
  }
};

describe('the HTTP fault proxy', () => {
  it('passes requests through, records them, and switches at run time', async () => {
    await proxy.set('pass');
    const response = await fetch(`${proxy.url}/leads`, { method: 'POST', body: '{"name":"Анна"}' });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(proxy.requests.at(-1)).toMatchObject({ method: 'POST', url: '/leads', body: '{"name":"Анна"}', mode: 'pass', status: 200 });

    await proxy.set('down');
    expect(await failure(get())).toBe('ECONNREFUSED');
    await proxy.set('pass');
    expect((await get()).status).toBe(200);
  });

  it('holds a slow request beyond the client timeout', async () => {
    await proxy.set('slow');
    const started = Date.now();
    expect(await failure(get('/x', 300))).toBe('TimeoutError');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('cuts a body short with a reset', async () => {
    await proxy.set('reset');
    const response = await get('/big');
    expect(response.status).toBe(200);
    expect(await failure(response.text())).not.toBe('no failure');
  });

  it('answers garbage JSON, a 500 and the wrong content type', async () => {
    await proxy.set('garbage');
    const garbage = await get();
    expect(garbage.headers.get('content-type')).toContain('application/json');
    expect(await failure(garbage.json())).toBe('SyntaxError');
    await proxy.set('error500');
    expect((await get()).status).toBe(500);
    await proxy.set('wrong-type');
    const html = await get();
    expect([html.status, html.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    await proxy.set('pass');
  });
});

describe('the TCP fault proxy', () => {
  it('pipes bytes, refuses when down, and resets open and new connections', async () => {
    const echo = createServer((socket) => socket.pipe(socket));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const tcp = await startTcpFaultProxy({ host: '127.0.0.1', port: (echo.address() as AddressInfo).port });
    const open = () =>
      new Promise<{ reply: Promise<string>; closed: Promise<string>; write: (text: string) => void }>((resolve, reject) => {
        const socket = connect(tcp.port, '127.0.0.1', () => resolve({ reply, closed, write: (text) => socket.write(text) }));
        const reply = new Promise<string>((done) => socket.once('data', (chunk) => done(chunk.toString())));
        const closed = new Promise<string>((done) => {
          socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
          socket.once('close', () => done('closed'));
        });
        socket.once('error', reject);
      });
    try {
      const first = await open();
      first.write('ping');
      expect(await first.reply).toBe('ping');

      await tcp.set('reset');
      expect(await first.closed).toBe('ECONNRESET');
      await tcp.set('down');
      expect(await failure(open())).toBe('Error');
      await tcp.set('pass');
      const again = await open();
      again.write('pong');
      expect(await again.reply).toBe('pong');
    } finally {
      await tcp.close();
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });
});
