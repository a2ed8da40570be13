// Shared machinery of the HTTP fuzz suite (`*.fuzz.test.ts`): the seed, hostile request parts
// (fast-check arbitraries), a raw HTTP client and the check of the server's log.
// FUZZ_SEED replays a run (the seed is printed at the start and in every failure); FUZZ_CASES sets
// the cases per target (default 1,000); FUZZ_CONCURRENCY the requests in flight (default 8).
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import fc from 'fast-check';
import { inject } from 'vitest';

export const CASES = Number(process.env.FUZZ_CASES ?? 1000);
export const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
export const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** The fuzzed server (the first, when the suite runs several: they share SITE_URL). */
export const baseUrl = (): string => inject('fuzzBaseUrls')[0]!;
let turn = 0;
/** The fuzzed servers in turn: a request a test sends goes to the next, so all of them render (one per core). */
export const nextBaseUrl = (): string => {
  const urls = inject('fuzzBaseUrls');
  return urls[turn++ % urls.length]!;
};
export const revalidateSecret = (): string => inject('fuzzRevalidateSecret');

// ---------------------------------------------------------------------------------------------
// Hostile parts of a request.

/** %-sequences that are not UTF-8 or not %-sequences at all, and encodings of separators. */
export const MALFORMED_ESCAPES = [
  '%',
  '%%',
  '%Z',
  '%ZZ',
  '%1',
  '%E0%A4%A',
  '%C0%AE',
  '%C0%AF',
  '%FF%FE',
  '%ED%A0%80',
  '%F0%9F',
  '%80',
  '%u0041',
  '%00',
  '%0A',
  '%0D%0A',
  '%2F',
  '%5C',
  '%2e%2e',
  '%2E',
  '%25',
  '%3F',
  '%23',
];

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Every byte %-encoded: most such sequences are not UTF-8. */
const encodedBytes = fc.uint8Array({ maxLength: 24 }).map((bytes) => [...bytes].map(hex).join(''));
/** Printable ASCII as typed, reserved characters included (but the separators of the URL itself). */
const rawAscii = fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((text) => text.replace(/[\s/?#]/g, ''));
/** Any Unicode text, correctly encoded: Cyrillic, emoji, combining marks, RTL marks. */
const unicode = fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent);
const numbers = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '1e309', '0x1F', '99999999999999999999999', '-0', '+1', '٣', '１２', '11010305', '11010305abc'),
);
const words = fc.constantFrom(
  '..',
  '.',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  'index',
  'page',
  '_next',
  'api',
  'favicon.ico',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${7*7}',
  '{{7*7}}',
  'zhk-severnoe-siyanie',
  'itogi-2025-goda',
  'ЖК-акварель',
);
const long = fc.integer({ min: 200, max: 4000 }).map((n) => 'a'.repeat(n));

/** One path segment, as written in the URL (never empty). */
export const segment: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
    { weight: 2, arbitrary: encodedBytes },
    { weight: 3, arbitrary: rawAscii },
    { weight: 2, arbitrary: unicode },
    { weight: 3, arbitrary: numbers },
    { weight: 2, arbitrary: words },
    { weight: 1, arbitrary: long },
    { weight: 2, arbitrary: fc.tuple(words, fc.constantFrom(...MALFORMED_ESCAPES), rawAscii).map((parts) => parts.join('')) },
  )
  .map((text) => (text === '' ? '%20' : text));

/** Query keys: the site's own parameters, Next's internal ones, prototype keys, qs brackets, junk. */
const KNOWN_KEYS = [
  'rooms',
  'page',
  'sort',
  'view',
  'project',
  'house',
  'price_from',
  'price_to',
  'area_from',
  'area_to',
  'floor_from',
  'floor_to',
  'completion',
  'finishing',
  'ids',
  'property',
  'type',
  'tab',
  'q',
  'year',
  'status',
  'limit',
  'path',
  'expires',
  'signature',
  'secret',
  'utm_source',
  'utm_campaign',
  'yclid',
  '_rsc',
  '__nextDataReq',
  '__nextLocale',
  '__nextDefaultLocale',
  'nxtPid',
  'nxtPkind',
  'nxtIid',
  '__proto__',
  'constructor',
  '__proto__[admin]',
  'a[b][c][d][e][f]',
  'rooms[]',
  'ids[0]',
  'price[$gt]',
  'filters[Slug][$eq]',
];
const queryKey = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...KNOWN_KEYS) }, { weight: 1, arbitrary: segment });
const queryValue = fc.oneof(segment, fc.constant(''), fc.array(numbers, { minLength: 1, maxLength: 6 }).map((items) => items.join(',')));
const queryPiece = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(queryKey, queryValue).map(([key, value]) => `${key}=${value}`) },
  { weight: 1, arbitrary: queryKey },
  { weight: 1, arbitrary: fc.constantFrom('', '=', '==', '&', '=x', '%26=%3D') },
);

/** A query string without "?", possibly empty. */
export const queryString: fc.Arbitrary<string> = fc.array(queryPiece, { maxLength: 12 }).map((pieces) => pieces.join('&'));

