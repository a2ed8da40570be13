import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@novostroy/contracts';
import { salesFacade, salesFloorPlan, salesHouse, salesProperty } from '@/upstream/sales/fixtures';
import { emptyCatalogueQuery, type CatalogueQuery } from './catalogue-query';

const sales = vi.hoisted(() => ({
  fetchHouse: vi.fn(),
  fetchHouseUnits: vi.fn(),
  fetchFacade: vi.fn(),
  fetchHouseRenders: vi.fn(),
  fetchFloorPlan: vi.fn(),
}));
vi.mock('@/upstream/sales', () => sales);

const { loadHouseView } = await import('./load-house-view');

const house = salesHouse({ id: 11011, floors: [-1, 1, 2, 3] });
const facade = (kind: CatalogueQuery['kind']): CatalogueQuery => ({ ...emptyCatalogueQuery(kind), view: 'facade', houses: [house.id] });
const places: Property[] = [salesProperty({ id: 1, type_purpose: 'parking', floor: -1 }), salesProperty({ id: 2, type_purpose: 'parking', floor: -1 })];

beforeEach(() => {
  vi.clearAllMocks();
  sales.fetchHouse.mockResolvedValue(house);
  sales.fetchFacade.mockResolvedValue(salesFacade({}));
  sales.fetchHouseRenders.mockResolvedValue([]);
  sales.fetchFloorPlan.mockResolvedValue(salesFloorPlan({ floor: -1, units: [] }));
});

describe('loadHouseView, facade', () => {
  it('opens the underground plan for a type that is all below ground, whatever the facade answers', async () => {
    sales.fetchHouseUnits.mockResolvedValue(places);
    sales.fetchFacade.mockResolvedValue(undefined);
    const view = await loadHouseView(facade('parking'), house.id);
    expect(view).toMatchObject({ state: 'floor', floors: [-1], facade: false });
    expect(sales.fetchFloorPlan).toHaveBeenCalledWith(house.id, -1);
  });

  it('says the house has none of the type rather than draw a facade that offers nothing', async () => {
    sales.fetchHouseUnits.mockResolvedValue([]);
    expect(await loadHouseView(facade('storage'), house.id)).toMatchObject({ state: 'facade', noneOfType: true });
  });

  it('draws the whole facade when the units cannot be read, and needs the facade for that', async () => {
    sales.fetchHouseUnits.mockResolvedValue(undefined);
    const view = await loadHouseView(facade('flats'), house.id);
    expect(view).toMatchObject({ state: 'facade', noneOfType: false, levels: [-1] });
    expect(view.state === 'facade' && view.facade?.floors.map((floor) => floor.amount_free)).toEqual([2, 0]);
    sales.fetchFacade.mockResolvedValue(undefined);
    expect(await loadHouseView(facade('flats'), house.id)).toEqual({ state: 'unavailable' });
  });

  it('counts the facade over the flats and offers no underground level to a flats listing', async () => {
    sales.fetchHouseUnits.mockResolvedValue([salesProperty({ id: 3, floor: 2, section: 1 })]);
    const view = await loadHouseView(facade('flats'), house.id);
    expect(view).toMatchObject({ state: 'facade', levels: [] });
    expect(view.state === 'facade' && view.facade?.floors.map((floor) => [floor.floor, floor.amount_free])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(view).toMatchObject({ filtered: false });
  });

  it('counts as free only the flats the listing\u2019s filters pass: a two-room listing is not offered a floor whose free flat is a studio', async () => {
    sales.fetchHouseUnits.mockResolvedValue([
      salesProperty({ id: 3, floor: 2, section: 1, rooms_amount: 0, studio: true }),
      salesProperty({ id: 4, floor: 3, section: 1, rooms_amount: 2 }),
    ]);
    sales.fetchFacade.mockResolvedValue(
      salesFacade({
        floors: [
          { floor: 2, section: 1, amount_free: 1, amount_total: 1, points: '0,0 1,0 1,1 0,1' },
          { floor: 3, section: 1, amount_free: 1, amount_total: 1, points: '0,1 1,1 1,2 0,2' },
        ],
      }),
    );
    const view = await loadHouseView({ ...facade('flats'), rooms: [2] }, house.id);
    expect(view).toMatchObject({ state: 'facade', filtered: true });
    expect(view.state === 'facade' && view.facade?.floors.map((floor) => [floor.floor, floor.amount_free, floor.amount_total])).toEqual([
      [2, 0, 1],
      [3, 1, 1],
    ]);
  });
});
