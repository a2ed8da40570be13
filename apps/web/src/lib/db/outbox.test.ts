import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimDue, countOutbox, enqueue, markFailed, retryDelayMs, type OutboxRow, type RetryPolicy } from './outbox';
import { OutboxWorker, type DeliveryResult } from './outbox-worker';
import { outbox } from './schema';
import { quietLog, memoryDatabaseForFile } from '@/test/memory-database';

const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 20, maxDelayMs: 80 };
const database = memoryDatabaseForFile([outbox]);

async function addRows(count: number, now = new Date()): Promise<string[]> {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  for (const refId of ids) await enqueue(database().db, { refId, target: '/api/amo-crm/add-lead', payload: { refId }, now });
  return ids;
}

async function rowOf(refId: string): Promise<OutboxRow> {
  const [row] = await database().db.select().from(outbox).where(eq(outbox.refId, refId));
  return row!;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('retryDelayMs', () => {
  it('doubles per attempt up to the cap, with half of each step random', () => {
    const p = { maxAttempts: 10, baseDelayMs: 1000, maxDelayMs: 8000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, p, () => 0))).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, p, () => 1))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('claimDue', () => {
  it('leases what it claims: a second claim in the lease gets nothing, after it gets the rows again', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    await addRows(3, now);
    expect(await claimDue(database().db, { now, limit: 10, leaseMs: 60_000 })).toHaveLength(3);
    expect(await claimDue(database().db, { now: new Date(now.getTime() + 59_000), limit: 10, leaseMs: 60_000 })).toHaveLength(0);
    expect(await claimDue(database().db, { now: new Date(now.getTime() + 60_000), limit: 10, leaseMs: 60_000 })).toHaveLength(3);
  });

  it('takes the oldest due rows first and leaves rows that are not due', async () => {
    const t0 = new Date('2026-11-23T10:00:00Z');
    const [early] = await addRows(1, t0);
    const [later] = await addRows(1, new Date(t0.getTime() + 1000));
    await addRows(1, new Date(t0.getTime() + 60_000));
    const claimed = await claimDue(database().db, { now: new Date(t0.getTime() + 5000), limit: 10, leaseMs: 1000 });
    expect(claimed.map((row) => row.refId)).toEqual([early, later]);
  });
});

describe('markFailed', () => {
  it('schedules a retry after the backoff, and dead-letters the last attempt', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const [id] = await addRows(1, now);
    let row = await rowOf(id!);
    for (let attempt = 1; attempt < policy.maxAttempts; attempt += 1) {
      expect(await markFailed(database().db, row, { error: 'HTTP 503', permanent: false, now, policy, random: () => 1 })).toBe('pending');
      row = await rowOf(id!);
      expect(row.attempts).toBe(attempt);
      expect(row.nextAttemptAt.getTime() - now.getTime()).toBe(Math.min(80, 20 * 2 ** (attempt - 1)));
    }
    expect(await markFailed(database().db, row, { error: 'HTTP 503', permanent: false, now, policy })).toBe('dead');
    expect(await countOutbox(database().db, now)).toEqual({ backlog: 0, deadLetter: 1, oldestPendingSeconds: 0 });
  });

  it('dead-letters a permanent failure at once', async () => {
    const [id] = await addRows(1);
    expect(await markFailed(database().db, await rowOf(id!), { error: 'HTTP 400', permanent: true, now: new Date(), policy })).toBe('dead');
    expect((await rowOf(id!)).lastError).toBe('HTTP 400');
  });
});

describe('OutboxWorker', () => {
  function worker(deliver: (row: OutboxRow) => Promise<DeliveryResult>, overrides: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) {
    return new OutboxWorker({ db: database().db, deliver, policy, ratePerSecond: 1000, pollMs: 20, log: quietLog, ...overrides });
  }

  it('delivers every row exactly once and marks it sent', async () => {
    const ids = await addRows(12);
    const delivered: string[] = [];
    const w = worker(async (row) => {
      delivered.push(row.refId);
      return { ok: true };
    });
    w.start();
    await waitFor(async () => (await countOutbox(database().db, new Date())).backlog === 0);
    await w.stop();
    expect(delivered.sort()).toEqual([...ids].sort());
    expect((await rowOf(ids[0]!)).status).toBe('sent');
  });

  it('retries a failing delivery with backoff until it goes through', async () => {
    const [id] = await addRows(1);
    let calls = 0;
    const w = worker(async () => {
      calls += 1;
      return calls < 3 ? { ok: false, error: 'HTTP 503', permanent: false } : { ok: true };
    });
    w.start();
    await waitFor(async () => (await rowOf(id!)).status === 'sent');
    await w.stop();
    expect(calls).toBe(3);
    expect((await rowOf(id!)).attempts).toBe(3);
  });

  it('treats a thrown delivery as a failed attempt, not a crash', async () => {
    const [id] = await addRows(1);
    const w = worker(async () => {
      throw new Error('socket hang up');
    });
    w.start();
    await waitFor(async () => (await rowOf(id!)).status === 'dead');
    await w.stop();
    expect(await rowOf(id!)).toMatchObject({ attempts: policy.maxAttempts, lastError: 'socket hang up' });
  });

  it('sends at most ratePerSecond deliveries in any second', async () => {
    await addRows(20);
    const times: number[] = [];
    const w = worker(
      async () => {
        times.push(performance.now());
        return { ok: true };
      },
      { ratePerSecond: 7 },
    );
    w.start();
    await waitFor(async () => times.length === 20);
    await w.stop();
    for (const [i, start] of times.entries()) expect(times.filter((t) => t >= start && t < start + 1000).length, `window from delivery ${i}`).toBeLessThanOrEqual(7);
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(2500);
  });

  it('on stop finishes the delivery in hand and gives the rest of its claim back', async () => {
    await addRows(5);
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const w = worker(async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { ok: true };
    });
    w.start();
    await inFlight;
    await w.stop();
    const rows = await database().db.select().from(outbox);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    const rest = rows.filter((row) => row.status === 'pending');
    expect(rest).toHaveLength(4);
    // Given back: due now, not after the two-minute lease, and not counted as attempted.
    for (const row of rest) {
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(row.attempts).toBe(0);
    }
  });

  it('picks up the rows of a worker that died mid-delivery once their lease ends', async () => {
    const ids = await addRows(3);
    await claimDue(database().db, { now: new Date(), limit: 10, leaseMs: 300 });
    const delivered: string[] = [];
    const w = worker(async (row) => {
      delivered.push(row.refId);
      return { ok: true };
    });
    w.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(delivered).toEqual([]);
    await waitFor(async () => delivered.length === 3);
    await w.stop();
    expect(delivered.sort()).toEqual([...ids].sort());
  });

  it('two workers on one table never deliver a row twice', async () => {
    const ids = await addRows(30);
    const delivered: string[] = [];
    const deliver = async (row: OutboxRow): Promise<DeliveryResult> => {
      delivered.push(row.refId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ok: true };
    };
    const a = worker(deliver, { batchSize: 3 });
    const b = worker(deliver, { batchSize: 3 });
    a.start();
    b.start();
    await waitFor(async () => (await countOutbox(database().db, new Date())).backlog === 0);
    await Promise.all([a.stop(), b.stop()]);
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered)).toEqual(new Set(ids));
  });
});
