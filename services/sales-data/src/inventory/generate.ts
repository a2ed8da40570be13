// Builds the deterministic demo inventory from the shared complexes: houses with sections and
// floors, flats on typical floors, commercial premises on the ground floor, parking places and
// storage rooms underground, with Krasnodar-like prices and a mix of statuses.
import type { Finishing, House, HouseSection, Property, PropertyStatus, PropertyTypePurpose, YearQuarter } from '@novostroy/contracts';
import type { DemoComplex } from './complexes';
import { createRandom, seedFrom, type Random } from './random';

/** Largest number of units one project may have: unit ids are projectId * 10000 + sequence. */
const UNITS_PER_PROJECT_LIMIT = 9999;

export interface GeneratedProject {
  complex: DemoComplex;
  completion: YearQuarter;
  houses: House[];
  properties: Property[];
}

export interface MediaUrls {
  plan(propertyId: number): string;
  facade(houseId: number): string;
}

export function parseQuarter(text: string): YearQuarter {
  const match = /^(\d{4})-Q([1-4])$/.exec(text);
  if (!match) throw new RangeError(`bad completion quarter ${text}`);
  return { year: Number(match[1]), quarter: Number(match[2]) };
}

function quartersBefore(date: YearQuarter, quarters: number): YearQuarter {
  const index = date.year * 4 + (date.quarter - 1) - quarters;
  return { year: Math.floor(index / 4), quarter: (index % 4) + 1 };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

interface FlatTemplate {
  rooms: number;
  studio: boolean;
  area_total: number;
  area_living: number;
  area_kitchen: number | null;
}

/** Area ranges of typical Krasnodar new-build flats, m². */
const FLAT_SIZES: Record<number, { total: [number, number]; living: [number, number]; kitchen: [number, number] | null }> = {
  0: { total: [22, 31], living: [0.55, 0.62], kitchen: null },
  1: { total: [34, 46], living: [0.42, 0.48], kitchen: [9, 13] },
  2: { total: [50, 68], living: [0.5, 0.56], kitchen: [10, 15] },
  3: { total: [70, 95], living: [0.55, 0.6], kitchen: [11, 17] },
  4: { total: [98, 130], living: [0.58, 0.63], kitchen: [13, 20] },
};

function flatTemplate(random: Random): FlatTemplate {
  const rooms = random.weighted([
    [0, 18],
    [1, 32],
    [2, 28],
    [3, 16],
    [4, 6],
  ] as const);
  const size = FLAT_SIZES[rooms];
  if (!size) throw new RangeError(`no size table for ${rooms} rooms`);
  const total = round1(random.between(...size.total));
  return {
    rooms,
    studio: rooms === 0,
    area_total: total,
    area_living: round1(total * random.between(...size.living)),
    area_kitchen: size.kitchen ? round1(random.between(...size.kitchen)) : null,
  };
}

/** Price per m² relative to a 2-room flat: smaller flats cost more per metre. */
const ROOM_PRICE_FACTOR: Record<number, number> = { 0: 1.12, 1: 1.06, 2: 1, 3: 0.96, 4: 0.93 };
const FINISHING_PRICE_FACTOR: Record<Finishing, number> = { none: 1, white_box: 1.04, full: 1.09 };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

// Every step below takes the project's one seeded `random` and draws from it in a fixed order:
// the demo data stays the same only while the steps run, and draw, in exactly this order.

interface StatusMix {
  sold: number;
  booked: number;
}

/** How a project sells: the shares of sold and booked flats, and whether it is already built. */
interface SalesPace {
  flats: StatusMix;
  released: boolean;
}

/** What a project's units are priced and sold against; drawn once, before any house. */
interface ProjectMarket {
  /** Price per m² of a 2-room flat without finishing. */
  basePerMeter: number;
  pace: SalesPace;
}

/** A house before its units: where it stands in the schedule, its finishing and its sections. */
interface PlannedHouse {
  id: number;
  number: number;
  title: string;
  developmentEnd: YearQuarter;
  finishing: Finishing;
  sections: HouseSection[];
}

/** A unit before it gets its id, plan image and the house's common fields. */
type UnitDraft = Omit<Property, 'id' | 'plan_image' | 'project_id' | 'project_title' | 'house_id' | 'house_title' | 'development_end' | 'updated_at'>;

/** Commercial premises, parking places and storage rooms: sold by area, no rooms, no finishing. */
type PremisesDraft = Pick<Property, 'number' | 'type_purpose' | 'status' | 'floor'> & { section: HouseSection; area: number; price: number };

/** Share of the flats' sold rate that other premises reach while the complex is being built. */
const SOLD_RATE_VS_FLATS: Record<Exclude<PropertyTypePurpose, 'residential'>, number> = { commercial: 0.8, parking: 0.6, storage: 0.7 };

// Project pricing: the base price of a 2-room flat without finishing; the centre costs more.
function projectBasePerMeter(complex: DemoComplex, random: Random): number {
  const central = complex.district.startsWith('Центральный');
  return random.between(118_000, 152_000) + (central ? 22_000 : 0);
}

// Released complexes are nearly sold out; complexes under construction still offer most units.
function projectSalesPace(complex: DemoComplex, random: Random): SalesPace {
  const flats: StatusMix = complex.released
    ? { sold: random.between(0.9, 0.96), booked: random.between(0.01, 0.03) }
    : { sold: random.between(0.25, 0.55), booked: random.between(0.05, 0.1) };
  return { flats, released: complex.released };
}

// Parking, storage and shops sell slower than flats while a complex is being built.
function statusMixFor(pace: SalesPace, type: PropertyTypePurpose): StatusMix {
  if (pace.released || type === 'residential') return pace.flats;
  return { sold: pace.flats.sold * SOLD_RATE_VS_FLATS[type], booked: pace.flats.booked };
}

// Statuses: one roll per unit decides whether a buyer can still book it.
function drawStatus(random: Random, pace: SalesPace, type: PropertyTypePurpose): PropertyStatus {
  const mix = statusMixFor(pace, type);
  const roll = random.next();
  if (roll < mix.sold) return 'SOLD';
  if (roll < mix.sold + mix.booked) return 'BOOKED';
  return 'AVAILABLE';
}

// Unit ids are projectId * 10000 + sequence, so a unit's id tells which project it belongs to.
function unitIdsOf(projectId: number): () => number {
  let sequence = 0;
  return () => {
    sequence += 1;
    if (sequence > UNITS_PER_PROJECT_LIMIT) throw new RangeError(`project ${projectId} has more than ${UNITS_PER_PROJECT_LIMIT} units`);
    return projectId * 10_000 + sequence;
  };
}

// Finished houses are handed over with finishing; under construction, buyers may also get none.
function houseFinishing(complex: DemoComplex, random: Random): Finishing {
  return complex.released
    ? random.pick(['white_box', 'full'] as const)
    : random.weighted([
        ['none', 30],
        ['white_box', 45],
        ['full', 25],
      ] as const);
}

// Houses and sections: 1-4 sections of 9-25 floors, half of them as tall as the house's first.
function houseSections(random: Random): HouseSection[] {
  const sectionsCount = random.weighted([
    [1, 40],
    [2, 35],
    [3, 18],
    [4, 7],
  ] as const);
  const baseFloors = random.int(9, 25);
  const sections: HouseSection[] = [];
  for (let s = 1; s <= sectionsCount; s++) {
    const floors = random.chance(0.5) ? baseFloors : Math.min(25, Math.max(9, baseFloors + random.int(-4, 4)));
    sections.push({ number: s, floors_count: floors });
  }
  return sections;
}

// Houses of a project are handed over in pairs, the last pair at the project's completion.
function planHouse(complex: DemoComplex, number: number, completion: YearQuarter, random: Random): PlannedHouse {
  const developmentEnd = quartersBefore(completion, Math.floor((complex.houses - number) / 2));
  const finishing = houseFinishing(complex, random);
  const sections = houseSections(random);
  return { id: complex.profitId * 10 + number, number, title: `Литер ${number}`, developmentEnd, finishing, sections };
}

// Premises are priced by area alone, so the price per m² is derived from the price.
function premises(unit: PremisesDraft): UnitDraft {
  return {
    number: unit.number,
    type_purpose: unit.type_purpose,
    status: unit.status,
    section: unit.section.number,
    floor: unit.floor,
    floors_total: unit.section.floors_count,
    rooms_amount: 0,
    studio: false,
    area_total: unit.area,
    area_living: null,
    area_kitchen: null,
    price_value: unit.price,
    price_per_meter: Math.round(unit.price / unit.area),
    price_old: null,
    finishing: 'none',
  };
}

// Storage rooms: a few per section underground, at about half the price of living space.
function storageRooms(house: PlannedHouse, market: ProjectMarket, random: Random): UnitDraft[] {
  const rooms: UnitDraft[] = [];
  for (const section of house.sections) {
    const storageCount = random.int(4, 10);
    for (let i = 0; i < storageCount; i++) {
      const area = round1(random.between(3, 9));
      const price = roundTo(area * market.basePerMeter * random.between(0.5, 0.65), 1000);
      const status = drawStatus(random, market.pace, 'storage');
      rooms.push(premises({ number: `К-${rooms.length + 1}`, type_purpose: 'storage', status, section, floor: -1, area, price }));
    }
  }
  return rooms;
}

// Parking places: one garage per house, spread over its sections, priced per place, not per m².
function parkingPlaces(house: PlannedHouse, market: ProjectMarket, random: Random): UnitDraft[] {
  const { sections } = house;
  const parkingCount = random.int(16, 48);
  const parkingBase = roundTo(random.between(900_000, 1_300_000) * (market.basePerMeter / 130_000), 10_000);
  const places: UnitDraft[] = [];
  for (let i = 0; i < parkingCount; i++) {
    const area = round1(random.between(13.3, 18));
    const price = roundTo(parkingBase * random.between(0.92, 1.12), 10_000);
    const section = sections[Math.floor((i * sections.length) / parkingCount)] ?? sections[0];
    if (!section) throw new RangeError('a house needs a section');
    const status = drawStatus(random, market.pace, 'parking');
    places.push(premises({ number: `М-${i + 1}`, type_purpose: 'parking', status, section, floor: -1, area, price }));
  }
  return places;
}

// Commercial premises: 2-4 shops on a section's ground floor, priced around living space.
function commercialPremises(section: HouseSection, numbersBefore: number, market: ProjectMarket, random: Random): UnitDraft[] {
  const shops = random.int(2, 4);
  const premisesOfSection: UnitDraft[] = [];
  for (let i = 0; i < shops; i++) {
    const area = round1(random.between(38, 160));
    const perMeter = market.basePerMeter * random.between(0.95, 1.3);
    const price = roundTo(area * perMeter, 10_000);
    const status = drawStatus(random, market.pace, 'commercial');
    const number = `П-${numbersBefore + i + 1}`;
    premisesOfSection.push(premises({ number, type_purpose: 'commercial', status, section, floor: 1, area, price }));
  }
  return premisesOfSection;
}

// Flat price per m²: small flats, finishing and higher floors cost more, within Krasnodar's range.
function flatPricePerMeter(flat: FlatTemplate, floor: number, finishing: Finishing, market: ProjectMarket, random: Random): number {
  const perMeter =
    market.basePerMeter *
    (ROOM_PRICE_FACTOR[flat.rooms] ?? 1) *
    FINISHING_PRICE_FACTOR[finishing] *
    (1 + 0.004 * (floor - 2)) *
    random.between(0.97, 1.03);
  return Math.min(220_000, Math.max(110_000, perMeter));
}

// Flats per floor: typical floors above the shops repeat one layout of 3-6 flats per section.
function sectionFlats(house: PlannedHouse, section: HouseSection, numbersBefore: number, market: ProjectMarket, random: Random): UnitDraft[] {
  const layout = Array.from({ length: random.int(3, 6) }, () => flatTemplate(random));
  const flats: UnitDraft[] = [];
  for (let floor = 2; floor <= section.floors_count; floor++) {
    for (const flat of layout) {
      const price = roundTo(flat.area_total * flatPricePerMeter(flat, floor, house.finishing, market, random), 1000);
      flats.push({
        number: String(numbersBefore + flats.length + 1),
        type_purpose: 'residential',
        status: drawStatus(random, market.pace, 'residential'),
        section: section.number,
        floor,
        floors_total: section.floors_count,
        rooms_amount: flat.rooms,
        studio: flat.studio,
        area_total: flat.area_total,
        area_living: flat.area_living,
        area_kitchen: flat.area_kitchen,
        price_value: price,
        price_per_meter: Math.round(price / flat.area_total),
        price_old: null,
        finishing: house.finishing,
      });
    }
  }
  return flats;
}

// Above ground, section by section: shops first, then flats; numbers run on through the house.
function aboveGroundUnits(house: PlannedHouse, market: ProjectMarket, random: Random): UnitDraft[] {
  const units: UnitDraft[] = [];
  let shopsBefore = 0;
  let flatsBefore = 0;
  for (const section of house.sections) {
    const shops = commercialPremises(section, shopsBefore, market, random);
    const flats = sectionFlats(house, section, flatsBefore, market, random);
    shopsBefore += shops.length;
    flatsBefore += flats.length;
    units.push(...shops, ...flats);
  }
  return units;
}

// Spelled out so the JSON keys come in the contract's order.
function toProperty(unit: UnitDraft, id: number, house: PlannedHouse, complex: DemoComplex, urls: MediaUrls): Property {
  return {
    id,
    number: unit.number,
    type_purpose: unit.type_purpose,
    status: unit.status,
    project_id: complex.profitId,
    project_title: complex.title,
    house_id: house.id,
    house_title: house.title,
    section: unit.section,
    floor: unit.floor,
    floors_total: unit.floors_total,
    rooms_amount: unit.rooms_amount,
    studio: unit.studio,
    area_total: unit.area_total,
    area_living: unit.area_living,
    area_kitchen: unit.area_kitchen,
    price_value: unit.price_value,
    price_per_meter: unit.price_per_meter,
    price_old: unit.price_old,
    plan_image: urls.plan(id),
    finishing: unit.finishing,
    development_end: house.developmentEnd,
    updated_at: null,
  };
}

// The house card buyers see: its floors (with the underground level) and how many units are free.
function houseRecord(house: PlannedHouse, units: readonly Property[], complex: DemoComplex, urls: MediaUrls): House {
  const floorsCount = Math.max(...house.sections.map((s) => s.floors_count));
  return {
    id: house.id,
    project_id: complex.profitId,
    title: house.title,
    number: house.number,
    released: complex.released,
    development_end: house.developmentEnd,
    sections_count: house.sections.length,
    floors_count: floorsCount,
    sections: house.sections,
    floors: [-1, ...Array.from({ length: floorsCount }, (_, i) => i + 1)],
    amount_total: units.length,
    amount_free: units.filter((u) => u.status === 'AVAILABLE').length,
    facade_image: urls.facade(house.id),
  };
}

/** Share of flats and commercial premises on offer at a discount, and how much they were marked down. */
export const DISCOUNT_SHARE = 0.08;
const DISCOUNT_MARKUP: readonly [number, number] = [1.05, 1.15];

// Discounts: a few flats and shops show the price they had before (5-15 % above, rounded to
// 10 000 ₽). Drawn from a random stream of their own, after everything else, so adding them left
// every other figure of the demo inventory (ids, prices, statuses) exactly as it was.
function markDiscounts(units: Property[], complex: DemoComplex): void {
  const random = createRandom(seedFrom(`novostroy:discounts:${complex.profitId}:${complex.slug}`));
  for (const unit of units) {
    if (unit.type_purpose !== 'residential' && unit.type_purpose !== 'commercial') continue;
    if (!random.chance(DISCOUNT_SHARE)) continue;
    const old = roundTo(unit.price_value * random.between(...DISCOUNT_MARKUP), 10_000);
    unit.price_old = Math.max(old, unit.price_value + 10_000);
  }
}

/**
 * The fixed day the demo's change times count back from (not "now"), so every start and machine
 * gets the same inventory; the test controls set a unit's time to the moment they change it.
 */
export const DEMO_REFERENCE_DATE = Date.parse('2026-11-01T00:00:00.000Z');
/** How far back before the reference date a unit's last change may lie. */
export const DEMO_UPDATED_WITHIN_DAYS = 60;

// Change times: each unit's updated_at is a seeded moment (whole seconds) within the 60 days before
// the reference date. A random stream of its own, drawn last, so no other figure moved.
function markUpdateTimes(units: Property[], complex: DemoComplex): void {
  const random = createRandom(seedFrom(`novostroy:updated-at:${complex.profitId}:${complex.slug}`));
  const span = DEMO_UPDATED_WITHIN_DAYS * 86_400;
  for (const unit of units) {
    unit.updated_at = new Date(DEMO_REFERENCE_DATE - random.int(1, span) * 1000).toISOString();
  }
}

export function generateProject(complex: DemoComplex, urls: MediaUrls): GeneratedProject {
  const random = createRandom(seedFrom(`novostroy:${complex.profitId}:${complex.slug}`));
  const completion = parseQuarter(complex.completion);
  const basePerMeter = projectBasePerMeter(complex, random);
  const market: ProjectMarket = { basePerMeter, pace: projectSalesPace(complex, random) };
  const nextUnitId = unitIdsOf(complex.profitId);

  const houses: House[] = [];
  const properties: Property[] = [];
  for (let number = 1; number <= complex.houses; number++) {
    const house = planHouse(complex, number, completion, random);
    // Underground level first (storage rooms, then parking), then the floors above.
    const storage = storageRooms(house, market, random);
    const parking = parkingPlaces(house, market, random);
    const aboveGround = aboveGroundUnits(house, market, random);
    const units = [...storage, ...parking, ...aboveGround].map((unit) => toProperty(unit, nextUnitId(), house, complex, urls));
    houses.push(houseRecord(house, units, complex, urls));
    properties.push(...units);
  }
  markDiscounts(properties, complex);
  markUpdateTimes(properties, complex);
  return { complex, completion, houses, properties };
}

export const TYPE_PURPOSES_IN_ORDER: readonly PropertyTypePurpose[] = ['residential', 'commercial', 'parking', 'storage'];
