// Durable, idempotent intake of leads and send requests. Each accepted submission is one journal
// line holding the record, its Idempotency-Key and a hash of the validated body. A replay (same
// key, or same lead_id, with the same body) returns the original record and stores nothing; the
// same key with a different body is a conflict. Concurrent duplicates wait for the first write.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { openJournal, type Journal } from './journal';

export type SubmitResult<R> = { outcome: 'created'; record: R } | { outcome: 'replayed'; record: R } | { outcome: 'conflict'; message: string };

interface JournalEntry<R> {
  v: 1;
  key: string | null;
  hash: string;
  record: R;
}

interface Claim<R> {
  hash: string;
  record: Promise<R>;
}

const entrySchema = z.object({
  v: z.literal(1),
  key: z.string().nullable(),
  hash: z.string(),
  record: z.record(z.string(), z.unknown()),
});

/** A stable hash of a JSON value: object keys sorted, so key order and whitespace do not matter. */
export function bodyHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, inner]) => inner !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, inner]) => [k, canonical(inner)]),
      );
    }
    return v;
  };
  return createHash('sha256').update(JSON.stringify(canonical(value))).digest('hex');
}

export interface IntakeStore<R extends { id: string }> {
  /** Stored records, newest first. */
  list(): readonly R[];
  count(): number;
  /**
   * Stores a new record unless this is a replay. `id` is the sender's own id (lead_id) when it
   * gave one; `build` makes the record for a fresh submission.
   */
  submit(input: { key: string | null; id: string | null; hash: string; build: (id: string) => R }): Promise<SubmitResult<R>>;
  close(): Promise<void>;
}

export async function openIntakeStore<R extends { id: string }>(dir: string, name: string, recordSchema: z.ZodType<R>): Promise<IntakeStore<R>> {
  const journal: Journal<JournalEntry<R>> = await openJournal(path.join(dir, `${name}.jsonl`), (value) => {
    const entry = entrySchema.safeParse(value);
    if (!entry.success) return undefined;
    const record = recordSchema.safeParse(entry.data.record);
    return record.success ? { v: 1, key: entry.data.key, hash: entry.data.hash, record: record.data } : undefined;
  });

  const newestFirst: R[] = [];
  const byKey = new Map<string, Claim<R>>();
  const byId = new Map<string, Claim<R>>();
  for (const entry of journal.entries) {
    const claim = { hash: entry.hash, record: Promise.resolve(entry.record) };
    newestFirst.unshift(entry.record);
    byId.set(entry.record.id, claim);
    if (entry.key !== null) byKey.set(entry.key, claim);
  }

  const replay = async (claim: Claim<R>, hash: string, conflict: string): Promise<SubmitResult<R>> =>
    claim.hash === hash ? { outcome: 'replayed', record: await claim.record } : { outcome: 'conflict', message: conflict };

  return {
    list: () => newestFirst,
    count: () => newestFirst.length,
    async submit({ key, id, hash, build }) {
      const keyed = key === null ? undefined : byKey.get(key);
      if (keyed) return replay(keyed, hash, 'This Idempotency-Key was already used with a different request body.');
      const known = id === null ? undefined : byId.get(id);
      if (known) return replay(known, hash, `A submission with id ${id} is already stored with a different body.`);

      const record = build(id ?? randomUUID());
      // Claim the key and id before the write, so a concurrent duplicate waits for this one.
      const written = journal.append({ v: 1, key, hash, record }).then(() => record);
      const claim = { hash, record: written };
      if (key !== null) byKey.set(key, claim);
      byId.set(record.id, claim);
      try {
        await written;
      } catch (error) {
        // Not stored: release the claims so a retry can succeed.
        if (key !== null && byKey.get(key) === claim) byKey.delete(key);
        if (byId.get(record.id) === claim) byId.delete(record.id);
        throw error;
      }
      newestFirst.unshift(record);
      return { outcome: 'created', record };
    },
    close: () => journal.close(),
  };
}
