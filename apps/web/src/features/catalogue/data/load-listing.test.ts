import { describe, expect, it, vi } from 'vitest';

vi.mock('@/upstream/sales', () => ({ fetchUnitsOnSale: vi.fn() }));

const { listingQuery } = await import('./load-listing');

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
});
