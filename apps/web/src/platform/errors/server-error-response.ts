// Installs, once per server process (instrumentation.ts), the wrapper around every HTTP request
// that (1) opens the request's context (lib/http/request-context: its start time for the upstream
// budget, and what failed) and (2) replaces Next's empty error shell of a failed page with the
// site's error screen as HTML (server-error-document.ts): 503 with Retry-After when the CMS could
// not serve the page, else 500. The security headers the proxy set stay on the answer.
//
// Why here: Next renders error.tsx / global-error.tsx only in the browser; a page that throws before
// its first byte gets `<html id="__next_error__">` with an empty body, and the App Router has no
// status other than 404/401/403 for a page. Client navigations (RSC answers, text/x-component) are
// left to error.tsx.
import { readFileSync } from 'node:fs';
import { Server, ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { requestContextStorage, type RequestContext } from '@/lib/http/request-context';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, serverErrorDocument } from './server-error-document';

const INSTALLED = Symbol.for('novostroy.server-error-response');
/** Next's files and the API routes: never a page, so no page context and no error screen. */
const ASSET_OR_API = /^\/(?:_next|api)(?:\/|$)/;

/**
 * A page request that may be answered with HTML: GET or HEAD, not an asset or an API call. Whether
 * it is a client navigation is left to the answer's type (`decide` below replaces HTML only): Next
 * answers RSC only to the header `RSC: 1`, and even drops that header for some requests, so a query
 * `_rsc=` or a header `RSC: 0` still gets a page, and a failed one must get the site's screen.
 */
export function isDocumentRequest(req: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return !ASSET_OR_API.test(req.url ?? '/');
}

/**
 * The site's global stylesheets, as the build's prerendered global-error page links them, and the
 * classes next/font generated that define the typeface's variables (the root layout puts them on
 * <html>; read from those stylesheets).
 */
export function siteStyles(distDir: string): { stylesheets: string[]; rootClasses: string[] } {
  try {
    const html = readFileSync(path.join(distDir, 'server', 'app', '_global-error.html'), 'utf8');
    const stylesheets = [...new Set([...html.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]!))];
    const rootClasses = stylesheets.flatMap((href) => {
      try {
        const css = readFileSync(path.join(distDir, href.replace(/^\/_next\//, '')), 'utf8');
        return [...css.matchAll(/\.([\w-]+)\{--font-[\w-]+:/g)].map((m) => m[1]!);
      } catch {
        return [];
      }
    });
    return { stylesheets, rootClasses: [...new Set(rootClasses)] };
  } catch {
    return { stylesheets: [], rootClasses: [] };
  }
}

function decoded(body: Buffer, encoding: string): string {
  try {
    if (encoding.includes('br')) return brotliDecompressSync(body).toString('utf8');
    if (encoding.includes('gzip')) return gunzipSync(body).toString('utf8');
    if (encoding.includes('deflate')) return inflateSync(body).toString('utf8');
  } catch {
    return '';
  }
  return body.toString('utf8');
}

/** The digest Next put into the error shell's flight data, if it is there. */
export function digestOf(shell: string): string | undefined {
  return /\\?"digest\\?":\\?"([\w-]{1,64})\\?"/.exec(shell)?.[1];
}

const sameSitePath = (url: string | undefined) => (url && url.startsWith('/') && !url.startsWith('//') ? url : undefined);

/** Wraps one response: passes it through unless it is a 5xx HTML page, which it replaces at the end. */
function wrapResponse(req: IncomingMessage, res: ServerResponse, context: RequestContext, styles: ReturnType<typeof siteStyles>) {
  const proto = ServerResponse.prototype;
  let mode: 'undecided' | 'pass' | 'replace' = 'undecided';
  const swallowed: Buffer[] = [];

  const decide = () => {
    if (mode !== 'undecided') return mode;
    const type = String(res.getHeader('content-type') ?? '');
    mode = res.statusCode >= 500 && type.startsWith('text/html') ? 'replace' : 'pass';
    return mode;
  };

  const finish = (callback?: () => void) => {
    const status = context.cmsUnavailable ? 503 : 500;
    const encoding = String(res.getHeader('content-encoding') ?? '');
    const shell = decoded(Buffer.concat(swallowed), encoding);
    const body = serverErrorDocument({
      status,
      digest: digestOf(shell),
      stylesheets: styles.stylesheets,
      rootClasses: styles.rootClasses,
      path: sameSitePath(req.url),
    });
    for (const name of ['content-encoding', 'content-length', 'etag', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time']) res.removeHeader(name);
    const headers: OutgoingHttpHeaders = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      ...(status === 503 ? { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } : {}),
    };
    proto.writeHead.call(res, status, headers);
    if (req.method === 'HEAD') proto.end.call(res, undefined, 'utf8', callback);
    else proto.end.call(res, body, 'utf8', callback);
  };

  // Next (and the compression it puts on the response) call these on the instance.
  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    // Next sets the status before its first write; writeHead(status) may carry it too.
    if (mode === 'undecided' && typeof args[0] === 'number') res.statusCode = args[0];
    if (decide() === 'replace') return res;
    return (proto.writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  };
  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (decide() === 'replace') return;
    proto.flushHeaders.call(this);
  };
  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (decide() === 'replace') {
      if (chunk) swallowed.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }
    return (proto.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    if (decide() === 'replace') {
      const [chunk] = args;
      if (chunk && typeof chunk !== 'function') swallowed.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      if (!res.writableEnded) finish(args.find((arg) => typeof arg === 'function') as (() => void) | undefined);
      return res;
    }
    return (proto.end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}

/** Wraps every request of every HTTP server of this process; idempotent. */
export function installServerErrorResponses(options: { distDir: string }): void {
  const holder = globalThis as { [INSTALLED]?: boolean };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const styles = siteStyles(options.distDir);
  const storage = requestContextStorage();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(this) below
  const emit = Server.prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  Server.prototype.emit = function emitWithContext(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    // Pages and client navigations get a context (the CMS budget); assets and API routes do not.
    if (ASSET_OR_API.test(req.url ?? '/')) return emit.call(this, event, ...args);
    const context: RequestContext = { startedAt: performance.now() };
    if (isDocumentRequest(req)) wrapResponse(req, res, context, styles);
    return storage.run(context, () => emit.call(this, event, ...args));
  } as Server['emit'];
}
