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

interface StatusMix {
  sold: number;
  booked: number;
}

function drawStatus(random: Random, mix: StatusMix): PropertyStatus {
  const roll = random.next();
  if (roll < mix.sold) return 'SOLD';
  if (roll < mix.sold + mix.booked) return 'BOOKED';
  return 'AVAILABLE';
}

export function generateProject(complex: DemoComplex, urls: MediaUrls): GeneratedProject {
  const random = createRandom(seedFrom(`novostroy:${complex.profitId}:${complex.slug}`));
  const completion = parseQuarter(complex.completion);
  const central = complex.district.startsWith('Центральный');
  // Base price of a 2-room flat without finishing; the centre costs more.
  const basePerMeter = random.between(118_000, 152_000) + (central ? 22_000 : 0);
  const mix: StatusMix = complex.released
    ? { sold: random.between(0.9, 0.96), booked: random.between(0.01, 0.03) }
    : { sold: random.between(0.25, 0.55), booked: random.between(0.05, 0.1) };
  // Parking, storage and shops sell slower than flats while a complex is being built.
  const slower = (factor: number): StatusMix => (complex.released ? mix : { sold: mix.sold * factor, booked: mix.booked });

  const houses: House[] = [];
  const properties: Property[] = [];
  let sequence = 0;
  const nextId = () => {
    sequence += 1;
    if (sequence > UNITS_PER_PROJECT_LIMIT) throw new RangeError(`project ${complex.profitId} has more than ${UNITS_PER_PROJECT_LIMIT} units`);
    return complex.profitId * 10_000 + sequence;
  };

  for (let number = 1; number <= complex.houses; number++) {
    const houseId = complex.profitId * 10 + number;
    // Houses of a project are handed over in pairs, the last pair at the project's completion.
    const developmentEnd = quartersBefore(completion, Math.floor((complex.houses - number) / 2));
    const finishing: Finishing = complex.released
      ? random.pick(['white_box', 'full'] as const)
      : random.weighted([
          ['none', 30],
          ['white_box', 45],
          ['full', 25],
        ] as const);
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
    const houseTitle = `Литер ${number}`;
    const common = {
      project_id: complex.profitId,
      project_title: complex.title,
      house_id: houseId,
      house_title: houseTitle,
      development_end: developmentEnd,
    };
    const houseUnits: Property[] = [];
    const add = (unit: Omit<Property, 'id' | 'plan_image' | keyof typeof common>) => {
      const id = nextId();
      // Spelled out so the JSON keys come in the contract's order.
      const property: Property = {
        id,
        number: unit.number,
        type_purpose: unit.type_purpose,
        status: unit.status,
        project_id: common.project_id,
        project_title: common.project_title,
        house_id: common.house_id,
        house_title: common.house_title,
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
        plan_image: urls.plan(id),
        finishing: unit.finishing,
        development_end: common.development_end,
      };
      houseUnits.push(property);
    };
    /** Commercial premises, parking places and storage rooms: no rooms, no finishing. */
    const addPremises = (unit: Pick<Property, 'number' | 'type_purpose' | 'status' | 'floor'> & { section: HouseSection; area: number; price: number }) =>
      add({
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
        finishing: 'none',
      });

    // Underground level first: storage rooms per section, then the house's parking places.
    let storageNumber = 0;
    for (const section of sections) {
      const storageCount = random.int(4, 10);
      for (let i = 0; i < storageCount; i++) {
        const area = round1(random.between(3, 9));
        const price = roundTo(area * basePerMeter * random.between(0.5, 0.65), 1000);
        storageNumber += 1;
        addPremises({
          number: `К-${storageNumber}`,
          type_purpose: 'storage',
          status: drawStatus(random, slower(0.7)),
          section,
          floor: -1,
          area,
          price,
        });
      }
    }
    const parkingCount = random.int(16, 48);
    const parkingBase = roundTo(random.between(900_000, 1_300_000) * (basePerMeter / 130_000), 10_000);
    for (let i = 0; i < parkingCount; i++) {
      const area = round1(random.between(13.3, 18));
      const price = roundTo(parkingBase * random.between(0.92, 1.12), 10_000);
      const section = sections[Math.floor((i * sections.length) / parkingCount)] ?? sections[0];
      if (!section) throw new RangeError('a house needs a section');
      addPremises({
        number: `М-${i + 1}`,
        type_purpose: 'parking',
        status: drawStatus(random, slower(0.6)),
        section,
        floor: -1,
        area,
        price,
      });
    }

    // Ground floor: commercial premises; typical floors above repeat one layout per section.
    let commercialNumber = 0;
    let flatNumber = 0;
    for (const section of sections) {
      const shops = random.int(2, 4);
      for (let i = 0; i < shops; i++) {
        const area = round1(random.between(38, 160));
        const perMeter = basePerMeter * random.between(0.95, 1.3);
        const price = roundTo(area * perMeter, 10_000);
        commercialNumber += 1;
        addPremises({
          number: `П-${commercialNumber}`,
          type_purpose: 'commercial',
          status: drawStatus(random, slower(0.8)),
          section,
          floor: 1,
          area,
          price,
        });
      }
      const layout = Array.from({ length: random.int(3, 6) }, () => flatTemplate(random));
      for (let floor = 2; floor <= section.floors_count; floor++) {
        for (const flat of layout) {
          const perMeter =
            basePerMeter *
            (ROOM_PRICE_FACTOR[flat.rooms] ?? 1) *
            FINISHING_PRICE_FACTOR[finishing] *
            (1 + 0.004 * (floor - 2)) *
            random.between(0.97, 1.03);
          const clamped = Math.min(220_000, Math.max(110_000, perMeter));
          const price = roundTo(flat.area_total * clamped, 1000);
          flatNumber += 1;
          add({
            number: String(flatNumber),
            type_purpose: 'residential',
            status: drawStatus(random, mix),
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
            finishing,
          });
        }
      }
    }

    const floors = [-1, ...Array.from({ length: Math.max(...sections.map((s) => s.floors_count)) }, (_, i) => i + 1)];
    houses.push({
      id: houseId,
      project_id: complex.profitId,
      title: houseTitle,
      number,
      released: complex.released,
      development_end: developmentEnd,
      sections_count: sections.length,
      floors_count: Math.max(...sections.map((s) => s.floors_count)),
      sections,
      floors,
      amount_total: houseUnits.length,
      amount_free: houseUnits.filter((u) => u.status === 'AVAILABLE').length,
      facade_image: urls.facade(houseId),
    });
    properties.push(...houseUnits);
  }
  return { complex, completion, houses, properties };
}

export const TYPE_PURPOSES_IN_ORDER: readonly PropertyTypePurpose[] = ['residential', 'commercial', 'parking', 'storage'];
