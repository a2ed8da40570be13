// What every seed step shares: the Strapi instance, the media library, the shared demo complexes
// and a tally of what was created or found already (printed at the end).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import type { MediaLibrary } from './media';

export interface DemoComplex {
  slug: string;
  title: string;
  profitId: number;
  legacyId: number;
  district: string;
  address: string;
  lat: number;
  lng: number;
  released: boolean;
  /** Completion quarter, e.g. "2027-Q4". */
  completion: string;
  houses: number;
}

export interface DemoData {
  complexes: DemoComplex[];
  legacyRedirects: Array<{ from: string; toSlug: string }>;
}

/** The demo complexes shared with the sales-data service (CMS Profit_id == sales-data project id). */
export function loadDemoData(): DemoData {
  const file = process.env.CMS_DEMO_DATA ?? path.resolve(process.cwd(), '..', 'data', 'demo', 'complexes.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoData>;
  if (!Array.isArray(parsed.complexes) || !Array.isArray(parsed.legacyRedirects)) {
    throw new Error(`${file} has no "complexes" or "legacyRedirects" list`);
  }
  return { complexes: parsed.complexes, legacyRedirects: parsed.legacyRedirects };
}

export class Tally {
  readonly created = new Map<string, number>();
  readonly existing = new Map<string, number>();

  add(kind: string, created: boolean): void {
    const map = created ? this.created : this.existing;
    map.set(kind, (map.get(kind) ?? 0) + 1);
  }

  get createdTotal(): number {
    return [...this.created.values()].reduce((a, b) => a + b, 0);
  }

  summary(): string {
    const kinds = [...new Set([...this.created.keys(), ...this.existing.keys()])];
    return kinds.map((kind) => `  ${kind.padEnd(24)} created ${String(this.created.get(kind) ?? 0).padStart(3)}, already there ${String(this.existing.get(kind) ?? 0).padStart(3)}`).join('\n');
  }
}

export interface SeedContext {
  strapi: Core.Strapi;
  media: MediaLibrary;
  demo: DemoData;
  tally: Tally;
  log: (message: string) => void;
}

/** Values of one field over all rows of a content type (drafts and published), for existence checks. */
export async function existingValues<T extends string | number>(strapi: Core.Strapi, uid: UID.ContentType, field: string): Promise<Set<T>> {
  const rows = (await strapi.db.query(uid).findMany({ select: [field] })) as Array<Record<string, T>>;
  return new Set(rows.map((row) => row[field]));
}

/** Finds the documentId of the first row matching `where`. */
export async function findDocumentId(strapi: Core.Strapi, uid: UID.ContentType, where: Record<string, unknown>): Promise<string | undefined> {
  const row = (await strapi.db.query(uid).findOne({ where, select: ['documentId'] })) as { documentId: string } | null;
  return row?.documentId;
}

/** Count of rows of a content type (a single type has at most one document). */
export async function hasAny(strapi: Core.Strapi, uid: UID.ContentType): Promise<boolean> {
  return (await strapi.db.query(uid).count({})) > 0;
}
