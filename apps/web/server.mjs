// The web server: Next's own request handler (the same one `next start` runs) behind a thin edge
// that Next has no option for (docs/security.md, "The request edge"):
// - the socket's address goes to the app in a header of our own, so the rate limits believe
//   X-Forwarded-For only from a trusted proxy (TRUSTED_PROXIES, lib/http/guards.ts);
// - a path whose %-escapes do not decode never reaches Next's router, which can fail on it with a
//   bare 500; the proxy (src/proxy.ts) answers it 400 with the site's headers instead;
// - a body declared larger than any route reads is never read: the route answers 413 at once;
// - a request not complete within REQUEST_TIMEOUT_MS (10 s) is answered 408 and closed;
// - a public page is sent `no-cache` instead of Next's `no-store`, so the back button can restore it
//   from the browser's back/forward cache (browserCacheControl);
// - a page's scripts are loaded at once but run after its first paint (server/scripts-after-paint.mjs);
// - the build's scripts and stylesheets go out as compressed once at build time, brotli where the
//   browser accepts it (server/precompressed-static.mjs);
// - a page whose route calls notFound() gets the site's 404 page drawn on the server, not Next's
//   empty error shell (server/not-found-page.mjs).
//
// `node server.mjs [--port 3000] [--hostname 0.0.0.0]`, in the app folder after `next build`
// (`npm run start -w @novostroy/web`). PORT is read when --port is not given.
import { IncomingMessage, createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  INTERNAL_REQUEST_HEADERS,
  PEER_ADDRESS_HEADER,
  UNREADABLE_PATH_HEADER,
  ROUTER_STATE_HEADER,
  bodyLimitFor,
  browserCacheControl,
  isReadableRouterState,
  declaredLength,
  readableTarget,
} from './server/request-edge.mjs';
import { sendNotFoundPage } from './server/not-found-page.mjs';
import { loadPrecompressed, sendPrecompressedStatic } from './server/precompressed-static.mjs';
import { sendScriptsAfterPaint } from './server/scripts-after-paint.mjs';

const { values: args } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number.parseInt(args.port ?? process.env.PORT ?? '3000', 10);
const hostname = args.hostname;
const requestTimeoutMs = Number.parseInt(process.env.REQUEST_TIMEOUT_MS ?? '', 10) || DEFAULT_REQUEST_TIMEOUT_MS;

// Answers the HTTP parser gives without Next (a request too slow or not HTTP at all): JSON with a
// Russian message, no-store, and the strictest policy a body that is not a page can have.
const LOW_LEVEL_HEADERS = [
  'Content-Type: application/json; charset=utf-8',
  'Cache-Control: no-store',
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Referrer-Policy: strict-origin-when-cross-origin',
  'Connection: close',
];
const LOW_LEVEL_ANSWERS = {
  timeout: [408, 'Request Timeout', 'Запрос не дошёл целиком: соединение слишком медленное. Отправьте его ещё раз.'],
  bad: [400, 'Bad Request', 'Некорректный запрос.'],
};

function lowLevelAnswer([status, reason, message]) {
  const body = JSON.stringify({ error: { status, message } });
  return `HTTP/1.1 ${status} ${reason}\r\n${LOW_LEVEL_HEADERS.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/**
 * The same request without its body: Next and the route see the headers (the declared length too)
 * and an empty stream. `target` gives it another address and headers.
 */
function withoutBody(request, target = request) {
  const copy = new IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = target.url;
  copy.headers = target.headers;
  copy.rawHeaders = Object.entries(target.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, String(value)]));
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  copy.complete = true;
  copy.push(null);
  return copy;
}

// As `next start` does: production React, and the signals left to the app (src/instrumentation.ts
// finishes the lead delivery in hand on SIGTERM). Next is loaded only after these are set.
process.env.NODE_ENV ??= 'production';
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true';
const { default: next } = await import('next');
const appDir = path.dirname(fileURLToPath(import.meta.url));
const app = next({ dev: false, dir: appDir, hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const precompressed = loadPrecompressed(path.join(appDir, '.next'));

const server = createServer({ connectionsCheckingInterval: Math.min(1000, requestTimeoutMs) }, (request, response) => {
  for (const name of INTERNAL_REQUEST_HEADERS) delete request.headers[name];
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';

  const readable = readableTarget(request.url ?? '/');
  if (readable !== null) {
    request.headers[UNREADABLE_PATH_HEADER] = '1';
    request.url = readable;
  }

  if (!isReadableRouterState(request.headers[ROUTER_STATE_HEADER])) delete request.headers[ROUTER_STATE_HEADER];

  // Node sends the headers through writeHead, also when a body is written without calling it.
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadForBrowser(...args) {
    const cacheControl = browserCacheControl({
      method: request.method,
      status: typeof args[0] === 'number' ? args[0] : response.statusCode,
      contentType: response.getHeader('content-type'),
      cacheControl: response.getHeader('cache-control'),
      cookie: request.headers.cookie,
    });
    if (cacheControl !== undefined && cacheControl !== response.getHeader('cache-control')) response.setHeader('Cache-Control', cacheControl);
    return writeHead.apply(this, args);
  };
  // A page's scripts run after its first paint; the server gzips what it rewrites.
  sendScriptsAfterPaint(request, response);
  sendPrecompressedStatic(request, response, precompressed);
  // Installed last, so it sees Next's writes first: an error shell never reaches the others.
  sendNotFoundPage(request, response, (notFound) => {
    handle(withoutBody(request, notFound), response).catch((error) => failed(error, response));
  });

  const declared = declaredLength(request.headers['content-length']);
  if (declared !== undefined && declared > bodyLimitFor(request.url ?? '/')) {
    // The body is never read: the route refuses the declared size (413), and the connection is
    // closed after the answer instead of waiting for bytes that may never come.
    response.shouldKeepAlive = false;
    response.setHeader('Connection', 'close');
    handle(withoutBody(request), response).catch((error) => failed(error, response));
    return;
  }
  handle(request, response).catch((error) => failed(error, response));
});

function failed(error, response) {
  console.error('[server] request failed:', error);
  if (!response.headersSent) {
    response.statusCode = 500;
    response.end();
  } else {
    response.destroy();
  }
}

server.requestTimeout = requestTimeoutMs;
server.headersTimeout = requestTimeoutMs;

server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  // A response already under way (the timeout hit while Next was answering) is cut, not patched.
  if (socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(lowLevelAnswer(error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? LOW_LEVEL_ANSWERS.timeout : LOW_LEVEL_ANSWERS.bad));
});

server.listen(port, hostname, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? `${address.address}:${address.port}` : String(address);
  console.log(`[server] web listening on ${shown} (request timeout ${requestTimeoutMs} ms, ${precompressed.size} static files compressed at build time)`);
});
