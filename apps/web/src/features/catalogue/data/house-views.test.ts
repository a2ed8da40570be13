import { describe, expect, it } from 'vitest';
import { salesFacade, salesFloorPlan, salesProperty } from '@/upstream/sales/fixtures';
import { emptyCatalogueQuery, parseCatalogueQuery } from './catalogue-query';
import {
  buildChessboard,
  drawingSize,
  facadeLinks,
  dimmedLegend,
  facadeOfType,
  floorsOfUnits,
  houseViewHref,
  neighbourFloors,
  planUnitLinks,
  planUnitsOutside,
  polygonSpan,
  polygonSize,
  unitAccessibleName,
  unitMark,
  unitsOutsideFilters,
} from './house-views';

const NBSP = '\u00a0';
const flats = emptyCatalogueQuery('flats');
const house = { sections: [{ number: 1, floors_count: 3 }, { number: 2, floors_count: 2 }] };
const unit = salesProperty;

describe('unitAccessibleName', () => {
  it('names a flat with its number, rooms, area, price and status', () => {
    expect(unitAccessibleName({ type_purpose: 'residential', number: '10', status: 'AVAILABLE', rooms_amount: 2, studio: false, area_total: 60, price_value: 8_705_000 })).toBe(
      `Квартира 10, 2${NBSP}комнаты, 60${NBSP}м², 8${NBSP}705${NBSP}000${NBSP}₽, свободна`,
    );
    expect(unitAccessibleName({ type_purpose: 'residential', number: '3', status: 'BOOKED', rooms_amount: 0, studio: true, area_total: 24.5, price_value: 4_000_000 })).toBe(
      `Квартира 3, студия, 24,5${NBSP}м², 4${NBSP}000${NBSP}000${NBSP}₽, забронирована`,
    );
  });

  it('agrees the status with the noun of other units and names no rooms for them', () => {
    expect(unitAccessibleName({ type_purpose: 'parking', number: 'М-4', status: 'AVAILABLE', rooms_amount: 0, studio: false, area_total: 13.7, price_value: 1_370_000 })).toBe(
      `Машино-место М-4, 13,7${NBSP}м², 1${NBSP}370${NBSP}000${NBSP}₽, свободно`,
    );
    expect(unitAccessibleName({ type_purpose: 'storage', number: 'К-2', status: 'BOOKED', rooms_amount: 0, studio: false, area_total: 4, price_value: 300_000 })).toMatch(/^Кладовая К-2, .*, забронирована$/);
  });

  it('never gives the price of a sold unit', () => {
    expect(unitAccessibleName({ type_purpose: 'commercial', number: 'П-1', status: 'SOLD', rooms_amount: 0, studio: false, area_total: 80, price_value: 9_000_000 })).toBe('Помещение П-1, продано');
  });

  it('marks a flat by its rooms and anything else by its number', () => {
    expect(unitMark({ type_purpose: 'residential', number: '7', rooms_amount: 3, studio: false })).toBe('3к');
    expect(unitMark({ type_purpose: 'residential', number: '8', rooms_amount: 0, studio: true })).toBe('Ст');
    expect(unitMark({ type_purpose: 'parking', number: 'М-41', rooms_amount: 0, studio: false })).toBe('М-41');
  });
});

describe('buildChessboard', () => {
  const units = [
    unit({ id: 6, section: 1, floor: 3, number: '6', rooms_amount: 2 }),
    unit({ id: 5, section: 1, floor: 3, number: '5', rooms_amount: 1, status: 'SOLD' }),
    unit({ id: 3, section: 1, floor: 2, number: '3', status: 'BOOKED' }),
    unit({ id: 4, section: 1, floor: 2, number: '4' }),
    unit({ id: 9, section: 2, floor: 2, number: '9', rooms_amount: 3 }),
  ];

  it('puts sections side by side and floors from the top, units in id order', () => {
    const board = buildChessboard(units, house, flats);
    expect(board.sections.map((section) => section.number)).toEqual([1, 2]);
    expect(board.sections[0]?.rows.map((row) => [row.floor, row.cells.map((cell) => cell.id)])).toEqual([
      [3, [5, 6]],
      [2, [3, 4]],
    ]);
    // The lower section keeps a spacer where the other has a floor, so the floors line up.
    expect(board.sections[1]?.rows.map((row) => [row.floor, row.spacer, row.cells.length])).toEqual([
      [3, true, 0],
      [2, false, 1],
    ]);
    expect(board.counts).toEqual({ available: 3, booked: 1, sold: 1, dimmed: 0 });
  });

  it('shows a sold unit as a bare cell: no number, price or link', () => {
    const sold = buildChessboard(units, house, flats).sections[0]?.rows[0]?.cells[0];
    expect(sold).toEqual({ kind: 'sold', id: 5, type: 'residential' });
  });

  it('links a unit on sale to its page with a full name, and dims what the filters leave out', () => {
    const board = buildChessboard(units, house, { ...flats, rooms: [2] });
    const cell = board.sections[0]?.rows[0]?.cells[1];
    expect(cell).toMatchObject({ kind: 'on-sale', href: '/property/6', mark: '2к', matches: true, status: 'AVAILABLE' });
    expect(cell?.kind === 'on-sale' && cell.name).toMatch(/^Квартира 6, 2\u00a0комнаты, 38,4\u00a0м², 5\u00a0240\u00a0000\u00a0₽, свободна$/);
    const dimmed = board.sections[1]?.rows[1]?.cells[0];
    expect(dimmed).toMatchObject({ kind: 'on-sale', id: 9, matches: false });
    // Each unit counts once in the legend: the free ones the filters leave out are not «Свободно» too.
    expect(board.counts).toEqual({ available: 1, booked: 0, sold: 1, dimmed: 3 });
  });

  it('dims by the filters, not by the booked switch or the house: a booked unit keeps its own colour', () => {
    const booked = buildChessboard(units, house, { ...flats, houses: [999], includeBooked: false }).sections[0]?.rows[1]?.cells[0];
    expect(booked).toMatchObject({ kind: 'on-sale', status: 'BOOKED', matches: true });
  });

  it('leaves out a section with no unit of the listing type, and has no section for a house without any', () => {
    expect(buildChessboard(units.filter((u) => u.section === 1), house, flats).sections.map((section) => section.number)).toEqual([1]);
    expect(buildChessboard([], house, flats).sections).toEqual([]);
  });
});

