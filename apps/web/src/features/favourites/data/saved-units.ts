// The two lists a visitor keeps in this browser, without an account: favourites and the units to
// compare. Each is a list of sales-data unit ids in the order they were added, stored as
// `{"v":1,"ids":[...]}` under its own localStorage key. Anything else found under the key (another
// version, a hand-edited value, a value another site wrote) reads as an empty or shortened list,
// never as an error: the page must open whatever the storage holds.

export const SAVED_LISTS = {
  favourites: { key: 'novostroy:favourites', limit: 100 },
  compare: { key: 'novostroy:compare', limit: 4 },
} as const;
export type SavedListName = keyof typeof SAVED_LISTS;

const VERSION = 1;
/** The largest sales-data id a list keeps (a Postgres integer). */
const ID_MAX = 2_147_483_647;

export const isUnitId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ID_MAX;

/** Valid ids of `values` in their order, each once, at most `limit` (the earliest kept). */
export function cleanIds(values: readonly unknown[], limit: number): number[] {
  const ids: number[] = [];
  for (const value of values) {
    if (ids.length >= limit) break;
    if (isUnitId(value) && !ids.includes(value)) ids.push(value);
  }
  return ids;
}

/** The ids stored under a list's key; [] for a missing, corrupted or foreign value. */
export function parseSavedIds(raw: string | null, limit: number): number[] {
  if (raw === null || raw.length > 100_000) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const { v, ids } = value as { v?: unknown; ids?: unknown };
  if (v !== VERSION || !Array.isArray(ids)) return [];
  return cleanIds(ids, limit);
}

export function serializeSavedIds(ids: readonly number[]): string {
  return JSON.stringify({ v: VERSION, ids });
}

export type ToggleOutcome = 'added' | 'removed' | 'full';

/** The list after the visitor presses a unit's toggle: removed when it is there, added when there is room. */
export function toggleId(ids: readonly number[], id: number, limit: number): { ids: number[]; outcome: ToggleOutcome } {
  if (ids.includes(id)) return { ids: ids.filter((saved) => saved !== id), outcome: 'removed' };
  if (ids.length >= limit) return { ids: [...ids], outcome: 'full' };
  return { ids: [...ids, id], outcome: 'added' };
}

/**
 * The ids of a shared list's URL (`?ids=11010055,11010057`): what `/favourite?ids=` opens on another
 * device. Bad items are skipped; the favourites limit applies.
 */
export function idsFromShareParam(param: string | string[] | undefined): number[] {
  const values = (Array.isArray(param) ? param : param === undefined ? [] : [param])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => /^\d{1,10}$/.test(value))
    .map(Number);
  return cleanIds(values, SAVED_LISTS.favourites.limit);
}

export const shareParam = (ids: readonly number[]): string => ids.join(',');
