// The forwarding state of every lead, kept in its own append-only journal (amocrm.jsonl) beside
// leads.jsonl: one line per change, the last line of a lead wins. A lead with no line, or whose
// last line is "pending", still has to be created in amoCRM (first looked up there when the line
// says a create call may have reached it); "sent" means it exists there (its
// note may still be owed); "failed" means the service gave up and an operator has to act.
import type { LeadCrm } from '@novostroy/contracts';
import path from 'node:path';
import { z } from 'zod';
import { openJournal, type Journal } from '../storage/journal';

const NOTE_STATES = ['pending', 'added', 'failed'] as const;
export type NoteState = (typeof NOTE_STATES)[number];

const entrySchema = z.object({
  v: z.literal(1),
  lead_id: z.string().min(1),
  status: z.enum(['pending', 'sent', 'failed']),
  /** Calls made to create the lead in amoCRM. */
  attempts: z.number().int().nonnegative(),
  at: z.string(),
  amo_lead_id: z.number().int().positive().optional(),
  /** The note on the amoCRM lead, once the lead exists. */
  note: z.enum(NOTE_STATES).optional(),
  note_attempts: z.number().int().nonnegative().optional(),
  /**
   * A create call may have reached amoCRM without its answer reaching us (written before each
   * create call, cleared by a clear answer): the lead is looked up before it is created again.
   */
  uncertain: z.boolean().optional(),
  /** The last failure, e.g. "HTTP 500" or "ECONNREFUSED": never a token or personal data. */
  error: z.string().optional(),
});
export type ForwardEntry = z.infer<typeof entrySchema>;

export interface ForwardState {
  /** The lead's latest entry, if it has one. */
  get(leadId: string): ForwardEntry | undefined;
  /** Records a change; the in-memory state changes even if the write fails (see record()). */
  record(entry: Omit<ForwardEntry, 'v' | 'at'>): Promise<void>;
  close(): Promise<void>;
}

export async function openForwardState(dir: string, now: () => Date = () => new Date()): Promise<ForwardState> {
  const journal: Journal<ForwardEntry> = await openJournal(path.join(dir, 'amocrm.jsonl'), (value) => {
    const entry = entrySchema.safeParse(value);
    return entry.success ? entry.data : undefined;
  });
  const latest = new Map<string, ForwardEntry>();
  for (const entry of journal.entries) latest.set(entry.lead_id, entry);

  return {
    get: (leadId) => latest.get(leadId),
    async record(fields) {
      const entry: ForwardEntry = { v: 1, ...fields, at: now().toISOString() };
      // Memory first: a lead amoCRM has accepted must not be sent again by this process even if
      // the disk refuses the line.
      latest.set(entry.lead_id, entry);
      await journal.append(entry);
    },
    close: () => journal.close(),
  };
}

/** The `crm` object of a listed lead. */
export function crmView(entry: ForwardEntry | undefined): LeadCrm {
  if (!entry) return { status: 'pending', attempts: 0 };
  return {
    status: entry.status,
    ...(entry.amo_lead_id !== undefined ? { amo_lead_id: entry.amo_lead_id } : {}),
    attempts: entry.attempts,
  };
}
