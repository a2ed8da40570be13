// Forwards accepted leads to amoCRM, one request at a time, within amoCRM's rate limit, retrying
// with exponential backoff and full jitter, and surviving restarts through the state journal.
//
// Per lead: create it (POST /api/v4/leads/complex), record "sent" at once, then add the note.
// Recording "sent" before anything else is what keeps a lead from being created twice: after it,
// only the note is ever retried. The one window left is a call whose answer never arrives (a
// time-out, a dropped connection, a stop mid-call): amoCRM may have created the lead, and the
// retry creates it again. amoCRM offers no idempotency key to close that window.
import type { Lead, LeadCrm } from '@novostroy/contracts';
import type { AmoCrmConfig } from '../config';
import { amoComplexLead, amoNote, createAmoClient, createdLeadId, type AmoClient, type CallResult } from './amocrm';
import { crmView, type ForwardEntry, type ForwardState } from './forward-state';
import { createRateLimiter, type RateLimiter } from './rate-limit';

export interface ForwarderLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const consoleLog: ForwarderLog = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

export interface ForwarderOptions {
  config: AmoCrmConfig;
  state: ForwardState;
  client?: AmoClient;
  log?: ForwarderLog;
  /** Source of the backoff jitter, 0 <= x < 1. */
  random?: () => number;
  /** How long stop() lets an in-flight request finish before cutting it off. */
  stopGraceMs?: number;
}

export interface Forwarder {
  /** Queues the leads accepted earlier that are neither sent nor failed (call once, at start). */
  resume(leads: readonly Lead[]): void;
  /** Queues a newly accepted lead (not a replay). Ignored once stop() was called. */
  accept(lead: Lead): void;
  crm(leadId: string): LeadCrm;
  /** Resolves when the queue is empty: every queued lead is sent with its note, or failed. */
  settled(): Promise<void>;
  /** Takes no new work, waits up to the grace period for an in-flight request, then returns. */
  stop(): Promise<void>;
}

/** Statuses after which retrying the same request cannot help. */
const HOPELESS = new Set([400, 401, 403]);
/** The window is a little over a second: see rate-limit.ts. */
const RATE_WINDOW_MS = 1100;

interface Job {
  lead: Lead;
  phase: 'create' | 'note';
  attempts: number;
  noteAttempts: number;
  amoLeadId?: number;
  dueAt: number;
}

function reasonOf(result: Exclude<CallResult, { kind: 'ok' } | { kind: 'aborted' }>): string {
  return result.kind === 'http' ? `HTTP ${result.status}` : result.reason;
}

