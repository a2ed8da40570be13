// Delivers the outbox: claims due rows, hands each to `deliver`, settles the outcome. It paces
// deliveries (amoCRM, behind sales-data, takes at most 7 requests per second), wakes at once when
// a new row is written in this process and otherwise polls, and on stop finishes the delivery in
// hand and gives the rest of its claim back.
import type { Database } from './database';
import { claimDue, markFailed, markSent, release, type OutboxRow, type RetryPolicy } from './outbox';

export type DeliveryResult = { ok: true } | { ok: false; error: string; permanent: boolean };

export interface OutboxWorkerOptions {
  db: Database;
  deliver: (row: OutboxRow) => Promise<DeliveryResult>;
  policy: RetryPolicy;
  /** Deliveries per second at most, for this worker. */
  ratePerSecond: number;
  /** How long a claim keeps other workers away; longer than a batch can take. */
  leaseMs?: number;
  /** How often an idle worker looks for due rows (rows written by another instance, retries). */
  pollMs?: number;
  batchSize?: number;
  now?: () => Date;
  random?: () => number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, 'random'>> & Pick<OutboxWorkerOptions, 'random'>;
  private readonly spacingMs: number;
  private lastDeliveryAt = -Infinity;
  private running: Promise<void> | undefined;
  private stopping = false;
  private wakeIdle: (() => void) | undefined;
  private wakeRequested = false;

  constructor(options: OutboxWorkerOptions) {
    this.options = { leaseMs: 120_000, pollMs: 1000, batchSize: 7, now: () => new Date(), log: console, ...options };
    this.spacingMs = Math.ceil(1000 / options.ratePerSecond);
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop().catch((error: unknown) => this.options.log.error('[outbox] worker stopped by an error:', error));
  }

  /** A new row was written: look now instead of at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeIdle?.();
  }

  /** Stops claiming, lets the delivery in hand finish (up to `timeoutMs`), gives back the rest. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    this.wakeIdle?.();
    const running = this.running;
    if (!running) return;
    await Promise.race([running, sleep(timeoutMs)]);
    this.running = undefined;
  }

  private async loop(): Promise<void> {
    const { db, log } = this.options;
    while (!this.stopping) {
      this.wakeRequested = false;
      let rows: OutboxRow[];
      try {
        rows = await claimDue(db, { now: this.options.now(), limit: this.options.batchSize, leaseMs: this.options.leaseMs });
      } catch (error) {
        log.error('[outbox] could not claim rows:', error instanceof Error ? error.message : error);
        await this.idle();
        continue;
      }
      if (rows.length === 0) {
        await this.idle();
        continue;
      }
      for (const [index, row] of rows.entries()) {
        if (this.stopping) {
          await release(db, rows.slice(index), this.options.now()).catch(() => undefined);
          break;
        }
        await this.pace();
        await this.deliverOne(row);
      }
    }
  }

  private async deliverOne(row: OutboxRow): Promise<void> {
    const { db, deliver, log, policy } = this.options;
    let result: DeliveryResult;
    try {
      result = await deliver(row);
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : String(error), permanent: false };
    }
    try {
      if (result.ok) {
        await markSent(db, row, this.options.now());
        return;
      }
      const status = await markFailed(db, row, { error: result.error, permanent: result.permanent, now: this.options.now(), policy, random: this.options.random });
      const line = `[outbox] ${row.target} ${row.refId}: attempt ${row.attempts + 1} failed (${result.error})`;
      if (status === 'dead') log.error(`${line}; moved to dead-letter`);
      else log.warn(`${line}; will retry`);
    } catch (error) {
      // The lease brings the row back; the receiver's idempotency makes a second delivery harmless.
      log.error(`[outbox] could not record the outcome for ${row.refId}:`, error instanceof Error ? error.message : error);
    }
  }

  private async pace(): Promise<void> {
    // Timers may fire a little early: wait again until the full spacing has really passed.
    for (let wait = this.lastDeliveryAt + this.spacingMs - performance.now(); wait > 0; wait = this.lastDeliveryAt + this.spacingMs - performance.now()) {
      await sleep(Math.ceil(wait));
    }
    this.lastDeliveryAt = performance.now();
  }

  private async idle(): Promise<void> {
    if (this.wakeRequested || this.stopping) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.options.pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeIdle = done;
    });
    this.wakeIdle = undefined;
  }
}
