// Similar units for a unit's page (and for one that is sold): the same kind of unit in the same
// complex at a nearby price first, then the same kind elsewhere when the complex has too few.
// Where nothing of the kind is at a nearby price (commercial premises differ by tens of millions),
// the nearest prices of the kind stand in, rather than «nothing similar» under a plan full of them.
import type { Property } from '@novostroy/contracts';

export const SIMILAR_LIMIT = 4;
/** "Nearby price": within this share of the unit's price, either way. */
export const SIMILAR_PRICE_SPAN = 0.25;

type UnitKey = Pick<Property, 'id' | 'type_purpose' | 'project_id' | 'rooms_amount' | 'studio' | 'price_value'>;

/** Flats compare by rooms (a studio is its own kind); other types only by type. */
function sameKind(unit: UnitKey, other: UnitKey): boolean {
  if (unit.type_purpose !== other.type_purpose) return false;
  if (unit.type_purpose !== 'residential') return true;
  return unit.studio === other.studio && Math.min(unit.rooms_amount, 4) === Math.min(other.rooms_amount, 4);
}

export function similarUnits<U extends UnitKey & Pick<Property, 'status'>>(unit: UnitKey, candidates: readonly U[], limit = SIMILAR_LIMIT): U[] {
  const span = unit.price_value * SIMILAR_PRICE_SPAN;
  const distance = (other: U) => Math.abs(other.price_value - unit.price_value);
  const ofKind = candidates.filter((other) => other.id !== unit.id && other.status !== 'SOLD' && sameKind(unit, other));
  const nearby = ofKind.filter((other) => distance(other) <= span);
  const fitting = nearby.length > 0 ? nearby : ofKind;
  // Available before booked, then the nearest price; the id settles ties so the list is stable.
  const order = (a: U, b: U) => Number(a.status !== 'AVAILABLE') - Number(b.status !== 'AVAILABLE') || distance(a) - distance(b) || a.id - b.id;
  const here = fitting.filter((other) => other.project_id === unit.project_id).sort(order);
  const elsewhere = fitting.filter((other) => other.project_id !== unit.project_id).sort(order);
  return [...here, ...elsewhere].slice(0, limit);
}
