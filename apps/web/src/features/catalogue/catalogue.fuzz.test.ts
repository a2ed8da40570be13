// HTTP fuzz of the catalogue against the fuzz suite's web server (src/test/fuzz/server.ts): 1,000
// hostile query strings (fast-check) per catalogue API route and per listing page. The five flats
// listings by room count are one page with one query parser: they share one set of 1,000, a fifth
// each, rather than each rendering the same 1,000. Never a 5xx; the API answers 400 naming exactly
// the refused parameters in Russian, or 200; a listing page always opens (200), dropping what it
// cannot read. Requests go 8 at a time, spread over the suite's servers. A failure prints the URLs
// and the seed: `FUZZ_SEED=<seed>` replays the same cases.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectServiceUp } from '@/test/live-services';
import { SEED, baseUrl as fuzzBaseUrl, escapedErrorsSince, failureSummary, logOffset, nextBaseUrl } from '@/test/fuzz/fuzz';
import { expectedBadParameters, fuzzQuery, type FuzzQuery } from './data/test-queries';
import type { CatalogueKind } from './data/catalogue-query';

const baseUrl = fuzzBaseUrl();
const CASES = Number(process.env.FUZZ_CASES ?? 1000);
const CONCURRENCY = 8;
const seed = SEED;

const FLATS_LISTINGS = [0, 1, 2, 3, 4].map((n) => `/kupit-${n}-komnatnuyu-kvartiru-ot-zastroishika`);
const LISTINGS = [...FLATS_LISTINGS, '/commercial', '/parking', '/store-room'];

const API_KINDS: CatalogueKind[] = ['flats', 'commercial', 'parking', 'storage'];

interface Failure {
  url: string;
  problem: string;
}

const sampleCases = () => fc.sample(fuzzQuery, { numRuns: CASES, seed });

/** The cases of one listing page: a flats listing gets its fifth of the flats' shared set. */
function listingCases(path: string): FuzzQuery[] {
  const index = FLATS_LISTINGS.indexOf(path);
  if (index === -1) return sampleCases();
  const share = Math.ceil(CASES / FLATS_LISTINGS.length);
  return sampleCases().slice(index * share, (index + 1) * share);
}

/** Runs `check` on every case (by default the seed's `CASES`), `CONCURRENCY` at a time; the cases that failed, with the reason. */
async function fuzz(path: string, check: (response: Response, query: FuzzQuery) => Promise<string | null>, cases: FuzzQuery[] = sampleCases()): Promise<Failure[]> {
  const failures: Failure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const query = cases[next++]!;
      // Spread over the suite's servers, so every core renders.
      const url = `${nextBaseUrl()}${path}${query.search ? `?${query.search}` : ''}`;
      try {
        const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
        const problem = response.status >= 500 ? `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}` : await check(response, query);
        if (problem) failures.push({ url, problem });
      } catch (error) {
        failures.push({ url, problem: `no answer: ${error instanceof Error ? error.message : String(error)}` });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

const report = (failures: Failure[]) => ({ seed, failed: failures.length, first: failures.slice(0, 5) });

/** The API's answer to `query`: 400 naming exactly the bad parameters in Russian, else 200 with a page of units. */
const apiCheck = (kind: CatalogueKind) => async (response: Response, query: FuzzQuery) => {
  const expected = expectedBadParameters(kind, query);
  const body = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> }; data?: unknown[]; meta?: { query?: string } } | null;
  if (expected.length > 0) {
    if (response.status !== 400) return `expected 400 naming ${expected.join(', ')}, got ${response.status}`;
    const fields = body?.error?.fields ?? {};
    const named = Object.keys(fields).sort();
    if (named.join() !== expected.join()) return `400 named [${named.join(', ')}], expected [${expected.join(', ')}]`;
    const notRussian = Object.entries(fields).filter(([, message]) => !/[а-яё]/i.test(message));
    return notRussian.length > 0 ? `messages not in Russian: ${JSON.stringify(notRussian)}` : null;
  }
  if (response.status !== 200) return `expected 200, got ${response.status}: ${JSON.stringify(body).slice(0, 200)}`;
  return Array.isArray(body?.data) && typeof body?.meta?.query === 'string' ? null : `200 without data and meta: ${JSON.stringify(body).slice(0, 200)}`;
};

let offset = 0;
beforeAll(async () => {
  await expectServiceUp('web', `${baseUrl}/api/health`);
  offset = logOffset();
});


describe(`catalogue API under ${CASES} fuzzed query strings per route (seed ${seed})`, () => {
  it.each(API_KINDS)('/api/catalogue/%s answers 400 naming each bad parameter in Russian, else 200, never 5xx', async (kind) => {
    const failures = await fuzz(`/api/catalogue/${kind}`, apiCheck(kind));
    expect(report(failures), failureSummary(failures)).toEqual({ seed, failed: 0, first: [] });
  });

  it('an unknown listing kind answers 404 in Russian whatever the query', async () => {
    const failures = await fuzz('/api/catalogue/villas', async (response) => {
      if (response.status !== 404) return `expected 404, got ${response.status}`;
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      return /[а-яё]/i.test(body?.error?.message ?? '') ? null : `404 without a Russian message: ${JSON.stringify(body)}`;
    });
    expect(report(failures), failureSummary(failures)).toEqual({ seed, failed: 0, first: [] });
  });
});

describe(`catalogue listings under ${CASES} fuzzed query strings per page, shared by the flats listings (seed ${seed})`, () => {
  it.each(LISTINGS)('%s opens (200) whatever the query, never 5xx', async (path) => {
    const failures = await fuzz(path, async (response) => {
      const type = response.headers.get('content-type') ?? '';
      await response.arrayBuffer();
      return response.status === 200 && type.startsWith('text/html') ? null : `expected a 200 HTML page, got ${response.status} ${type}`;
    }, listingCases(path));
    expect(report(failures), failureSummary(failures)).toEqual({ seed, failed: 0, first: [] });
  });
});

describe('catalogue paths with an unreadable %-encoding', () => {
  it('answer 400, never 5xx (the router cannot read such a segment)', async () => {
    const paths = ['/api/catalogue/%E0%A4%A', '/api/catalogue/%FF?rooms=1', '/kupit-%E0%A4%A-komnatnuyu-kvartiru-ot-zastroishika', '/kupit-%C0%AE-komnatnuyu-kvartiru-ot-zastroishika?rooms=2', '/parking/%FF'];
    const statuses = await Promise.all(paths.map(async (path) => [path, (await fetch(`${baseUrl}${path}`, { redirect: 'manual' })).status] as const));
    expect(statuses).toEqual(paths.map((path) => [path, 400]));
  });
});

describe('the server log after the catalogue fuzz', () => {
  it('shows no unhandled rejection or uncaught error', async () => {
    expect(await escapedErrorsSince(offset)).toEqual([]);
  });
});
