// Web scaled out on one Redis (REDIS_URL), tested on the built server: instances A and B serve
// the same site, C is an instance whose database is down (every lead answers 503).
// - A CMS publish (the webhook POST /api/revalidate reaching one instance) is seen through the
//   other within 5 s, and a CMS answer fetched by one instance is reused by the other.
// - The lead limit (LEAD_RATE_LIMIT, 10 per 10 min) counts per visitor across instances: the 11th
//   lead is refused whichever instance takes it; the 503s of C do not count.
// - Redis going away under a running instance (A reaches Redis through a small TCP relay the test
//   cuts) degrades nothing a visitor sees: pages and leads keep working, one log line, reconnect.
// The CMS is a fake (src/test/fake-server.ts) that serves /api/faqs from a value the test changes,
// so an edit can be made without the real CMS; every other CMS path answers 404, which the pages
// take as missing content. Needs TEST_REDIS_URL (npm test starts Redis and sets it); keys live
// under a prefix of this run and are deleted at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startFakeServer, sendJson, type FakeServer } from '@/test/fake-server';
import { freePort, startWebServer, type RunningProcess } from '@/test/processes';
import { validLead } from '@/features/leads/server/test-payloads';

const REVALIDATE_SECRET = 'scaled-out-system-test-secret';
const PREFIX = `novostroy-test-${process.pid}-${Date.now().toString(36)}:`;

const redisUrl = process.env.TEST_REDIS_URL;

interface Instance {
  url: string;
  process: RunningProcess;
}

let dataDir: string;
let cms: FakeServer;
let relay: Relay;
let a: Instance;
let b: Instance;
let c: Instance;
const QUESTIONS = ['Первый вопрос редакции', 'Исправленный вопрос редакции', 'Вопрос во время сбоя'] as const;
let faqs = [{ id: 1, Question: QUESTIONS[0] as string, Answer: 'Первый ответ.', Sort: 1, Category: null }];

/** A TCP relay to Redis that the test can cut (every connection dropped, nothing accepted) and restore. */
interface Relay {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((inbound) => {
        const outbound = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [inbound, outbound]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        inbound.pipe(outbound).pipe(inbound);
        inbound.on('close', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = undefined;
    });
  await listen();
  const auth = target.username || target.password ? `${target.username}:${target.password}@` : '';
  return { url: `redis://${auth}127.0.0.1:${port}${target.pathname}`, cut: stop, restore: listen, close: stop };
}

async function startWeb(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = await startWebServer(
    port,
    {
      SITE_URL: url,
      CMS_URL: cms.url,
      CMS_API_TOKEN: 'fake-cms-token',
      // No sales-data here: the FAQ page does not use it, and leads wait in the outbox.
      SALES_DATA_URL: 'http://127.0.0.1:9',
      SALES_DATA_TOKEN: 'unused',
      UPSTREAM_TIMEOUT_MS: '5000',
      DATA_DIR: path.join(dataDir, name),
      REVALIDATE_SECRET,
      REDIS_KEY_PREFIX: PREFIX,
      LEAD_RATE_LIMIT: '10',
      LEAD_RATE_WINDOW_SECONDS: '600',
      ...env,
    },
    // A GET of the lead route answers 405 without touching the database (C has none).
    { readyPath: '/api/leads', timeoutMs: 90_000 },
  );
  return { url, process: proc };
}

/**
 * Waits until the instance has settled its lead database: opening the embedded one takes seconds of
 * CPU after the server first answers, and on a 2-core machine that starves the other instances'
 * first renders (their Redis connection and CMS calls then time out, which is not what this suite
 * is about).
 */
async function databaseSettled(instance: Instance): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!/\[leads\] (database ready|the database could not be opened)/.test(instance.process.output())) {
    if (Date.now() > deadline) throw new Error(`the lead database did not settle within 60 s:\n${instance.process.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const faqRequests = () => cms.requests.filter((request) => request.url.startsWith('/api/faqs')).length;

/** The FAQ page of `instance`: its status and which of the test's questions it shows. */
async function page(instance: Instance): Promise<{ status: number; questions: string[] }> {
  // Generous: the first render of a route on a cold server on a busy 2-core machine can take long.
  const response = await fetch(`${instance.url}/faq`, { signal: AbortSignal.timeout(60_000) });
  const html = await response.text();
  return { status: response.status, questions: QUESTIONS.filter((question) => html.includes(question)) };
}

/** A failed test prints the end of each server's log (it says why a page or a lead failed). */
function printLogsOnFailure() {
  onTestFailed(() => {
    for (const [name, instance] of [['A', a], ['B', b], ['C', c]] as const) console.error(`--- web ${name} ---\n${instance?.process.output().slice(-4000)}`);
  });
}

function postLead(instance: Instance): Promise<Response> {
  return fetch(`${instance.url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.url },
    body: JSON.stringify(validLead(instance.url)),
  });
}

