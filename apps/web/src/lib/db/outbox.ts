// The outbox: rows written in the same transaction as the lead they deliver, then claimed,
// delivered and settled by the worker. Every function takes the time as an argument, so tests
// (and several instances with one clock source) decide what "due" means.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from './database';
import { outbox, type OutboxStatus } from './schema';

export type OutboxRow = typeof outbox.$inferSelect;
type Executor = Pick<Database, 'insert'>;

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export async function enqueue(tx: Executor, entry: { refId: string; target: string; payload: unknown; now: Date }): Promise<void> {
  await tx.insert(outbox).values({ refId: entry.refId, target: entry.target, payload: entry.payload, nextAttemptAt: entry.now, createdAt: entry.now });
}

/**
 * Claims up to `limit` due rows for `leaseMs`: they are skipped by every other worker until the
 * lease ends, and if this process dies mid-delivery they become due again by themselves.
 * `FOR UPDATE SKIP LOCKED` lets several instances claim from one table without waiting on each other.
 */
export async function claimDue(db: Database, options: { now: Date; limit: number; leaseMs: number }): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, options.now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outbox)
      .set({ nextAttemptAt: new Date(options.now.getTime() + options.leaseMs) })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });
}

export async function markSent(db: Database, row: OutboxRow, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', attempts: row.attempts + 1, sentAt: now, lastError: null })
    .where(eq(outbox.id, row.id));
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries of
 * many rows spread out without ever collapsing to an immediate retry.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/**
 * Records a failed attempt. A permanent failure, or the last allowed attempt, moves the row to
 * dead-letter; anything else is due again after the backoff. Returns the row's new status.
 */
export async function markFailed(
  db: Database,
  row: OutboxRow,
  failure: { error: string; permanent: boolean; now: Date; policy: RetryPolicy; random?: () => number },
): Promise<OutboxStatus> {
  const attempts = row.attempts + 1;
  const dead = failure.permanent || attempts >= failure.policy.maxAttempts;
  const nextAttemptAt = dead ? failure.now : new Date(failure.now.getTime() + retryDelayMs(attempts, failure.policy, failure.random));
  await db
    .update(outbox)
    .set({ status: dead ? 'dead' : 'pending', attempts, nextAttemptAt, lastError: failure.error.slice(0, 500) })
    .where(eq(outbox.id, row.id));
  return dead ? 'dead' : 'pending';
}

/** Gives claimed but unattempted rows back at once (a worker stopping before it got to them). */
export async function release(db: Database, rows: readonly OutboxRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(outbox)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(outbox.status, 'pending'),
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      ),
    );
}

export interface OutboxCounts {
  /** Waiting for delivery (due now, leased or backing off). */
  backlog: number;
  deadLetter: number;
  /** Age of the oldest waiting row; 0 when nothing waits. */
  oldestPendingSeconds: number;
}

export async function countOutbox(db: Database, now: Date): Promise<OutboxCounts> {
  const [counts] = await db
    .select({
      backlog: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      deadLetter: sql<number>`count(*) filter (where ${outbox.status} = 'dead')`.mapWith(Number),
      oldest: sql<Date | null>`min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending')`,
    })
    .from(outbox);
  const oldest = counts?.oldest ? new Date(counts.oldest) : null;
  return {
    backlog: counts?.backlog ?? 0,
    deadLetter: counts?.deadLetter ?? 0,
    oldestPendingSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : 0,
  };
}