export function createForwarder(options: ForwarderOptions): Forwarder {
  const { config, state } = options;
  const client = options.client ?? createAmoClient(config);
  const log = options.log ?? consoleLog;
  const random = options.random ?? Math.random;
  const stopGraceMs = options.stopGraceMs ?? 5000;
  const limiter: RateLimiter = createRateLimiter(config.ratePerSecond, RATE_WINDOW_MS);

  const jobs = new Map<string, Job>();
  // Aborted at stop(): no new request starts, waits end.
  const stopping = new AbortController();
  // Aborted when the grace period runs out: cuts off the request in flight.
  const cutOff = new AbortController();
  let wake: (() => void) | undefined;
  let settledWaiters: (() => void)[] = [];
  let loop: Promise<void> | undefined;

  const prefix = (leadId: string) => `[sales-data] amoCRM: lead ${leadId}`;

  const backoff = (attempt: number) => Math.round(random() * Math.min(config.backoffCapMs, config.backoffBaseMs * 2 ** (attempt - 1)));

  const notifySettled = () => {
    if (jobs.size > 0) return;
    const waiters = settledWaiters;
    settledWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const record = async (fields: Omit<ForwardEntry, 'v' | 'at'>) => {
    try {
      await state.record(fields);
    } catch (error) {
      log.error(`${prefix(fields.lead_id)}: could not write the forwarding state (${(error as Error).message}); it holds until the service stops`);
    }
  };

  const finish = (job: Job) => {
    jobs.delete(job.lead.id);
    notifySettled();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = ms === Infinity ? undefined : setTimeout(done, ms);
      function done() {
        if (timer) clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function create(job: Job): Promise<void> {
    const result = await client.createLead(amoComplexLead(job.lead, config), cutOff.signal);
    if (result.kind === 'aborted') return;
    const attempts = job.attempts + 1;
    job.attempts = attempts;
    if (result.kind === 'ok') {
      const amoLeadId = createdLeadId(result.body);
      if (amoLeadId === undefined) {
        // Created, but the answer does not say which lead: never create it again, skip the note.
        await record({ lead_id: job.lead.id, status: 'sent', attempts, note: 'failed', note_attempts: 0, error: 'no lead id in the answer' });
        log.warn(`${prefix(job.lead.id)}: created in amoCRM, but the answer had no lead id; no note added`);
        finish(job);
        return;
      }
      await record({ lead_id: job.lead.id, status: 'sent', attempts, amo_lead_id: amoLeadId, note: 'pending', note_attempts: 0 });
      log.info(`${prefix(job.lead.id)}: created in amoCRM as lead ${amoLeadId} (attempt ${attempts})`);
      job.phase = 'note';
      job.amoLeadId = amoLeadId;
      job.dueAt = Date.now();
      return;
    }
    const reason = reasonOf(result);
    if ((result.kind === 'http' && HOPELESS.has(result.status)) || attempts >= config.maxAttempts) {
      await record({ lead_id: job.lead.id, status: 'failed', attempts, error: reason });
      log.error(`${prefix(job.lead.id)}: not forwarded, ${reason} on attempt ${attempts} of ${config.maxAttempts}; marked failed`);
      finish(job);
      return;
    }
    const delay = backoff(attempts);
    await record({ lead_id: job.lead.id, status: 'pending', attempts, error: reason });
    log.warn(`${prefix(job.lead.id)}: ${reason} on attempt ${attempts} of ${config.maxAttempts}; retrying in ${delay} ms`);
    job.dueAt = Date.now() + delay;
  }

  async function addNote(job: Job, amoLeadId: number): Promise<void> {
    const result = await client.addNote(amoLeadId, amoNote(job.lead), cutOff.signal);
    if (result.kind === 'aborted') return;
    const noteAttempts = job.noteAttempts + 1;
    job.noteAttempts = noteAttempts;
    const sent = { lead_id: job.lead.id, status: 'sent', attempts: job.attempts, amo_lead_id: amoLeadId, note_attempts: noteAttempts } as const;
    if (result.kind === 'ok') {
      await record({ ...sent, note: 'added' });
      finish(job);
      return;
    }
    const reason = reasonOf(result);
    if ((result.kind === 'http' && HOPELESS.has(result.status)) || noteAttempts >= config.maxAttempts) {
      await record({ ...sent, note: 'failed', error: reason });
      log.error(`${prefix(job.lead.id)}: note on amoCRM lead ${amoLeadId} not added, ${reason} on attempt ${noteAttempts}; the lead itself is in amoCRM`);
      finish(job);
      return;
    }
    const delay = backoff(noteAttempts);
    await record({ ...sent, note: 'pending', error: reason });
    log.warn(`${prefix(job.lead.id)}: note on amoCRM lead ${amoLeadId}: ${reason} on attempt ${noteAttempts}; retrying in ${delay} ms`);
    job.dueAt = Date.now() + delay;
  }

  async function run(): Promise<void> {
    while (!stopping.signal.aborted) {
      let next: Job | undefined;
      for (const job of jobs.values()) if (!next || job.dueAt < next.dueAt) next = job;
      if (!next) {
        await sleep(Infinity);
        continue;
      }
      const wait = next.dueAt - Date.now();
      if (wait > 0) {
        await sleep(wait);
        continue;
      }
      if (!(await limiter.acquire(stopping.signal))) break;
      if (next.phase === 'create') await create(next);
      else if (next.amoLeadId !== undefined) await addNote(next, next.amoLeadId);
    }
  }

  const enqueue = (job: Job) => {
    if (stopping.signal.aborted || jobs.has(job.lead.id)) return;
    jobs.set(job.lead.id, job);
    loop ??= run().catch((error: unknown) => log.error(`[sales-data] amoCRM: forwarding stopped by an unexpected error: ${(error as Error).message}`));
    wake?.();
  };

  return {
    resume(leads) {
      let count = 0;
      for (const lead of leads) {
        const entry = state.get(lead.id);
        if (!entry || entry.status === 'pending') {
          enqueue({ lead, phase: 'create', attempts: entry?.attempts ?? 0, noteAttempts: 0, dueAt: Date.now() });
          count += 1;
        } else if (entry.status === 'sent' && entry.note === 'pending' && entry.amo_lead_id !== undefined) {
          enqueue({ lead, phase: 'note', attempts: entry.attempts, noteAttempts: entry.note_attempts ?? 0, amoLeadId: entry.amo_lead_id, dueAt: Date.now() });
          count += 1;
        }
      }
      if (count > 0) log.info(`[sales-data] amoCRM: resuming ${count} unfinished lead(s)`);
    },
    accept(lead) {
      enqueue({ lead, phase: 'create', attempts: 0, noteAttempts: 0, dueAt: Date.now() });
    },
    crm: (leadId) => crmView(state.get(leadId)),
    settled() {
      if (jobs.size === 0) return Promise.resolve();
      return new Promise((resolve) => settledWaiters.push(resolve));
    },
    async stop() {
      if (!stopping.signal.aborted) {
        stopping.abort();
        wake?.();
      }
      const timer = setTimeout(() => cutOff.abort(), stopGraceMs);
      try {
        await loop;
      } finally {
        clearTimeout(timer);
      }
      if (jobs.size > 0) log.info(`[sales-data] amoCRM: stopped with ${jobs.size} lead(s) unfinished; they resume at the next start`);
    },
  };
}
