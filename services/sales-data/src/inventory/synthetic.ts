// The synthetic inventory (SALES_DATA_SYNTHETIC_UNITS): the demo inventory with more units added
// inside the SAME complexes and houses until the total reaches the asked number, for measuring
// what grows with the inventory (feeds, lists, statistics) at a developer's real size. Off unless
// the variable is set; the demo inventory itself is never changed.
//
// Each added unit copies a demo unit of the same house (so it keeps the house's type mix and every
// field the contract has, present or future) and gets a new id, number, floor within its section,
// area, price and status of its own. Drawn from a seeded random stream per project, so every start
// builds the same units.
import type { House, Property, PropertyStatus, PropertyTypePurpose } from '@novostroy/contracts';
import type { GeneratedProject, MediaUrls } from './generate';
import { createRandom, seedFrom, type Random } from './random';

/** Largest number of synthetic units one project may get: their ids are projectId * 1 000 000 + sequence. */
export const SYNTHETIC_PER_PROJECT_LIMIT = 999_999;
/** Bounds of SALES_DATA_SYNTHETIC_UNITS (the demo alone has 9,878 units). */
export const SYNTHETIC_UNITS_MIN = 10_000;
export const SYNTHETIC_UNITS_MAX = 500_000;

/** Synthetic unit ids stay apart from the demo's (projectId * 10 000 + n) and still tell the project. */
export const syntheticUnitId = (projectId: number, sequence: number) => projectId * 1_000_000 + sequence;

const round1 = (value: number) => Math.round(value * 10) / 10;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

const NUMBER_PREFIX: Record<PropertyTypePurpose, string> = { residential: '', commercial: 'П-', parking: 'М-', storage: 'К-' };

/**
 * How many units each house gets, proportional to its demo units, summing exactly to `extra`
 * (largest remainders, ties to the house that comes first).
 */
export function shareByWeight(weights: readonly number[], extra: number): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || extra <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (extra * w) / sum);
  const shares = exact.map(Math.floor);
  let left = extra - shares.reduce((s, n) => s + n, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** One new unit made from a demo unit of the same house: a floor of its section, its own area, price and status. */
function syntheticUnit(template: Property, id: number, number: string, status: PropertyStatus, random: Random, urls: MediaUrls): Property {
  const floor = template.type_purpose === 'residential' ? random.int(2, Math.max(2, template.floors_total)) : template.floor;
  const area = round1(template.area_total * random.between(0.95, 1.05));
  const step = template.type_purpose === 'residential' ? 1000 : 10_000;
  // A metre costs what the template's does, +0.4 % per floor up, with a little noise.
  const perMeter = template.price_per_meter * (1 + 0.004 * (floor - template.floor)) * random.between(0.98, 1.02);
  const price = Math.max(step, roundTo(area * perMeter, step));
  const scale = area / template.area_total;
  return {
    ...template,
    id,
    number,
    status,
    floor,
    area_total: area,
    area_living: template.area_living === null ? null : round1(template.area_living * scale),
    area_kitchen: template.area_kitchen,
    price_value: price,
    price_per_meter: Math.round(price / area),
    price_old: null,
    plan_image: urls.plan(id),
  };
}

/** Next number per unit type within one house, continuing after the demo's numbers. */
function numberer(units: readonly Property[]): (type: PropertyTypePurpose) => string {
  const next: Record<PropertyTypePurpose, number> = { residential: 0, commercial: 0, parking: 0, storage: 0 };
  for (const unit of units) {
    const n = Number.parseInt(unit.number.replace(/^\D+-/, ''), 10);
    if (Number.isFinite(n)) next[unit.type_purpose] = Math.max(next[unit.type_purpose], n);
  }
  return (type) => {
    next[type] += 1;
    return `${NUMBER_PREFIX[type]}${next[type]}`;
  };
}

/** The house card's counts, brought up to date after units were added. */
function recount(house: House, units: readonly Property[]): void {
  house.amount_total = units.length;
  house.amount_free = units.filter((u) => u.status === 'AVAILABLE').length;
}

/**
 * Adds units to the generated demo projects, in place, until they hold `total` units together
 * (nothing when the demo already has as many). Every house gets a share proportional to its demo
 * units; its project's statistics are computed afterwards from `properties` as usual.
 */
export function addSyntheticUnits(projects: readonly GeneratedProject[], total: number, urls: MediaUrls): void {
  const houses = projects.flatMap((project) => project.houses.map((house) => ({ project, house, units: project.properties.filter((p) => p.house_id === house.id) })));
  const demoTotal = projects.reduce((sum, p) => sum + p.properties.length, 0);
  const shares = shareByWeight(
    houses.map((h) => h.units.length),
    total - demoTotal,
  );
  for (const project of projects) {
    const projectId = project.complex.profitId;
    const random = createRandom(seedFrom(`novostroy:synthetic:${projectId}:${project.complex.slug}`));
    let sequence = 0;
    const added: Property[] = [];
    houses.forEach(({ project: owner, house, units }, index) => {
      if (owner !== project) return;
      const count = shares[index] ?? 0;
      if (count === 0 || units.length === 0) return;
      const ofType = new Map<PropertyTypePurpose, Property[]>();
      for (const unit of units) ofType.set(unit.type_purpose, [...(ofType.get(unit.type_purpose) ?? []), unit]);
      const nextNumber = numberer(units);
      const houseAdded: Property[] = [];
      for (let i = 0; i < count; i++) {
        sequence += 1;
        if (sequence > SYNTHETIC_PER_PROJECT_LIMIT) throw new RangeError(`project ${projectId} would get more than ${SYNTHETIC_PER_PROJECT_LIMIT} synthetic units`);
        const template = random.pick(units);
        // The status of another unit of the same type and house: each type keeps the share on offer the demo has.
        const status = random.pick(ofType.get(template.type_purpose) ?? units).status;
        houseAdded.push(syntheticUnit(template, syntheticUnitId(projectId, sequence), nextNumber(template.type_purpose), status, random, urls));
      }
      recount(house, [...units, ...houseAdded]);
      added.push(...houseAdded);
    });
    project.properties.push(...added);
  }
}