/** A header value Node can send: tabs, printable ASCII and Latin-1 bytes (no line breaks). */
const headerText = fc
  .string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(9)).map((code) => String.fromCharCode(code)), maxLength: 80 })
  .map((text) => text.trim() || 'x');

const junkJson = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value));

/** Request headers a browser, a bot, a broken proxy or an attacker might send. */
const HEADER_CHOICES: Array<[string, fc.Arbitrary<string>]> = [
  ['accept', fc.oneof(fc.constantFrom('text/html', 'application/json', 'text/x-component', '*/*', 'image/avif,image/webp'), headerText)],
  ['accept-language', fc.oneof(fc.constantFrom('ru-RU,ru;q=0.9', 'en', '*'), headerText)],
  ['accept-encoding', fc.oneof(fc.constantFrom('gzip, br', 'identity', 'zstd', '*;q=0'), headerText)],
  ['cookie', fc.oneof(fc.constantFrom('__prerender_bypass=1', '__next_preview_data=x', 'favourites=%E0%A4%A', 'a=b; a=c'), headerText)],
  ['rsc', fc.constantFrom('1', '0', 'true')],
  ['next-router-state-tree', fc.oneof(junkJson.map(encodeURIComponent), headerText, fc.constant('%5B%22%22%2C%7B%7D%5D'))],
  ['next-router-prefetch', fc.constantFrom('1', '2', 'x')],
  ['next-router-segment-prefetch', fc.oneof(fc.constantFrom('/_tree', '/_index', '/(default)'), headerText)],
  ['next-url', fc.oneof(fc.constantFrom('/', '/our-projects', '//evil.example'), headerText)],
  ['next-action', fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 40, maxLength: 42 }), headerText)],
  ['x-forwarded-for', fc.oneof(fc.ipV4(), fc.ipV6(), headerText, fc.constant('1.1.1.1, 10.88.0.2, ::ffff:127.0.0.1'))],
  ['x-forwarded-host', fc.oneof(fc.domain(), headerText)],
  ['x-forwarded-proto', fc.oneof(fc.constantFrom('https', 'http', 'gopher', ''), headerText)],
  ['x-forwarded-port', fc.oneof(fc.integer({ min: -1, max: 70000 }).map(String), headerText)],
  ['x-real-ip', fc.oneof(fc.ipV4(), headerText)],
  ['x-middleware-subrequest', fc.constantFrom('middleware', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware', 'proxy')],
  ['x-middleware-prefetch', fc.constantFrom('1')],
  ['x-invoke-path', fc.oneof(fc.constantFrom('/debug', '/api/health'), headerText)],
  ['x-invoke-query', fc.oneof(junkJson.map(encodeURIComponent), headerText)],
  ['x-matched-path', fc.oneof(fc.constantFrom('/our-projects/[id]', '/api/catalogue/[kind]'), headerText)],
  ['x-now-route-matches', headerText],
  ['x-edge-secret', headerText],
  ['x-nonce', headerText],
  ['x-revalidate-secret', headerText],
  ['authorization', fc.oneof(headerText.map((text) => `Bearer ${text}`), headerText)],
  ['range', fc.oneof(fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9999999999-', 'bytes=1-0,5-2'), headerText)],
  ['if-none-match', headerText],
  ['if-modified-since', fc.oneof(fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday'), headerText)],
  ['user-agent', fc.oneof(fc.constantFrom('Googlebot/2.1', 'curl/8', ''), headerText)],
  ['referer', fc.oneof(fc.webUrl(), headerText)],
  ['origin', fc.oneof(fc.webUrl().map((url) => new URL(url).origin), fc.constant('null'), headerText)],
  ['purpose', fc.constantFrom('prefetch')],
  ['sec-purpose', fc.constantFrom('prefetch', 'prefetch;prerender')],
];

/** A handful of hostile headers (names in random case). */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .subarray(HEADER_CHOICES, { maxLength: 6 })
  .chain((chosen) => fc.tuple(...chosen.map(([name, value]) => fc.tuple(fc.constant(name), value, fc.boolean()))))
  .map((entries: Array<[string, string, boolean]>) => Object.fromEntries(entries.map(([name, value, upper]) => [upper ? name.toUpperCase() : name, value])));

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** Mostly GET, every other method too. */
export const method = fc.oneof({ weight: 6, arbitrary: fc.constant('GET') }, { weight: 4, arbitrary: fc.constantFrom(...METHODS) });

/** A request body: JSON of any shape, broken JSON, text, bytes, a form. */
export const junkBody: fc.Arbitrary<Buffer> = fc.oneof(
  junkJson.map((text) => Buffer.from(text)),
  junkJson.map((text) => Buffer.from(text.slice(0, Math.max(0, text.length - 1)))),
  fc.string({ unit: 'grapheme', maxLength: 200 }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom('', '{', '[]', 'null', '"x"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', 'a=1&b=2', '\u0000').map((text) => Buffer.from(text)),
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=koi8-r',
  'application/csp-report',
  'text/html',
];
export const contentType = fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) }, { weight: 1, arbitrary: headerText });

// ---------------------------------------------------------------------------------------------
// The client and the runner.

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent (raw bytes: no normalisation, unlike fetch). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface FuzzResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Sends one request as written, through node:http (fetch would normalise the path), to the servers
 * in turn. A kept-alive socket the server closed just as it was reused (ECONNRESET on a reused
 * socket: Node's documented race) is retried once on a new one; any other failure is the answer.
 * Response headers may be large (a redirect repeats a long query in Location and Refresh).
 */
export function send(request: FuzzRequest, timeoutMs = 30_000, retried = false): Promise<FuzzResponse> {
  const url = new URL(nextBaseUrl());
  return new Promise((resolve, reject) => {
    const body = request.body && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : undefined;
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: timeoutMs,
        maxHeaderSize: 256 * 1024,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8').slice(0, 4096) }));
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) send(request, timeoutMs, true).then(resolve, reject);
      else reject(error);
    });
    req.end(body);
  });
}

/**
 * The path as it goes on the wire: characters outside printable ASCII (a space, Cyrillic, an
 * emoji, a lone surrogate) %-encoded as a browser would; everything else, broken escapes
 * included, exactly as generated.
 */
export function wirePath(path: string): string {
  let out = '';
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && code < 0x7f) out += char;
    else {
      try {
        out += encodeURIComponent(char);
      } catch {
        out += '%ED%A0%80'; // a lone surrogate: its CESU bytes, which are not UTF-8
      }
    }
  }
  return out;
}