async function redisKeys(pattern: string): Promise<string[]> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: pattern, COUNT: 500 })) keys.push(...batch);
    return keys;
  } finally {
    client.destroy();
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

beforeAll(async () => {
  if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: this suite needs a Redis server (npm test starts one and sets it)');
  dataDir = mkdtempSync(path.join(tmpdir(), 'novostroy-scaled-'));
  cms = await startFakeServer();
  cms.handle((request, response) => {
    if (request.url.startsWith('/api/faqs')) {
      sendJson(response, 200, { data: faqs, meta: { pagination: { page: 1, pageSize: 150, pageCount: 1, total: faqs.length } } });
    } else {
      sendJson(response, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    }
  });
  relay = await startRelay(new URL(redisUrl));
  [a, b, c] = await Promise.all([
    startWeb('a', { REDIS_URL: relay.url }),
    startWeb('b', { REDIS_URL: redisUrl }),
    // Nothing listens on port 9: every lead C takes fails to be stored (503).
    startWeb('c', { REDIS_URL: redisUrl, DATABASE_URL: 'postgres://novostroy@127.0.0.1:9/none' }),
  ]);
  await Promise.all([a, b, c].map(databaseSettled));
}, 180_000);

afterAll(async () => {
  await Promise.all([a, b, c].map((instance) => instance?.process.stop('SIGKILL')));
  await relay?.close();
  await cms?.close();
  if (redisUrl) {
    const keys = await redisKeys(`${PREFIX}*`);
    if (keys.length > 0) {
      const client = createClient({ url: redisUrl });
      await client.connect();
      await client.unlink(keys);
      client.destroy();
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two web instances on one Redis', () => {
  it('share the CMS answers, and a publish notified to one instance shows through the other within 5 s', async () => {
    printLogsOnFailure();
    expect(await page(a)).toEqual({ status: 200, questions: [QUESTIONS[0]] });
    // A's CMS answer lands on Redis; B renders from it without asking the CMS again.
    expect((await until(() => redisKeys(`${PREFIX}cache:*`), (keys) => keys.length > 0, 5000)).length).toBeGreaterThan(0);
    const askedByA = faqRequests();
    expect(askedByA).toBe(1);
    expect(await page(b)).toEqual({ status: 200, questions: [QUESTIONS[0]] });
    expect(faqRequests()).toBe(askedByA);

    // The editor publishes a change; until the CMS says so, both instances serve the cached answer.
    faqs = [{ ...faqs[0]!, Question: QUESTIONS[1], Answer: 'Новый ответ.' }];
    expect(await page(b)).toEqual({ status: 200, questions: [QUESTIONS[0]] });

    const webhook = await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${REVALIDATE_SECRET}` },
      body: JSON.stringify({ event: 'entry.publish', model: 'faq', uid: 'api::faq.faq', entry: { id: 1, Question: 'Исправленный вопрос редакции' } }),
    });
    expect(webhook.status).toBe(200);
    expect(await webhook.json()).toEqual({ revalidated: ['faqs'] });
    const notified = Date.now();
    const seenByB = await until(() => page(b), (answer) => answer.questions.includes(QUESTIONS[1]), 5000);
    const elapsed = Date.now() - notified;
    expect(seenByB).toEqual({ status: 200, questions: [QUESTIONS[1]] });
    expect(elapsed).toBeLessThan(5000);
    expect(await page(a)).toEqual({ status: 200, questions: [QUESTIONS[1]] });
  });

  it('refuses the 11th lead of a visitor whichever instance takes it, and a lead that could not be stored does not count', async () => {
    printLogsOnFailure();
    // C's database is down: the visitor's form retries, and none of that counts.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await postLead(c);
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('30');
    }
    // Ten leads alternate between A and B (the proxy's choice): all accepted.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await postLead(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(10).fill(202));
    // The 11th is refused by either, and by C too (before its database is even tried).
    for (const instance of [a, b, c]) {
      const refused = await postLead(instance);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    }
  });

  it('keeps serving pages and taking leads while Redis is away, logs it once, and shares again once it is back', async () => {
    printLogsOnFailure();
    await relay.cut();
    faqs = [{ ...faqs[0]!, Question: QUESTIONS[2] }];
    for (let i = 0; i < 5; i += 1) {
      const answer = await page(a);
      // From its own copy of the data cache, or from the CMS when it has none: content either way.
      expect(answer.status).toBe(200);
      expect(answer.questions).toHaveLength(1);
    }
    // The shared count is out of reach, so A counts on its own: the lead is taken, not refused.
    expect((await postLead(a)).status).toBe(202);
    const cacheLines = () => a.process.output().split('\n').filter((line) => line.includes('[cache] Redis unavailable'));
    expect(cacheLines()).toHaveLength(1);

    await relay.restore();
    const output = await until(async () => a.process.output(), (text) => text.includes('[cache] Redis is back') && text.includes('[redis] back'), 15_000, 250);
    expect(output).toContain('[cache] Redis is back');
    expect(output).toContain('[redis] back');
    // Shared again: the count of the visitor on Redis refuses A's next lead.
    expect((await postLead(a)).status).toBe(429);
    expect(cacheLines()).toHaveLength(1);
    expect(a.process.output()).not.toContain('Internal Server Error');
  });
});
