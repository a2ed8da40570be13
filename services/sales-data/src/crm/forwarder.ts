// Forwards accepted leads to amoCRM, one request at a time, within amoCRM's rate limit, retrying
// with exponential backoff and full jitter, and surviving restarts through the state journal.
//
// Per lead: create it (POST /api/v4/leads/complex), record "sent" at once, then add the note.
// Recording "sent" before anything else keeps a lead from being created twice: after it, only the
// note is ever retried. amoCRM has no idempotency key, so a create call whose answer never arrives
// (a time-out, a dropped connection, a 5xx, a stop or crash mid-call) may have created the lead
// anyway. Such a call leaves the lead "uncertain" (written before every create call, cleared by a
// clear answer), and an uncertain lead is first searched for in amoCRM by the site's lead id,
// which every created lead carries: found, it is recorded as sent; not found, it is created.
import type { Lead, LeadCrm } from '@novostroy/contracts';
import type { AmoCrmConfig } from '../config';
import { amoComplexLead, amoNote, createAmoClient, createdLeadId, foundLeadId, type AmoClient, type CallResult } from './amocrm';
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
  /** An earlier create call may have created the lead: look it up before creating it. */
  uncertain: boolean;
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

  /** A failed call: the lead is retried after a backoff, or marked failed when retrying cannot help. */
  async function failedCall(job: Job, result: Exclude<CallResult, { kind: 'ok' } | { kind: 'aborted' }>, during = ''): Promise<void> {
    const { attempts } = job;
    const reason = `${reasonOf(result)}${during}`;
    if ((result.kind === 'http' && HOPELESS.has(result.status)) || attempts >= config.maxAttempts) {
      await record({ lead_id: job.lead.id, status: 'failed', attempts, error: reason, ...(job.uncertain ? { uncertain: true } : {}) });
      log.error(`${prefix(job.lead.id)}: not forwarded, ${reason} on attempt ${attempts} of ${config.maxAttempts}; marked failed`);
      finish(job);
      return;
    }
    const delay = backoff(attempts);
    await record({ lead_id: job.lead.id, status: 'pending', attempts, error: reason, ...(job.uncertain ? { uncertain: true } : {}) });
    log.warn(`${prefix(job.lead.id)}: ${reason} on attempt ${attempts} of ${config.maxAttempts}; retrying in ${delay} ms`);
    job.dueAt = Date.now() + delay;
  }

  /** The lead exists in amoCRM: from now on only its note is owed. */
  async function recordCreated(job: Job, amoLeadId: number): Promise<void> {
    await record({ lead_id: job.lead.id, status: 'sent', attempts: job.attempts, amo_lead_id: amoLeadId, note: 'pending', note_attempts: 0 });
    job.phase = 'note';
    job.uncertain = false;
    job.amoLeadId = amoLeadId;
    job.dueAt = Date.now();
  }

  /** After a lost answer: is the lead in amoCRM already? Counts as one of the lead's calls. */
  async function lookUp(job: Job): Promise<void> {
    const result = await client.findLeads(job.lead.id, cutOff.signal);
    if (result.kind === 'aborted') return;
    job.attempts += 1;
    if (result.kind !== 'ok') return failedCall(job, result, ' looking the lead up');
    const amoLeadId = foundLeadId(result.body, job.lead.id);
    if (amoLeadId === undefined) {
      // Not there: the lost call never created it. Create it now (the next turn of the loop).
      job.uncertain = false;
      job.dueAt = Date.now();
      return;
    }
    await recordCreated(job, amoLeadId);
    log.info(`${prefix(job.lead.id)}: found in amoCRM as lead ${amoLeadId} after a lost answer; not created again`);
  }

  async function create(job: Job): Promise<void> {
    // Written first: if the answer is lost or this process dies mid-call, the lead is looked up
    // before any second create call.
    await record({ lead_id: job.lead.id, status: 'pending', attempts: job.attempts + 1, uncertain: true });
    job.uncertain = true;
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
      await recordCreated(job, amoLeadId);
      log.info(`${prefix(job.lead.id)}: created in amoCRM as lead ${amoLeadId} (attempt ${attempts})`);
      return;
    }
    // An answer with a 4xx status is amoCRM's clear refusal; a 5xx or no answer may hide a lead
    // it created before failing.
    job.uncertain = result.kind === 'network' ? result.reached : result.status >= 500;
    return failedCall(job, result);
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
      if (next.phase === 'create') await (next.uncertain ? lookUp(next) : create(next));
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
          enqueue({ lead, phase: 'create', uncertain: entry?.uncertain === true, attempts: entry?.attempts ?? 0, noteAttempts: 0, dueAt: Date.now() });
          count += 1;
        } else if (entry.status === 'sent' && entry.note === 'pending' && entry.amo_lead_id !== undefined) {
          enqueue({ lead, phase: 'note', uncertain: false, attempts: entry.attempts, noteAttempts: entry.note_attempts ?? 0, amoLeadId: entry.amo_lead_id, dueAt: Date.now() });
          count += 1;
        }
      }
      if (count > 0) log.info(`[sales-data] amoCRM: resuming ${count} unfinished lead(s)`);
    },
    accept(lead) {
      enqueue({ lead, phase: 'create', uncertain: false, attempts: 0, noteAttempts: 0, dueAt: Date.now() });
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