export interface Failure {
  request: string;
  problem: string;
}

/** The request as a failure shows it; the fuzz servers' revalidate secret is masked (logs are checked for secrets). */
export const describeRequest = (request: FuzzRequest) => {
  const text = `${request.method} ${request.path}${request.headers && Object.keys(request.headers).length > 0 ? ` ${JSON.stringify(request.headers)}` : ''}${request.body ? ` body ${JSON.stringify(request.body.toString('utf8').slice(0, 120))}` : ''}`;
  const secret = revalidateSecret();
  return secret ? text.split(secret).join('<revalidate secret>') : text;
};

/**
 * Draws `CASES` requests from `arbitrary` with the run's seed (the same seed gives the same
 * requests), sends them `CONCURRENCY` at a time, and returns the ones that failed: a 5xx, no answer,
 * or what `check` says.
 */
export async function fuzz(
  arbitrary: fc.Arbitrary<FuzzRequest>,
  check: (response: FuzzResponse, request: FuzzRequest) => string | null = () => null,
  { cases = CASES, seedOffset = 0 }: { cases?: number; seedOffset?: number } = {},
): Promise<Failure[]> {
  const requests = fc.sample(arbitrary, { numRuns: cases, seed: SEED + seedOffset }).map((request) => ({ ...request, path: wirePath(request.path) }));
  const failures: Failure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      try {
        const response = await send(request);
        const problem = response.status >= 500 ? `HTTP ${response.status}: ${response.body.slice(0, 200)}` : check(response, request);
        if (problem) failures.push({ request: describeRequest(request), problem });
      } catch (error) {
        failures.push({ request: describeRequest(request), problem: `no answer: ${error instanceof Error ? error.message : String(error)}` });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

/**
 * The assertion message of a fuzz test: the first failures and escaped errors on one line, each
 * cut short. A failed object comparison prints only its first keys, and a CI log keeps one line
 * per failed test, so without it a red run would not say which request failed or how.
 */
export function failureSummary(failures: readonly { problem: string; request?: string; url?: string }[], escaped: readonly string[] = []): string {
  const cut = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);
  const parts = failures.slice(0, 2).map((failure) => `${cut(failure.problem)} ← ${cut(failure.request ?? failure.url ?? '')}`);
  if (escaped[0]) parts.push(`escaped error: ${cut(escaped[0])}`);
  return parts.length > 0 ? `seed ${SEED}, ${failures.length} failed: ${parts.join(' | ')}` : `seed ${SEED}`;
}

/** What a test compares with `{ seed, failed: 0, first: [] }`: the seed and the first failures. */
export const report = (failures: Failure[]) => ({ seed: SEED, failed: failures.length, first: failures.slice(0, 5) });

// ---------------------------------------------------------------------------------------------
// The server's log.

/**
 * Lines of the server's output that say an error escaped: Node's and Next's unhandled rejections
 * and uncaught exceptions, and Next's "⨯" error lines (a render or route error it caught only at
 * the top). The site's own degradations log with a "[area]" prefix and are not matched.
 */
const ESCAPED_ERROR = /unhandledRejection|uncaughtException|Unhandled Rejection|UnhandledPromiseRejection|⨯|FATAL ERROR|Error: Cannot find module/;

/** Where the log ends now: pass it to `escapedErrorsSince` after a run. */
export function logOffset(): number {
  return statSync(inject('fuzzServerLog')).size;
}

/** The log lines written after `offset` that report an escaped error (after a short settle). */
export async function escapedErrorsSince(offset: number): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const text = readFileSync(inject('fuzzServerLog')).subarray(offset).toString('utf8');
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, index) => {
    if (ESCAPED_ERROR.test(line)) found.push(lines.slice(index, index + 4).join('\n').slice(0, 600));
  });
  return found;
}
