// Fault injection for the system tests: a small proxy between web and one upstream, switched at
// run time by the test. An HTTP proxy (the CMS, sales-data, the CRM) and a TCP proxy (Postgres).
//
// HTTP modes:
//   pass        forward to the upstream, unchanged
//   down        refuse connections (the port stops listening; open connections are reset)
//   slow        accept the request and answer nothing until `slowMs` (default: never, until the
//               mode changes or the proxy closes): beyond any client timeout
//   reset       forward, send the upstream's status, headers and half of its body, then reset
//   garbage     200 application/json whose body is not JSON
//   error500    500 with a JSON error body, as a crashed upstream behind a gateway answers
//   wrong-type  200 text/html (a gateway's or captive portal's page) instead of JSON
// TCP modes: pass, down (refuse connections), reset (accept, then reset at once; open
// connections are reset when the mode is set).
import { createServer as createHttpServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, createServer as createTcpServer, type Server, type Socket } from 'node:net';

export type HttpFault = 'pass' | 'down' | 'slow' | 'reset' | 'garbage' | 'error500' | 'wrong-type';
export type TcpFault = 'pass' | 'down' | 'reset';

export const HTTP_FAULTS: readonly HttpFault[] = ['down', 'slow', 'reset', 'garbage', 'error500', 'wrong-type'];

export interface ProxiedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  /** The request body as text (empty for a GET). */
  body: string;
  /** The mode the request met. */
  mode: HttpFault;
  /** The status the client got; undefined when it got none (slow, reset before headers). */
  status?: number;
  /** The upstream's answer as text, for a passed request (what the client read). */
  answer?: string;
}

interface Switchable<M> {
  readonly url: string;
  readonly port: number;
  readonly mode: M;
  /** Switches the mode; resolves once the new mode holds (the port listens or refuses). */
  set(mode: M): Promise<void>;
  close(): Promise<void>;
}

export interface HttpFaultProxy extends Switchable<HttpFault> {
  readonly requests: ProxiedRequest[];
}

export type TcpFaultProxy = Switchable<TcpFault>;

/** The listening half both proxies share: "down" closes the port and resets every open socket. */
function listener(server: Server, port: number) {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let listening = false;
  return {
    sockets,
    async listen(): Promise<number> {
      if (listening) return port;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      listening = true;
      const address = server.address();
      if (typeof address === 'object' && address) port = address.port;
      return port;
    },
    resetAll() {
      for (const socket of sockets) socket.resetAndDestroy();
    },
    async stop() {
      this.resetAll();
      if (!listening) return;
      listening = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/** An HTTP fault proxy in front of `target` (e.g. http://127.0.0.1:1337) on a free port (or `port`). */
export async function startHttpFaultProxy(options: { target: string; port?: number; slowMs?: number }): Promise<HttpFaultProxy> {
  const target = new URL(options.target);
  const requests: ProxiedRequest[] = [];
  let mode: HttpFault = 'pass';
  const held = new Set<ServerResponse>();

  const forward = (incoming: IncomingMessage, body: Buffer) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const headers = { ...incoming.headers, host: target.host };
      const outgoing = httpRequest({ hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers }, resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = createHttpServer(async (incoming, response) => {
    const body = await readBody(incoming).catch(() => Buffer.alloc(0));
    const record: ProxiedRequest = { method: incoming.method ?? 'GET', url: incoming.url ?? '/', body: body.toString('utf8'), mode };
    requests.push(record);
    const answer = (status: number, type: string, text: string) => {
      record.status = status;
      response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) }).end(text);
    };
    switch (record.mode) {
      case 'slow': {
        held.add(response);
        response.once('close', () => held.delete(response));
        if (options.slowMs !== undefined) setTimeout(() => held.has(response) && answer(504, 'text/plain', 'slow'), options.slowMs).unref();
        return;
      }
      case 'garbage':
        return answer(200, 'application/json; charset=utf-8', '{"data": [{"id": 1, "attributes": {"Name": "ЖК');
      case 'error500':
        return answer(500, 'application/json; charset=utf-8', JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }));
      case 'wrong-type':
        return answer(200, 'text/html; charset=utf-8', '<!doctype html><html><head><title>Gateway</title></head><body><h1>Service temporarily unavailable</h1></body></html>');
      case 'down':
        // Switched off between accepting the connection and reading the request.
        response.socket?.resetAndDestroy();
        return;
      default:
        break;
    }
    let upstream: IncomingMessage;
    try {
      upstream = await forward(incoming, body);
    } catch {
      record.status = 502;
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' }).end('upstream unreachable');
      return;
    }
    const text = await readBody(upstream).catch(() => Buffer.alloc(0));
    const headers = { ...upstream.headers };
    delete headers['transfer-encoding'];
    headers['content-length'] = String(text.length);
    record.status = upstream.statusCode ?? 502;
    if (record.mode === 'reset') {
      // Headers and half of the body, then a reset: the client sees a body cut short.
      response.writeHead(record.status, headers);
      response.write(text.subarray(0, Math.floor(text.length / 2)));
      setTimeout(() => response.socket?.resetAndDestroy(), 20);
      return;
    }
    record.answer = text.toString('utf8');
    response.writeHead(record.status, headers).end(text);
  });
  const port = listener(server, options.port ?? 0);
  const listening = await port.listen();

  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    requests,
    get mode() {
      return mode;
    },
    async set(next) {
      // Requests held by "slow" stay held across a switch to another fault; passing again lets
      // them go without an answer, as an upstream that came back would have dropped them.
      if (next === 'pass' || next === 'down') for (const response of held) response.socket?.resetAndDestroy();
      mode = next;
      if (next === 'down') await port.stop();
      else await port.listen();
    },
    async close() {
      for (const response of held) response.socket?.resetAndDestroy();
      await port.stop();
    },
  };
}

/** A TCP fault proxy in front of `target` (host:port, e.g. Postgres) on a free port (or `port`). */
export async function startTcpFaultProxy(options: { host: string; port: number; listenPort?: number }): Promise<TcpFaultProxy> {
  let mode: TcpFault = 'pass';
  const server = createTcpServer((client) => {
    if (mode !== 'pass') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(options.port, options.host);
    const pair = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', pair);
    upstream.on('error', pair);
    client.once('close', pair);
    upstream.once('close', () => {
      if (!client.destroyed) client.resetAndDestroy();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const port = listener(server, options.listenPort ?? 0);
  const listening = await port.listen();
  return {
    url: `127.0.0.1:${listening}`,
    port: listening,
    get mode() {
      return mode;
    },
    async set(next) {
      mode = next;
      if (next === 'down') await port.stop();
      else {
        if (next === 'reset') port.resetAll();
        await port.listen();
      }
    },
    close: () => port.stop(),
  };
}
