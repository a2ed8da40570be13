// The test controls: off by default (a plain 404 behind the token), and when on, a status switch
// that every endpoint agrees on at once. Uses its own inventory: the shared one stays untouched.
import {
  developmentEndListResponseSchema,
  errorResponseSchema,
  facadeListResponseSchema,
  floorPlanResponseSchema,
  houseListResponseSchema,
  propertyListResponseSchema,
  propertyResponseSchema,
  salesProjectResponseSchema,
  salesDataPaths,
  squareMeterListResponseSchema,
  type Property,
} from '@novostroy/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInventory } from './inventory/inventory';
import { createService, type Service } from './service';
import { TEST_PUBLIC_URL, TEST_TOKEN, authorised, expectJson, tempDir } from './test-support';

const put = (service: Service, id: number | string, body: unknown, init: RequestInit = {}) =>
  service.app.request(`/api/test/property/${id}/status`, authorised({ method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' }, ...init }));

describe('test controls off (the default)', () => {
  let service: Service;
  const folder = tempDir();
  beforeAll(async () => {
    service = await createService({ token: TEST_TOKEN, dataDir: folder.dir, publicUrl: TEST_PUBLIC_URL });
  });
  afterAll(async () => {
    await service.close();
    folder.remove();
  });

  it('answers 404 with the token and 401 without, and changes nothing', async () => {
    const unit = service.inventory.properties.find((p) => p.status === 'AVAILABLE') as Property;
    await expectJson(await put(service, unit.id, { status: 'SOLD' }), 404, errorResponseSchema);
    const anonymous = await service.app.request(`/api/test/property/${unit.id}/status`, { method: 'PUT', body: '{"status":"SOLD"}', headers: { 'Content-Type': 'application/json' } });
    expect(anonymous.status).toBe(401);
    const after = await expectJson(await service.app.request(`/api/property/${unit.id}`, authorised()), 200, propertyResponseSchema);
    expect(after.data.status).toBe('AVAILABLE');
  });
});

describe('test controls on', () => {
  let service: Service;
  const folder = tempDir();
  const inventory = buildInventory({ publicUrl: TEST_PUBLIC_URL });
  beforeAll(async () => {
    service = await createService({ token: TEST_TOKEN, dataDir: folder.dir, publicUrl: TEST_PUBLIC_URL, testControls: true }, { inventory });
  });
  afterAll(async () => {
    await service.close();
    folder.remove();
  });

  const get = (path: string) => service.app.request(path, authorised());

  // The cheapest flat on offer in an unreleased project, so selling it moves the project's minimum price.
  const cheapest = () => {
    const flats = inventory.properties.filter((p) => p.type_purpose === 'residential' && p.status === 'AVAILABLE' && !inventory.project(p.project_id)?.released);
    return flats.reduce((a, b) => (b.price_value < a.price_value ? b : a));
  };

  /** Everything a status feeds, as the API answers it. */
  const snapshot = async (unit: Property) => {
    const project = await expectJson(await get(`/api/project/${unit.project_id}`), 200, salesProjectResponseSchema);
    const squareMeter = await expectJson(await get(`/api/square-meter?filter[project_id]=EQ(${unit.project_id})&filter[type_purpose]=EQ(residential)`), 200, squareMeterListResponseSchema);
    const facades = await expectJson(await get(`/api/facades?filter[house_id]=EQ(${unit.house_id})`), 200, facadeListResponseSchema);
    const facadeFloor = facades.data[0]?.floors.find((f) => f.floor === unit.floor && f.section === unit.section);
    const floor = await expectJson(await get(`/api/floor/${unit.house_id}?floor=${unit.floor}`), 200, floorPlanResponseSchema);
    const years = await expectJson(await get('/api/development-end'), 200, developmentEndListResponseSchema);
    const house = await expectJson(await get(`/api/houses?filter[id]=EQ(${unit.house_id})`), 200, houseListResponseSchema);
    const sold = await expectJson(await get(`/api/property/loaded?filter[id]=IN(${unit.id})&filter[status]=EQ(SOLD)`), 200, propertyListResponseSchema);
    // The query web's feeds page through (kept between pages: http/list-cache.ts).
    const onOffer = await expectJson(await get('/api/property/loaded?filter[status]=IN(AVAILABLE)&limit=1000&offset=0'), 200, propertyListResponseSchema);
    const one = await expectJson(await get(`/api/property/${unit.id}`), 200, propertyResponseSchema);
    return {
      onOffer: onOffer.meta.total,
      status: one.data.status,
      listedAsSold: sold.meta.total === 1,
      statistics: project.data.statistics,
      squareMeter: squareMeter.data[0],
      facadeFree: facadeFloor?.amount_free,
      houseFree: house.data[0]?.amount_free,
      onFloorPlan: floor.data.units.find((u) => u.property_id === unit.id)?.status,
      freeFlatsThatYear: years.data.find((y) => y.year === unit.development_end.year)?.amount_flat_free,
    };
  };

  it('switches a unit to SOLD and every endpoint agrees; switching back restores every figure', async () => {
    const unit = cheapest();
    const before = await snapshot(unit);
    expect(before).toMatchObject({ status: 'AVAILABLE', listedAsSold: false, onFloorPlan: 'AVAILABLE' });
    expect(before.statistics.min_price_flat).toBe(unit.price_value);

    const switchedAt = Date.now();
    const seededTime = Date.parse(unit.updated_at ?? '');
    const answer = await expectJson(await put(service, unit.id, { status: 'SOLD' }), 200, propertyResponseSchema);
    expect(answer.data).toMatchObject({ id: unit.id, status: 'SOLD' });
    // The change time moves to the switch (the sitemap's lastmod of the unit page).
    expect(Date.parse(answer.data.updated_at ?? '')).toBeGreaterThanOrEqual(switchedAt - 1000);
    expect(Date.parse(answer.data.updated_at ?? '')).toBeGreaterThan(seededTime);

    const after = await snapshot(unit);
    expect(after).toMatchObject({ status: 'SOLD', listedAsSold: true, onFloorPlan: 'SOLD' });
    expect(after.statistics.amount_flat_free).toBe(before.statistics.amount_flat_free - 1);
    expect(after.statistics.min_price_flat).toBeGreaterThan(unit.price_value);
    expect(after.squareMeter?.amount).toBe((before.squareMeter?.amount ?? 0) - 1);
    expect(after.facadeFree).toBe((before.facadeFree ?? 0) - 1);
    expect(after.houseFree).toBe((before.houseFree ?? 0) - 1);
    expect(after.onOffer).toBe(before.onOffer - 1);
    expect(after.freeFlatsThatYear).toBe((before.freeFlatsThatYear ?? 0) - 1);

    // The floor-map PDF is drawn from the same units: it still renders after the switch.
    const pdf = await get(`/api/pdf/${unit.house_id}/${unit.floor}`);
    expect(pdf.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()).toBe(1);

    // BOOKED is still on offer (prices count it), but no longer free.
    await expectJson(await put(service, unit.id, { status: 'BOOKED' }), 200, propertyResponseSchema);
    const booked = await snapshot(unit);
    expect(booked.statistics.amount_flat_free).toBe(before.statistics.amount_flat_free - 1);
    expect(booked.statistics.min_price_flat).toBe(unit.price_value);

    await expectJson(await put(service, unit.id, { status: 'AVAILABLE' }), 200, propertyResponseSchema);
    expect(await snapshot(unit)).toEqual(before);
  });

  it('refuses a bad id, an unknown unit, a bad body and a missing token', async () => {
    const unit = cheapest();
    await expectJson(await put(service, 'abc', { status: 'SOLD' }), 400, errorResponseSchema);
    await expectJson(await put(service, 999_999_999, { status: 'SOLD' }), 404, errorResponseSchema);
    const bad = await expectJson(await put(service, unit.id, { status: 'GONE' }), 400, errorResponseSchema);
    expect(bad.error.fields?.status).toBeTruthy();
    await expectJson(await put(service, unit.id, { status: 'SOLD', price_value: 1 }), 400, errorResponseSchema);
    await expectJson(await put(service, unit.id, 'SOLD', { headers: { 'Content-Type': 'text/plain' } }), 415, errorResponseSchema);
    const anonymous = await service.app.request(salesDataPaths.testPropertyStatus(unit.id), { method: 'PUT', body: '{"status":"SOLD"}', headers: { 'Content-Type': 'application/json' } });
    expect(anonymous.status).toBe(401);
    expect(inventory.property(unit.id)?.status).toBe('AVAILABLE');
  });
});
