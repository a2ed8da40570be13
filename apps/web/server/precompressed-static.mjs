// The build's scripts and stylesheets, compressed once at build time (docs/performance.md,
// "Static files compressed once, with brotli").
//
// Next compresses what it serves per request, with gzip only; behind the cache layer nginx did the
// same, at level 5. Both are cheap settings for a body that never changes: every chunk and
// stylesheet under /_next/static/ has its content hash in its name. So the build writes each of them
// once more, as brotli at its strongest setting and as gzip at level 9, into `.next/precompressed/`
// with a manifest (the last step of the web's `build` script, scripts/precompress.mjs), and the web
// server sends those bytes to a browser that accepts them. A page's scripts come to about 15 % fewer
// bytes than with gzip at level 5 (about 23 KB a page), and nobody compresses the same file again.
//
// Next still answers the request: its proxy sets the security headers, its file server the type,
// the lifetime and the validators, and a 304 or a 404 is its own. Only a 200 of a file the manifest
// lists, unchanged since (size and modification time as recorded), gets the compressed bytes in
// place of the ones Next reads. A range request is left to Next: ranges count the plain bytes.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const PRECOMPRESSED_DIR = 'precompressed';
const MANIFEST = 'manifest.json';
const STATIC_PREFIX = '/_next/static/';
/** Text the browser downloads from the build: scripts, stylesheets, source maps if any are built. */
const COMPRESSIBLE_FILE = /\.(?:js|css|map|json|svg|txt)$/;
/** Below this a compressed copy saves less than its headers cost (nginx's gzip_min_length too). */
export const MIN_SIZE = 512;

/** The encodings written, in the order the server prefers them. */
export const ENCODINGS = /** @type {const} */ ([
  { name: 'br', suffix: '.br', compress: (bytes) => brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) },
  { name: 'gzip', suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
]);

function filesUnder(dir, base = dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full, base));
    else if (entry.isFile()) found.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return found.sort();
}

/**
 * Writes the compressed copies of the build's static text files and their manifest into
 * `<nextDir>/precompressed/`, replacing what an earlier run left there. An encoding whose copy is
 * not smaller than the file is not written.
 * @param {string} nextDir the build's `.next` folder
 * @returns {{ files: number, bytes: number, br: number, gzip: number }} what was written
 */
export function precompressStatic(nextDir) {
  const staticDir = path.join(nextDir, 'static');
  const outDir = path.join(nextDir, PRECOMPRESSED_DIR);
  rmSync(outDir, { recursive: true, force: true });
  const manifest = { files: {} };
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(staticDir)) {
    if (!COMPRESSIBLE_FILE.test(file)) continue;
    const source = path.join(staticDir, file);
    const stat = statSync(source);
    if (stat.size < MIN_SIZE) continue;
    const bytes = readFileSync(source);
    const entry = { size: stat.size, mtimeMs: stat.mtimeMs, encodings: {} };
    for (const encoding of ENCODINGS) {
      const compressed = encoding.compress(bytes);
      if (compressed.length >= bytes.length) continue;
      const target = path.join(outDir, file + encoding.suffix);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, compressed);
      entry.encodings[encoding.name] = compressed.length;
      totals[encoding.name] += compressed.length;
    }
    if (Object.keys(entry.encodings).length === 0) continue;
    manifest.files[file] = entry;
    totals.files += 1;
    totals.bytes += bytes.length;
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, MANIFEST), JSON.stringify(manifest));
  return totals;
}

/**
 * The compressed copies the server may send: read from `<nextDir>/precompressed/` into memory
 * (some hundreds of kilobytes), keyed by the path under /_next/static/. A file changed since the
 * copies were written (a build without the step after it) is left out, so a stale copy is never
 * sent; no manifest at all gives an empty table, and Next compresses as before.
 * @param {string} nextDir
 * @returns {Map<string, Map<string, Buffer>>}
 */
