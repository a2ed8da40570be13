// The web's own tables (Drizzle). The web keeps only what must never be lost: each lead and each
// send-to-email request, with the consent the visitor gave, and the outbox that delivers them to
// the sales-data service. The SQL that creates these tables is in migrations.ts; a test checks
// that both describe the same columns.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const leads = pgTable('leads', {
  id: uuid('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  form: text('form').notNull(),
  /** The body delivered to sales-data (the contract's lead payload). */
  payload: jsonb('payload').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  consentVersion: text('consent_version').notNull(),
});

export const sendRequests = pgTable('send_requests', {
  id: uuid('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  payload: jsonb('payload').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  consentVersion: text('consent_version').notNull(),
});

export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The lead's or request's id: also the Idempotency-Key, so a retry is never a second lead. */
    refId: uuid('ref_id').notNull().unique(),
    /** The sales-data path to POST to. */
    target: text('target').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row is next due; a claimed row is leased by moving this forward. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);
