// Stores a lead (or a send-to-email request) and its outbox row in one transaction, so the 202
// the visitor sees always means "kept, and on its way". The browser's own id makes the insert
// idempotent: the same submission sent twice is stored once.
import { salesDataPaths, type LeadPayloadInput, type SendRequestInput } from '@novostroy/contracts';
import type { Database } from '@/lib/db/database';
import { enqueue } from '@/lib/db/outbox';
import { leads, sendRequests } from '@/lib/db/schema';

export interface StoredOutcome {
  id: string;
  /** False when this id was already stored (a resubmission). */
  created: boolean;
}

export async function recordLead(
  db: Database,
  lead: { id: string; receivedAt: Date; form: string; payload: LeadPayloadInput; consentAt: Date; consentVersion: string },
): Promise<StoredOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({ id: lead.id, receivedAt: lead.receivedAt, form: lead.form, payload: lead.payload, consentAt: lead.consentAt, consentVersion: lead.consentVersion })
      .onConflictDoNothing()
      .returning({ id: leads.id });
    if (inserted.length === 0) return { id: lead.id, created: false };
    await enqueue(tx, { refId: lead.id, target: salesDataPaths.addLead, payload: lead.payload, now: lead.receivedAt });
    return { id: lead.id, created: true };
  });
}

export async function recordSendRequest(
  db: Database,
  request: { id: string; receivedAt: Date; payload: SendRequestInput; consentAt: Date; consentVersion: string },
): Promise<StoredOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sendRequests)
      .values({ id: request.id, receivedAt: request.receivedAt, payload: request.payload, consentAt: request.consentAt, consentVersion: request.consentVersion })
      .onConflictDoNothing()
      .returning({ id: sendRequests.id });
    if (inserted.length === 0) return { id: request.id, created: false };
    await enqueue(tx, { refId: request.id, target: salesDataPaths.send, payload: request.payload, now: request.receivedAt });
    return { id: request.id, created: true };
  });
}
