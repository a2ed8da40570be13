import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIN_SIZE,
  PRECOMPRESSED_DIR,
  chooseEncoding,
  loadPrecompressed,
  precompressStatic,
  sendPrecompressedStatic,
  staticFileOf,
} from '../server/precompressed-static.mjs';

// A build folder as `next build` leaves it: a script, a stylesheet, a file too small to be worth
// compressing, and a font (already compressed).
const script = Buffer.from(`(globalThis.TURBOPACK ||= []).push(${JSON.stringify({ modules: 'Новострой '.repeat(400) })});\n`);
const stylesheet = Buffer.from('.card{display:grid;gap:12px}\n'.repeat(80));
const tiny = Buffer.from('export{};\n');
const font = Buffer.from('wOF2 binary font bytes '.repeat(60));

let nextDir: string;
function writeBuild() {
  const chunks = path.join(nextDir, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  mkdirSync(path.join(nextDir, 'static', 'media'), { recursive: true });
  writeFileSync(path.join(chunks, 'app-1a2b.js'), script);
  writeFileSync(path.join(chunks, 'page-3c4d.css'), stylesheet);
  writeFileSync(path.join(chunks, 'tiny-5e6f.js'), tiny);
  writeFileSync(path.join(nextDir, 'static', 'media', 'manrope.woff2'), font);
}

beforeAll(() => {
  nextDir = mkdtempSync(path.join(tmpdir(), 'precompressed-static-'));
  writeBuild();
});
afterAll(() => rmSync(nextDir, { recursive: true, force: true }));

describe('precompressStatic and loadPrecompressed', () => {
  it('writes brotli and gzip copies of the scripts and stylesheets that decode to the very files, and nothing for the others', () => {
    const totals = precompressStatic(nextDir);
    expect(totals.files).toBe(2);
    const out = path.join(nextDir, PRECOMPRESSED_DIR);
    expect(brotliDecompressSync(readFileSync(path.join(out, 'chunks', 'app-1a2b.js.br')))).toEqual(script);
    expect(gunzipSync(readFileSync(path.join(out, 'chunks', 'app-1a2b.js.gz')))).toEqual(script);
    expect(brotliDecompressSync(readFileSync(path.join(out, 'chunks', 'page-3c4d.css.br')))).toEqual(stylesheet);
    expect(tiny.length).toBeLessThan(MIN_SIZE);
    expect(existsSync(path.join(out, 'chunks', 'tiny-5e6f.js.br'))).toBe(false);
    expect(existsSync(path.join(out, 'media', 'manrope.woff2.br'))).toBe(false);
    expect(totals.br).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.bytes);

    const table = loadPrecompressed(nextDir);
    expect([...table.keys()].sort()).toEqual(['chunks/app-1a2b.js', 'chunks/page-3c4d.css']);
    expect([...(table.get('chunks/app-1a2b.js')?.keys() ?? [])]).toEqual(['br', 'gzip']);
  });

  it('leaves out a file changed after its copies were written, so a stale copy is never sent', () => {
    precompressStatic(nextDir);
    const changed = path.join(nextDir, 'static', 'chunks', 'page-3c4d.css');
    writeFileSync(changed, Buffer.concat([stylesheet, Buffer.from('.new{}')]));
    expect([...loadPrecompressed(nextDir).keys()]).toEqual(['chunks/app-1a2b.js']);
    // Same size, other time: still out.
    writeFileSync(changed, stylesheet);
    const { mtime } = statSync(changed);
    utimesSync(changed, mtime, new Date(mtime.getTime() + 5000));
    expect([...loadPrecompressed(nextDir).keys()]).toEqual(['chunks/app-1a2b.js']);
    precompressStatic(nextDir);
    expect(loadPrecompressed(nextDir).size).toBe(2);
  });

  it('gives an empty table for a build without copies', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'precompressed-none-'));
    try {
      expect(loadPrecompressed(bare).size).toBe(0);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('chooseEncoding and staticFileOf', () => {
  it('takes the coding the browser weighs highest, brotli on a tie, none refused with q=0', () => {
    const both = ['br', 'gzip'];
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('BR', both)).toBe('br');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0, identity', both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('gzip', ['br'])).toBeNull();
  });

  it('names a file under /_next/static/ without its query, and nothing else', () => {
    expect(staticFileOf('/_next/static/chunks/app-1a2b.js?dpl=x')).toBe('chunks/app-1a2b.js');
    expect(staticFileOf('/_next/image?url=x')).toBeNull();
    expect(staticFileOf('/kontakty')).toBeNull();
  });
});

// Next's file server as far as it matters here: type, lifetime, a weak ETag, ranges, 304 and 404.
function nextLike(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const file = staticFileOf(request.url);
  const full = file === null ? null : path.join(nextDir, 'static', file);
  if (full === null || !existsSync(full)) {
    response.statusCode = 404;
    response.end('not found');
    return;
  }
  const size = statSync(full).size;
  const etag = `W/"${size.toString(16)}-1"`;
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  response.setHeader('Content-Type', full.endsWith('.css') ? 'text/css; charset=UTF-8' : 'application/javascript; charset=UTF-8');
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
  if (range) {
    response.writeHead(206, { 'Content-Range': `bytes ${range[1]}-${range[2]}/${size}`, 'Content-Length': Number(range[2]) - Number(range[1]) + 1 });
    createReadStream(full, { start: Number(range[1]), end: Number(range[2]) }).pipe(response);
    return;
  }
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('Content-Length', size);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(full).pipe(response);
}

let server: Server;
let port: number;
beforeAll(async () => {
  precompressStatic(nextDir);
  const table = loadPrecompressed(nextDir);
  server = createServer((request, response) => {
    sendPrecompressedStatic(request, response, table);
    nextLike(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sendPrecompressedStatic', () => {
  const scriptPath = '/_next/static/chunks/app-1a2b.js';

  it('sends the brotli copy to a browser that accepts it, with the length of the copy and Next\'s other headers', async () => {
    const answer = await get(scriptPath, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body)).toEqual(script);
    expect(answer.body.length).toBeLessThan(script.length / 3);
    expect(answer.headers['accept-ranges']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the gzip copy to a browser without brotli, and the plain file to one that takes neither', async () => {
    const gzip = await get(scriptPath, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(script);
    const plain = await get(scriptPath, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(script);
    const stylesheetAnswer = await get('/_next/static/chunks/page-3c4d.css', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(stylesheetAnswer.body)).toEqual(stylesheet);
  });

  it('answers HEAD with the copy\'s headers and no body', async () => {
    const answer = await get(scriptPath, { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it('leaves Next\'s 304, 404 and ranges as they are', async () => {
    const first = await get(scriptPath, { 'accept-encoding': 'br' });
    const revalidated = await get(scriptPath, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await get('/_next/static/chunks/gone-9z.js', { 'accept-encoding': 'br' })).status).toBe(404);
    const range = await get(scriptPath, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toEqual(script.subarray(0, 10));
  });

  it('leaves the files without copies to Next', async () => {
    const answer = await get('/_next/static/chunks/tiny-5e6f.js', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toEqual(tiny);
  });
});
