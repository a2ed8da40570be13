import { describe, expect, it } from 'vitest';
import { emptyCatalogueQuery, parseCatalogueQuery } from './catalogue-query';
import { filterHref } from './filter-href';

const query = (search: string, kind: Parameters<typeof parseCatalogueQuery>[0] = 'flats') => parseCatalogueQuery(kind, new URLSearchParams(search)).query;

describe('filterHref', () => {
  it('starts a changed filter state on page 1 with one page shown, and keeps the view', () => {
    expect(filterHref('/parking', query('price_to=2000000&page=4&pages=3&view=table', 'parking'))).toBe('/parking?price_to=2000000&view=table');
    expect(filterHref('/parking', emptyCatalogueQuery('parking'))).toBe('/parking');
  });

  it('writes no rooms on a flats listing by room count when only its own option is ticked', () => {
    expect(filterHref('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', query('rooms=2&finishing=full'), [2])).toBe('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika?finishing=full');
    expect(filterHref('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', query('rooms=2&rooms=3'), [2])).toBe('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika?rooms=2&rooms=3');
  });

  it('writes no ticked room on a flats listing by room count as `rooms=`, not as the path’s own option', () => {
    expect(filterHref('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', query('finishing=full'), [2])).toBe('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika?rooms=&finishing=full');
    // Ticking an option again after that: only it, and no `rooms=` left behind.
    expect(filterHref('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', { ...query('rooms=3'), roomsCleared: true }, [2])).toBe('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika?rooms=3');
    expect(filterHref('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', query('rooms=2'), [2])).toBe('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika');
    // Elsewhere an empty choice is simply no filter.
    expect(filterHref('/parking', query('', 'parking'))).toBe('/parking');
  });
});
