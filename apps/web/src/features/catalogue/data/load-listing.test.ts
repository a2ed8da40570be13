import { describe, expect, it, vi } from 'vitest';

vi.mock('@/upstream/sales', () => ({ fetchUnitsOnSale: vi.fn() }));

const { listingQuery } = await import('./load-listing');
const { catalogueSearchParams } = await import('./catalogue-query');

describe('listingQuery on a flats listing by room count', () => {
  it('lists the address’s own option when the URL chooses no rooms', () => {
    expect(listingQuery('flats', { finishing: 'full' }, [2]).rooms).toEqual([2]);
  });

  it('lets the visitor’s own choice win', () => {
    expect(listingQuery('flats', { rooms: ['0', '3'] }, [2]).rooms).toEqual([0, 3]);
  });

  it('reads `rooms=` as every option unticked: all flats, none of the chips ticked', () => {
    expect(listingQuery('flats', { rooms: '' }, [2])).toMatchObject({ rooms: [], roomsCleared: true });
  });

  it('leaves the address’s own option out of the listing’s links (page, view, «Показать ещё»)', () => {
    const links = (search: Record<string, string | string[]>) => catalogueSearchParams({ ...listingQuery('flats', search, [2]), page: 2 }).toString();
    expect(links({ finishing: 'full' })).toBe('finishing=full&page=2');
    expect(links({ rooms: '2' })).toBe('page=2');
    expect(links({ rooms: ['2', '3'] })).toBe('rooms=2&rooms=3&page=2');
    expect(links({ rooms: '' })).toBe('rooms=&page=2');
    // Another listing’s links keep their rooms.
    expect(catalogueSearchParams(listingQuery('flats', { rooms: '2' })).toString()).toBe('rooms=2');
  });
});