describe('facade and floor plan links', () => {
  const href = (floor: number) => `/x?level=${floor}`;

  it('names each floor and section by what is free, top floor first, and links only floors with something free', () => {
    const links = facadeLinks(
      [
        { floor: 1, section: 1, points: '0,20 10,20 10,30 0,30', amount_total: 4, amount_free: 2 },
        { floor: 2, section: 1, points: '0,10 10,10 10,20 0,20', amount_total: 3, amount_free: 0 },
      ],
      href,
    );
    expect(links.map((link) => [link.name, link.href])).toEqual([
      ['Этаж 2, секция 1: свободных нет', null],
      ['Этаж 1, секция 1: свободно 2 из 4', '/x?level=1'],
    ]);
  });

  it('links the units on sale of a floor plan and leaves a sold one inert', () => {
    const links = planUnitLinks(salesFloorPlan({}).units);
    expect(links.map((link) => [link.href, link.name])).toEqual([
      ['/property/11010055', `Квартира 10, 2${NBSP}комнаты, 60${NBSP}м², 8${NBSP}705${NBSP}000${NBSP}₽, свободна`],
      [null, 'Квартира 11, продана'],
    ]);
  });

  it('finds the floors below and above, the underground level included', () => {
    expect(neighbourFloors([-1, 1, 2, 3], 1)).toEqual({ lower: -1, upper: 2 });
    expect(neighbourFloors([-1, 1, 2, 3], 3)).toEqual({ lower: 2, upper: null });
    expect(neighbourFloors([-1, 1, 2, 3], -1)).toEqual({ lower: null, upper: 1 });
  });

  it('writes the house view into the listing URL and keeps the filters, on page 1', () => {
    const query = { ...flats, rooms: [2 as const], page: 3 };
    expect(houseViewHref('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', query, { view: 'facade', house: 11011, level: 5 })).toBe(
      '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika?rooms=2&house=11011&view=facade&level=5',
    );
    expect(houseViewHref('/parking', emptyCatalogueQuery('parking'), { view: 'chess', house: 7 })).toBe('/parking?house=7&view=chess');
  });
});

describe('unitsOutsideFilters', () => {
  it('names the units on sale the filters leave out, whatever their status and house, never a sold one', () => {
    const units = [
      unit({ id: 1, rooms_amount: 1, price_value: 5_000_000 }),
      unit({ id: 2, rooms_amount: 2, price_value: 9_000_000 }),
      unit({ id: 3, rooms_amount: 2, price_value: 6_000_000, status: 'BOOKED' }),
      unit({ id: 4, rooms_amount: 2, price_value: 12_000_000, status: 'SOLD' }),
    ];
    const query = parseCatalogueQuery('flats', new URLSearchParams('price_to=8000000&house=999')).query;
    expect([...unitsOutsideFilters(units, query)]).toEqual([2]);
    expect(unitsOutsideFilters(units, flats).size).toBe(0);
  });
});

