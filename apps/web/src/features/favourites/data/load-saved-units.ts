// The units of a saved list, live from sales-data in one call (fetchUnitsByIds). When sales-data
// does not answer, the ids are kept and the page says why it shows no units.
import 'server-only';
import { fetchUnitsByIds } from '@/upstream/sales';
import { savedEntries, type SavedUnits } from './saved-entries';

export async function loadSavedUnits(ids: readonly number[]): Promise<SavedUnits> {
  if (ids.length === 0) return { kind: 'units', entries: [] };
  const units = await fetchUnitsByIds(ids);
  if (units === undefined) return { kind: 'unavailable', ids: [...ids] };
  return { kind: 'units', entries: savedEntries(ids, units) };
}
