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

/** What the sales-data inventory holds of a complex (data/demo/complex-facts.json, kept equal to it by a sales-data test). */
export interface ComplexFacts {
  floors: { min: number; max: number };
  /** The finishings its flats are sold with, from none to full. */
  finishing: Array<'none' | 'white_box' | 'full'>;
  /** The smallest studio and 1-, 2- and 3-room flat, m². */
  smallestArea: Partial<Record<'studio' | '1' | '2' | '3', number>>;
  /** The most rooms a flat of it has, 4 for four and more. */
  mostRooms: number;
}

export interface DemoData {
  complexes: DemoComplex[];
  legacyRedirects: Array<{ from: string; toSlug: string }>;
  /** By profitId. */
  facts: Record<string, ComplexFacts>;
}

/**
 * The demo complexes shared with the sales-data service (CMS Profit_id == sales-data project id),
 * and the facts of their inventory from complex-facts.json beside them.
 */
export function loadDemoData(): DemoData {
  const file = process.env.CMS_DEMO_DATA ?? path.resolve(process.cwd(), '..', 'data', 'demo', 'complexes.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoData>;
  if (!Array.isArray(parsed.complexes) || !Array.isArray(parsed.legacyRedirects)) {
    throw new Error(`${file} has no "complexes" or "legacyRedirects" list`);
  }
  const factsFile = path.join(path.dirname(file), 'complex-facts.json');
  const facts = (JSON.parse(readFileSync(factsFile, 'utf8')) as { complexes?: Record<string, ComplexFacts> }).complexes ?? {};
  const missing = parsed.complexes.filter((complex) => !facts[String(complex.profitId)]).map((complex) => complex.slug);
  if (missing.length > 0) throw new Error(`${factsFile} has no facts for ${missing.join(', ')}`);
  return { complexes: parsed.complexes, legacyRedirects: parsed.legacyRedirects, facts };
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