describe('a house seen by a listing of one type', () => {
  it('counts the facade over the units of the type: a floor without one offers nothing', () => {
    // Floor 1 holds shops only; floor 2 two flats, one free, one booked.
    const flatsOfHouse = [unit({ id: 1, floor: 2, section: 1 }), unit({ id: 2, floor: 2, section: 1, status: 'BOOKED' })];
    const facade = facadeOfType(salesFacade({}), flatsOfHouse);
    expect(facade.floors.map((floor) => [floor.floor, floor.amount_free, floor.amount_total])).toEqual([
      [1, 0, 0],
      [2, 1, 2],
    ]);
    expect(facadeLinks(facade.floors, (floor) => `/x?level=${floor}`).find((link) => link.floor === 1)?.href).toBeNull();
  });

  it('leaves out of the free counts the units the filters leave out, and the floors\u2019 names say the counts are by the filters', () => {
    // Floor 2: a free flat the filters pass and a free one they leave out; floor 1: only one they leave out.
    const flatsOfHouse = [unit({ id: 1, floor: 2, section: 1 }), unit({ id: 2, floor: 2, section: 1 }), unit({ id: 3, floor: 1, section: 1 })];
    const facade = facadeOfType(salesFacade({}), flatsOfHouse, new Set([2, 3]));
    expect(facade.floors.map((floor) => [floor.floor, floor.amount_free, floor.amount_total])).toEqual([
      [1, 0, 1],
      [2, 1, 2],
    ]);
    const links = facadeLinks(facade.floors, (floor) => `/x?level=${floor}`, true);
    expect(links.map((link) => [link.name, link.href])).toEqual([
      ['Этаж 2, секция 1: по фильтрам свободно 1', '/x?level=2'],
      ['Этаж 1, секция 1: по фильтрам свободных нет', null],
    ]);
  });

  it('lists the floors of the units, lowest first, each once', () => {
    expect(floorsOfUnits([unit({ floor: 3 }), unit({ floor: -1 }), unit({ floor: 3 }), unit({ floor: 1 })])).toEqual([-1, 1, 3]);
    expect(floorsOfUnits([])).toEqual([]);
  });

  it('dims on a plan the units of another type on sale and those of its type the filters leave out', () => {
    const plan = salesFloorPlan({
      floor: -1,
      units: [
        { property_id: 1, number: 'М-1', type_purpose: 'parking', status: 'AVAILABLE', section: 1, rooms_amount: 0, studio: false, area_total: 13, price_value: 900_000, points: '0,0 1,0 1,1 0,1' },
        { property_id: 2, number: 'М-2', type_purpose: 'parking', status: 'AVAILABLE', section: 1, rooms_amount: 0, studio: false, area_total: 13, price_value: 2_000_000, points: '1,0 2,0 2,1 1,1' },
        { property_id: 3, number: 'К-1', type_purpose: 'storage', status: 'AVAILABLE', section: 1, rooms_amount: 0, studio: false, area_total: 4, price_value: 300_000, points: '2,0 3,0 3,1 2,1' },
        { property_id: 4, number: 'К-2', type_purpose: 'storage', status: 'SOLD', section: 1, rooms_amount: 0, studio: false, area_total: 4, price_value: 300_000, points: '3,0 4,0 4,1 3,1' },
      ],
    });
    const places = [unit({ id: 1, type_purpose: 'parking', price_value: 900_000 }), unit({ id: 2, type_purpose: 'parking', price_value: 2_000_000 })];
    const query = parseCatalogueQuery('parking', new URLSearchParams('price_to=1000000')).query;
    expect([...planUnitsOutside(plan.units, 'parking', places, query)].sort()).toEqual([2, 3]);
    expect([...planUnitsOutside(plan.units, 'parking', places, emptyCatalogueQuery('parking'))]).toEqual([3]);
    // The legend says what the shade stands for.
    expect(dimmedLegend(plan.units, planUnitsOutside(plan.units, 'parking', places, emptyCatalogueQuery('parking')), 'parking')).toBe('Другие помещения');
    expect(dimmedLegend(plan.units, planUnitsOutside(plan.units, 'parking', places, query), 'parking')).toBe('Не подходит под фильтры или другого типа');
    expect(dimmedLegend(plan.units, new Set([2]), 'parking')).toBe('Не подходит под фильтры');
    expect(dimmedLegend(plan.units, new Set(), 'parking')).toBeUndefined();
  });
});

describe('drawing size', () => {
  it('measures a polygon', () => {
    expect(polygonSize('30,348 190,348 190,372 30,372')).toEqual({ width: 160, height: 24 });
    // Where it runs across a drawing 1320 wide.
    expect(polygonSpan('30,348 190,348 190,372 30,372', 1320)).toEqual({ from: 30 / 1320, to: 190 / 1320 });
  });

  it('shows a drawing at about the preferred height, never so small that a polygon is under 25 px', () => {
    // A facade of floors 16 units tall: at least 25/16 of its size, however narrow the screen.
    const facade = drawingSize({ width: 220, height: 408 }, ['30,332 190,332 190,348 30,348'], { height: 560, maxWidth: 1200 });
    expect(facade.minWidth).toBe(344);
    expect(facade.width).toBeGreaterThanOrEqual(facade.minWidth);
    // A wide floor plan with large rooms: the preferred size is capped in width, and its own
    // lettering keeps it from shrinking below half size (a phone scrolls it).
    const plan = drawingSize({ width: 1740, height: 398 }, ['30,64 244,64 244,194 30,194'], { height: 480, maxWidth: 1200, readableScale: 0.5 });
    expect(plan.width).toBe(1200);
    expect(plan.minWidth).toBe(870);
    expect(drawingSize({ width: 1740, height: 398 }, ['30,64 244,64 244,194 30,194'], { height: 480, maxWidth: 1200 }).minWidth).toBeLessThan(360);
  });
});
