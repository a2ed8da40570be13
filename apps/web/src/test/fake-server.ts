// A tiny local HTTP server for client tests: it records each request and answers through a
// handler the test sets. Server-side fetches cannot be intercepted in-process reliably, so the
// clients are tested over real HTTP on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startFakeServer(): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  let handler: FakeHandler = (_request, response) => sendJson(response, 404, { error: { status: 404, message: 'no handler' } });
  const server = createServer((incoming, response) => {
    const request = { method: incoming.method ?? 'GET', url: incoming.url ?? '/', headers: incoming.headers };
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
