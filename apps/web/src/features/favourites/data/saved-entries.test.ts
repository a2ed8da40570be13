import { describe, expect, it } from 'vitest';
import { salesProperty } from '@/upstream/sales/fixtures';
import { savedEntries, similarListingHref } from './saved-entries';

describe('savedEntries', () => {
  it('keeps the visitor order, not sales-data order, and marks an id sales-data no longer lists', () => {
    const units = [salesProperty({ id: 3 }), salesProperty({ id: 9 }), salesProperty({ id: 77 })];
    expect(savedEntries([9, 5, 3], units).map((entry) => [entry.id, entry.unit?.id ?? null])).toEqual([
      [9, 9],
      [5, null],
      [3, 3],
    ]);
  });
});

describe('similarListingHref', () => {
  it('leads from a sold flat to the flats of its room count in its complex', () => {
    expect(similarListingHref(salesProperty({ rooms_amount: 2, project_id: 1101 }))).toBe('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika?project=1101');
    expect(similarListingHref(salesProperty({ rooms_amount: 0, studio: true }))).toBe('/kupit-0-komnatnuyu-kvartiru-ot-zastroishika?project=1101');
    expect(similarListingHref(salesProperty({ rooms_amount: 5 }))).toBe('/kupit-4-komnatnuyu-kvartiru-ot-zastroishika?project=1101');
  });

  it('leads from other kinds to their listing in the same complex', () => {
    expect(similarListingHref(salesProperty({ type_purpose: 'parking', rooms_amount: 0, project_id: 7 }))).toBe('/parking?project=7');
    expect(similarListingHref(salesProperty({ type_purpose: 'storage', rooms_amount: 0, project_id: 7 }))).toBe('/store-room?project=7');
    expect(similarListingHref(salesProperty({ type_purpose: 'commercial', rooms_amount: 0, project_id: 7 }))).toBe('/commercial?project=7');
  });
});
