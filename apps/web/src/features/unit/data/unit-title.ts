// What a unit is called on cards and its page: «2-комнатная квартира № 52», «Машино-место М-41».
import type { Property } from '@novostroy/contracts';
import { unitTexts as t } from '../texts';

export function unitTitle(unit: Pick<Property, 'type_purpose' | 'number' | 'rooms_amount' | 'studio'>): string {
  switch (unit.type_purpose) {
    case 'residential':
      return t.unitTitle.flat(unit.rooms_amount, unit.studio, unit.number);
    case 'commercial':
      return t.unitTitle.commercial(unit.number);
    case 'parking':
      return t.unitTitle.parking(unit.number);
    case 'storage':
      return t.unitTitle.storage(unit.number);
  }
}
