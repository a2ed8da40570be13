// What a unit page shows for /property|commercial|parking|store-room/<id>: the unit, a redirect to
// the page of its real type, missing (404), or unknown while sales-data does not answer.
import 'server-only';
import { cache } from 'react';
import type { Property, PropertyTypePurpose } from '@novostroy/contracts';
import { fetchUnit } from '@/upstream/sales';

export type UnitRoute =
  | { kind: 'unit'; unit: Property }
  | { kind: 'other-type'; unit: Property }
  | { kind: 'missing' }
  | { kind: 'unavailable'; id: number };

/** Ids are positive whole numbers; anything else is a 404 without asking sales-data. */
const ID = /^[1-9]\d{0,9}$/;

export const resolveUnitRoute = cache(async (type: PropertyTypePurpose, rawId: string): Promise<UnitRoute> => {
  if (!ID.test(rawId)) return { kind: 'missing' };
  const id = Number(rawId);
  const unit = await fetchUnit(id);
  if (unit === undefined) return { kind: 'unavailable', id };
  if (unit === null) return { kind: 'missing' };
  return unit.type_purpose === type ? { kind: 'unit', unit } : { kind: 'other-type', unit };
});