export function loadPrecompressed(nextDir) {
  const table = new Map();
  const dir = path.join(nextDir, PRECOMPRESSED_DIR);
  const manifestFile = path.join(dir, MANIFEST);
  if (!existsSync(manifestFile)) return table;
  const { files } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const [file, entry] of Object.entries(files)) {
    let stat;
    try {
      stat = statSync(path.join(nextDir, 'static', file));
    } catch {
      continue;
    }
    if (stat.size !== entry.size || stat.mtimeMs !== entry.mtimeMs) continue;
    const copies = new Map();
    for (const encoding of ENCODINGS) {
      if (!(encoding.name in entry.encodings)) continue;
      const bytes = readFileSync(path.join(dir, file + encoding.suffix));
      if (bytes.length === entry.encodings[encoding.name]) copies.set(encoding.name, bytes);
    }
    if (copies.size > 0) table.set(file, copies);
  }
  return table;
}

/**
 * The encodings an Accept-Encoding header allows, each with its weight; `*` stands for any other.
 * @param {string | string[] | undefined} header
 * @returns {Map<string, number>}
 */
function acceptedEncodings(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') weight = Number.parseFloat(value ?? '');
    }
    accepted.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  return accepted;
}

/**
 * The encoding to send of those available: the one the browser weighs highest, brotli before gzip
 * on a tie; null when it accepts none of them.
 * @param {string | string[] | undefined} header
 * @param {Iterable<string>} available
 * @returns {string | null}
 */
export function chooseEncoding(header, available) {
  const accepted = acceptedEncodings(header);
  let best = null;
  let bestWeight = 0;
  for (const name of available) {
    const weight = accepted.get(name) ?? accepted.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [name, weight];
  }
  return best;
}

/** The key of a static file's copies: its path under /_next/static/, or null for any other request. */
export function staticFileOf(url) {
  const pathname = String(url ?? '').split('?')[0];
  return pathname.startsWith(STATIC_PREFIX) ? pathname.slice(STATIC_PREFIX.length) : null;
}

/**
 * For a GET or HEAD of a static file with compressed copies: lets Next answer, and when its answer
 * is a 200, sends the copy in the encoding the browser prefers instead of Next's body. Call before
 * Next's handler; anything else passes untouched.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Map<string, Map<string, Buffer>>} table from loadPrecompressed
 */
export function sendPrecompressedStatic(request, response, table) {
  if (table.size === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
  if (request.headers.range !== undefined) return;
  const file = staticFileOf(request.url);
  const copies = file === null ? undefined : table.get(file);
  if (!copies) return;
  const encoding = chooseEncoding(request.headers['accept-encoding'], copies.keys());
  if (encoding === null) return;
  const body = /** @type {Buffer} */ (copies.get(encoding));
  // Next would gzip its own answer otherwise.
  delete request.headers['accept-encoding'];

  const { writeHead, write, end } = response;
  let replaced = false;
  response.writeHead = function writeHeadPrecompressed(status, ...rest) {
    if (status === 200 && !replaced) {
      replaced = true;
      // Headers given to writeHead itself win over setHeader: take the length and ranges out there too.
      const given = rest.at(-1);
      if (given && typeof given === 'object' && !Array.isArray(given)) {
        for (const name of Object.keys(given)) if (/^(?:content-length|accept-ranges|content-encoding)$/i.test(name)) delete given[name];
      }
      this.removeHeader('Accept-Ranges');
      this.setHeader('Content-Encoding', encoding);
      this.setHeader('Content-Length', body.length);
      const vary = String(this.getHeader('vary') ?? '');
      if (!/\baccept-encoding\b/i.test(vary)) this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return writeHead.call(this, status, ...rest);
  };
  // Next's bytes of the file are dropped; the copy goes out with the end of its answer.
  response.write = function writePrecompressed(chunk, encodingOrCallback, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!replaced) return write.apply(this, arguments);
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function endPrecompressed(chunk, encodingOrCallback, callback) {
    const done = typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!replaced) return end.apply(this, arguments);
    return request.method === 'HEAD' ? end.call(this, done) : end.call(this, body, done);
  };
}
