// The 404 of an unknown id, drawn on the server (docs/web.md, "Server error answers").
//
// A page whose route calls notFound() before its first byte (an unknown unit, complex or news id,
// a listing for nine rooms) is sent by Next as an empty error shell, `<html id="__next_error__">`,
// whose scripts draw the group's not-found screen in the browser: React renders no error boundary
// on the server (vercel/next.js#62228). So a crawler and a visitor without JavaScript get a blank
// page, and a phone on a slow network shows one until the scripts have come and run. An unmatched
// path has no such problem: Next renders its own 404 route (`/_not-found`, our
// app/global-not-found.tsx) on the server, with the site's frame.
//
// This server therefore holds back the first bytes of every page answered 404. When they are the
// error shell, nothing of it is sent: the same response is handed to Next again for its 404 route,
// with the path the visitor asked for in a header only this server sets (NOT_FOUND_FOR_HEADER;
// a visitor's copy is dropped before Next sees it), so the proxy names that path on the screen and
// the screen explains that the object is gone. Any other 404 (the unmatched path's page itself)
// passes on as soon as its first bytes show it is not the shell.

import { AsyncResource } from 'node:async_hooks';
import { NOT_FOUND_FOR_HEADER } from './request-edge.mjs';

export { NOT_FOUND_FOR_HEADER };
/** Next's 404 route: what an unmatched path renders. */
export const NOT_FOUND_ROUTE = '/_not-found';
/** How Next's empty error shell begins. */
export const ERROR_SHELL_START = '<!DOCTYPE html><html id="__next_error__">';

/**
 * Whether this server watches the answer to the request: a GET of a page. HEAD has no body to
 * tell the shell by; Next's files and the API never render a page; and the second request for the
 * 404 route must not be watched again. A client navigation is watched too, but its answer is the
 * flight format (text/x-component), never held: the router draws the group's not-found from it.
 */
export function watchesForErrorShell({ method, url = '/', headers }) {
  if (method !== 'GET' || headers[NOT_FOUND_FOR_HEADER] !== undefined) return false;
  return !/^\/(?:_next|api)(?:\/|\?|$)/.test(url);
}

const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Installs the watch on `response` (after the server's other wrappers, so it sees Next's calls
 * first). `renderNotFound(target)` is called, at most once, when the page turned out to be the
 * error shell: it must run Next again, on this same response, for `target` (NOT_FOUND_ROUTE with
 * NOT_FOUND_FOR_HEADER set to the page's address, and the request's headers as they arrived: Next
 * rewrites the request's own while it handles it). Everything Next had set on the response by then
 * is dropped first, and the first rendering is told its response has finished.
 */
export function sendNotFoundPage(request, response, renderNotFound) {
  if (!watchesForErrorShell(request)) return;
  const target = { url: NOT_FOUND_ROUTE, headers: { ...request.headers, [NOT_FOUND_FOR_HEADER]: request.url ?? '/' } };
  // The second rendering runs in the request's own context, not inside the first one's.
  const renderAgain = AsyncResource.bind(() => renderNotFound(target));
  // What listens for the response's end before Next does (Node's own server among them).
  const finishListenersBefore = new Set(response.listeners('finish'));
  const { writeHead, write, end, flushHeaders } = response;
  /** watching: nothing decided; holding: a 404 page's first bytes kept back; passing: not ours; discarding: the shell. */
  let state = 'watching';
  let head = null;
  const held = [];

  const isHtml404 = (status) => status === 404 && /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''));

  const decideOnStatus = (status) => {
    if (state === 'watching') state = isHtml404(status) ? 'holding' : 'passing';
  };

  const restore = () => {
    state = 'passing';
    response.writeHead = writeHead;
    response.write = write;
    response.end = end;
    response.flushHeaders = flushHeaders;
  };

  // Sends what was held, as it came, and steps aside.
  const release = () => {
    restore();
    if (head) writeHead.apply(response, head);
    for (const chunk of held.splice(0)) write.call(response, chunk);
  };

  // Decides on the held bytes once they are enough to tell (or the page ended).
  const decideOnBytes = (ended) => {
    const start = Buffer.concat(held).subarray(0, ERROR_SHELL_START.length).toString('latin1');
    if (start === ERROR_SHELL_START) state = 'discarding';
    else if (ended || start.length === ERROR_SHELL_START.length || !ERROR_SHELL_START.startsWith(start)) release();
  };

  response.writeHead = function writeHeadWatched(status, ...rest) {
    if (typeof status === 'number' && state === 'watching') {
      this.statusCode = status;
      decideOnStatus(status);
    }
    if (state === 'passing') return writeHead.call(this, status, ...rest);
    if (state === 'holding') head = [status, ...rest];
    return this;
  };

  // Next flushes the headers before its first write: not those of a page that may be the shell.
  response.flushHeaders = function flushHeadersWatched() {
    decideOnStatus(this.statusCode);
    if (state === 'passing') flushHeaders.call(this);
  };

  response.write = function writeWatched(chunk, encoding, callback) {
    decideOnStatus(this.statusCode);
    if (state === 'passing') return write.apply(this, arguments);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (state === 'holding' && chunk !== undefined && chunk !== null) {
      held.push(toBuffer(chunk, encoding));
      decideOnBytes(false);
    }
    if (done) process.nextTick(done);
    return true;
  };

  response.end = function endWatched(chunk, encoding, callback) {
    decideOnStatus(this.statusCode);
    if (state === 'passing') return end.apply(this, arguments);
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (state === 'holding') {
      if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
      decideOnBytes(true);
      if (state === 'passing') return end.call(this, callback);
    }
    // The shell. Once Next has finished with it, its headers go (the proxy's nonce, Next's cache
    // and content headers) and the 404 route is rendered onto the response, which is still unsent.
    held.length = 0;
    restore();
    // The first rendering waits for the response's 'finish' after its end(): it is over, so it
    // is told so now rather than when the second one ends (or never, if the visitor leaves).
    const firstRenderingWaits = this.listeners('finish').filter((listener) => !finishListenersBefore.has(listener));
    if (callback) process.nextTick(callback);
    setImmediate(() => {
      for (const listener of firstRenderingWaits) {
        this.removeListener('finish', listener);
        listener.call(this);
      }
      // The visitor may have gone meanwhile.
      if (this.destroyed || this.headersSent) return;
      for (const name of this.getHeaderNames()) this.removeHeader(name);
      this.statusCode = 200;
      // Next listens for the response's close once more per rendering: two renders, twice the room.
      this.setMaxListeners(this.getMaxListeners() * 2);
      renderAgain();
    });
    return this;
  };
}
