import { gunzipSync } from 'node:zlib';
import {
  buildPropertyQuery,
  developmentEndListResponseSchema,
  eqFilter,
  errorResponseSchema,
  facadeListResponseSchema,
  floorPlanResponseSchema,
  healthSchema,
  houseListResponseSchema,
  inFilter,
  monthlyPaymentResponseSchema,
  propertyListResponseSchema,
  propertyResponseSchema,
  renderListResponseSchema,
  salesProjectListResponseSchema,
  salesProjectResponseSchema,
  squareMeterListResponseSchema,
} from '@novostroy/contracts';
import { PDFDocument } from 'pdf-lib';
import { rubles } from './format';
import { cardFacts, discountLines } from './pdf/unit-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from './service';
import { TEST_PUBLIC_URL, TEST_TOKEN, authorised, expectJson, tempDir, testInventory, testService } from './test-support';

let service: Service;
const folder = tempDir();
beforeAll(async () => {
  service = await testService(folder.dir);
});
afterAll(async () => {
  await service.close();
  folder.remove();
});

const get = (path: string) => service.app.request(path, authorised());
const inventory = testInventory();
const firstHouse = () => {
  const house = inventory.houses[0];
  if (!house) throw new Error('no houses');
  return house;
};

describe('auth', () => {
  it('serves /health without a token', async () => {
    const health = await expectJson(await service.app.request('/health'), 200, healthSchema);
    expect(health.units).toBe(inventory.properties.length);
  });

  it('answers 401 JSON without a token or with a wrong one', async () => {
    for (const init of [{}, { headers: { Authorization: 'Bearer wrong-token' } }, { headers: { Authorization: `Basic ${TEST_TOKEN}` } }]) {
      const response = await service.app.request('/api/project', init);
      const body = await expectJson(response, 401, errorResponseSchema);
      expect(body.error.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    await expectJson(await service.app.request('/api/project?access-token=wrong'), 401, errorResponseSchema);
    await expectJson(await service.app.request('/api/amo-crm/leads'), 401, errorResponseSchema);
  });

  it('accepts the Bearer header and the access-token query parameter', async () => {
    await expectJson(await get('/api/project'), 200, salesProjectListResponseSchema);
    await expectJson(await service.app.request(`/api/project?access-token=${TEST_TOKEN}`), 200, salesProjectListResponseSchema);
  });

  it('serves media without a token', async () => {
    const response = await service.app.request(`/media/plans/${inventory.properties[0]?.id}.svg`);
    expect(response.status).toBe(200);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const body = await expectJson(await get('/api/nothing-here'), 404, errorResponseSchema);
    expect(body.error.message).toContain('/api/nothing-here');
  });
});

describe('projects and houses', () => {
  it('lists every project with statistics', async () => {
    const body = await expectJson(await get('/api/project'), 200, salesProjectListResponseSchema);
    expect(body.meta).toEqual({ total: 17, limit: 50, offset: 0 });
    expect(body.data[0]?.id).toBe(1101);
    expect(body.data[0]?.statistics.amount_flat).toBeGreaterThan(0);
  });

  it('filters projects', async () => {
    const body = await expectJson(await get('/api/project?filter[released]=EQ(true)'), 200, salesProjectListResponseSchema);
    expect(body.data.every((p) => p.released)).toBe(true);
    expect(body.meta.total).toBe(4);
  });

  it('returns one project, 404 for an unknown id and 400 for a malformed one', async () => {
    const body = await expectJson(await get('/api/project/1105'), 200, salesProjectResponseSchema);
    expect(body.data.slug).toBe('zhk-istoki');
    await expectJson(await get('/api/project/999'), 404, errorResponseSchema);
    await expectJson(await get('/api/project/abc'), 400, errorResponseSchema);
  });

  it('lists the houses of a project', async () => {
    const body = await expectJson(await get('/api/houses?filter[project_id]=EQ(1106)'), 200, houseListResponseSchema);
    expect(body.data).toHaveLength(6);
    expect(body.data.every((h) => h.project_id === 1106 && h.facade_image.startsWith(TEST_PUBLIC_URL))).toBe(true);
  });
});

describe('property query', () => {
  it("answers the spec's query with the cheapest available or booked flat of the project", async () => {
    const response = await get(
      '/api/property/loaded?filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE,BOOKED)&filter[project_id]=EQ(1101)&sort=price_value&limit=1',
    );
    const body = await expectJson(response, 200, propertyListResponseSchema);
    const candidates = inventory.properties.filter((p) => p.project_id === 1101 && p.type_purpose === 'residential' && p.status !== 'SOLD');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.price_value).toBe(Math.min(...candidates.map((p) => p.price_value)));
    expect(body.data[0]?.price_value).toBe(inventory.project(1101)?.statistics.min_price_flat);
    expect(body.meta.total).toBe(candidates.length);
  });

  it('accepts the query the contract builder writes', async () => {
    const query = buildPropertyQuery({ filter: { project_id: eqFilter(1102), status: inFilter(['AVAILABLE']), rooms_amount: inFilter([2, 3]) }, sort: '-area_total', limit: 5 });
    const body = await expectJson(await get(`/api/property/loaded?${query}`), 200, propertyListResponseSchema);
    expect(body.data).toHaveLength(5);
    expect(body.data.every((p) => p.project_id === 1102 && p.status === 'AVAILABLE' && [2, 3].includes(p.rooms_amount))).toBe(true);
    const areas = body.data.map((p) => p.area_total);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });

  it('pages with limit and offset over a stable order', async () => {
    const all = await expectJson(await get('/api/property/loaded?filter[house_id]=EQ(11011)&sort=-price_value,id&limit=30'), 200, propertyListResponseSchema);
    const page = await expectJson(await get('/api/property/loaded?filter[house_id]=EQ(11011)&sort=-price_value,id&limit=10&offset=10'), 200, propertyListResponseSchema);
    expect(page.data.map((p) => p.id)).toEqual(all.data.slice(10, 20).map((p) => p.id));
    expect(page.meta).toEqual({ total: all.meta.total, limit: 10, offset: 10 });
    const byDefault = await expectJson(await get('/api/property/loaded'), 200, propertyListResponseSchema);
    expect(byDefault.data).toHaveLength(50);
    expect(byDefault.meta.total).toBe(inventory.properties.length);
  });

  it('filters units on sale at a discount by price_old', async () => {
    const body = await expectJson(await get('/api/property/loaded?filter[price_old]=GTE(1)&filter[project_id]=EQ(1101)&sort=-price_old&limit=1000'), 200, propertyListResponseSchema);
    const expected = inventory.properties.filter((p) => p.project_id === 1101 && p.price_old !== null);
    expect(body.meta.total).toBe(expected.length);
    expect(body.data.every((p) => p.price_old !== null && p.price_old > p.price_value)).toBe(true);
    expect(body.data[0]?.price_old).toBe(Math.max(...expected.map((p) => p.price_old ?? 0)));
  });

  it('filters with GTE and LTE ranges', async () => {
    const body = await expectJson(await get('/api/property/loaded?filter[price_value]=GTE(5000000)&filter[price_value]=LTE(6000000)&filter[type_purpose]=EQ(residential)&limit=1000'), 200, propertyListResponseSchema);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.price_value >= 5_000_000 && p.price_value <= 6_000_000)).toBe(true);
  });

  it.each([
    ['unknown field', 'filter[colour]=EQ(red)', 'filter[colour]'],
    ['unknown operator', 'filter[status]=LIKE(AVAIL)', 'filter[status]'],
    ['bad value type', 'filter[floor]=EQ(top)', 'filter[floor]'],
    ['unknown enum value', 'filter[status]=IN(FREE)', 'filter[status]'],
    ['unbalanced parentheses', 'filter[status]=IN(AVAILABLE', 'filter[status]'],
    ['limit out of range', 'limit=100000', 'limit'],
    ['unknown sort field', 'sort=-colour', 'sort'],
    ['malformed key', 'filter[status=IN(SOLD)', 'filter[status'],
  ])('answers 400 for %s', async (_name, query, parameter) => {
    const body = await expectJson(await get(`/api/property/loaded?${query}`), 400, errorResponseSchema);
    expect(body.error.message).toContain(parameter);
    expect(Object.keys(body.error.fields ?? {})).toContain(parameter);
  });

  it('never answers 500 to odd queries on any list', async () => {
    const lists = ['/api/project', '/api/houses', '/api/property/loaded', '/api/property/loaded/pdf', '/api/facades', '/api/render', '/api/development-end', '/api/square-meter', '/api/amo-crm/leads', '/api/send'];
    const odd = ['filter[id]=EQ(', 'filter[id]=EQ(1))', 'filter[]=EQ(1)', 'filter[id]=IN(,,)', 'sort=', 'sort=,', 'limit=1e3', 'offset=abc', 'filter[id]=EQ(9999999999999999999999)', 'filter[id]=%E0%A4%A'];
    for (const list of lists) {
      for (const query of odd) {
        const response = await get(`${list}?${query}`);
        expect(response.status, `${list}?${query}`).toBe(400);
        await expectJson(response, 400, errorResponseSchema);
      }
    }
  });

  it('returns one property by id (extension) and 404 for unknown ids', async () => {
    const id = inventory.properties[10]?.id;
    const body = await expectJson(await get(`/api/property/${id}`), 200, propertyResponseSchema);
    expect(body.data.id).toBe(id);
    await expectJson(await get('/api/property/1'), 404, errorResponseSchema);
  });
});

describe('facades, floors and renders', () => {
  it('lists facades with floor polygons', async () => {
    const house = firstHouse();
    const body = await expectJson(await get(`/api/facades?filter[house_id]=EQ(${house.id})`), 200, facadeListResponseSchema);
    expect(body.data).toHaveLength(1);
    const facade = body.data[0];
    expect(facade?.floors.length).toBe(house.sections.reduce((sum, s) => sum + s.floors_count, 0));
    expect(facade?.image).toBe(house.facade_image);
  });

  it('returns a floor plan with unit polygons', async () => {
    const house = firstHouse();
    const body = await expectJson(await get(`/api/floor/${house.id}?floor=5`), 200, floorPlanResponseSchema);
    const expected = inventory.unitsOnFloor(house.id, 5);
    expect(body.data.units.map((u) => u.property_id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(body.data.image).toBe(`${TEST_PUBLIC_URL}/media/floors/${house.id}/5.svg`);
    const underground = await expectJson(await get(`/api/floor/${house.id}?floor=-1`), 200, floorPlanResponseSchema);
    expect(underground.data.units.every((u) => u.type_purpose === 'parking' || u.type_purpose === 'storage')).toBe(true);
  });

  it('answers 400 without a floor, 404 for an unknown house or floor', async () => {
    const house = firstHouse();
    await expectJson(await get(`/api/floor/${house.id}`), 400, errorResponseSchema);
    await expectJson(await get(`/api/floor/${house.id}?floor=top`), 400, errorResponseSchema);
    await expectJson(await get(`/api/floor/${house.id}?floor=99`), 404, errorResponseSchema);
    await expectJson(await get('/api/floor/1?floor=2'), 404, errorResponseSchema);
  });

  it('lists renders per project', async () => {
    const body = await expectJson(await get('/api/render?filter[project_id]=EQ(1101)'), 200, renderListResponseSchema);
    expect(body.data.length).toBe(3 + 4);
    expect(body.data.filter((r) => r.house_id === null)).toHaveLength(3);
  });
});

describe('prices', () => {
  it('lists completion years with counts', async () => {
    const body = await expectJson(await get('/api/development-end'), 200, developmentEndListResponseSchema);
    const years = body.data.map((y) => y.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(body.data.reduce((sum, y) => sum + y.houses_count, 0)).toBe(inventory.houses.length);
    const released = await expectJson(await get('/api/development-end?filter[released]=EQ(false)&sort=-year'), 200, developmentEndListResponseSchema);
    expect(released.data[0]?.year).toBe(Math.max(...released.data.map((y) => y.year)));
    await expectJson(await get('/api/development-end?sort=houses_count'), 400, errorResponseSchema);
  });

  it('lists prices per m² per project and type', async () => {
    const body = await expectJson(await get('/api/square-meter?filter[project_id]=EQ(1101)'), 200, squareMeterListResponseSchema);
    expect(body.data.map((r) => r.type_purpose)).toEqual(['residential', 'commercial', 'parking', 'storage']);
    const flats = body.data[0];
    expect(flats?.min_price_per_meter).toBeLessThanOrEqual(flats?.avg_price_per_meter ?? 0);
    expect(flats?.avg_price_per_meter).toBeLessThanOrEqual(flats?.max_price_per_meter ?? 0);
  });

  it('computes the monthly payment with defaults and parameters', async () => {
    const property = inventory.properties.find((p) => p.type_purpose === 'residential');
    if (!property) throw new Error('no flat');
    const byDefault = await expectJson(await get(`/api/monthly_payment/${property.id}`), 200, monthlyPaymentResponseSchema);
    expect(byDefault.data).toMatchObject({ rate: 6, years: 20, initial_payment: Math.round(property.price_value * 0.2) });
    const custom = await expectJson(await get(`/api/monthly_payment/${property.id}?rate=0&years=10&initial_payment=1000000`), 200, monthlyPaymentResponseSchema);
    expect(custom.data.monthly_payment).toBe(Math.round((property.price_value - 1_000_000) / 120));
    for (const bad of ['rate=-1', 'rate=abc', 'years=31', `initial_payment=${property.price_value}`, 'initial_payment=1&initial_payment_percent=2']) {
      await expectJson(await get(`/api/monthly_payment/${property.id}?${bad}`), 400, errorResponseSchema);
    }
    await expectJson(await get('/api/monthly_payment/42'), 404, errorResponseSchema);
  });
});

describe('PDF documents', () => {
  const expectPdf = async (response: Response, pages: number) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(pages);
    return bytes;
  };

  it('makes a unit card for every unit type', async () => {
    for (const type of ['residential', 'commercial', 'parking', 'storage']) {
      const property = inventory.properties.find((p) => p.type_purpose === type);
      await expectPdf(await get(`/api/pdf/${property?.id}`), 1);
    }
    await expectJson(await get('/api/pdf/123'), 404, errorResponseSchema);
  });

  it("lists a card's facts as the unit page does: finishing for flats and premises only, the underground level by name", () => {
    const labels = (type: string) => cardFacts(inventory.properties.find((p) => p.type_purpose === type)!).map(([label]) => label);
    expect(labels('residential')).toContain('Отделка');
    expect(labels('commercial')).toContain('Отделка');
    expect(labels('parking')).not.toContain('Отделка');
    expect(labels('storage')).not.toContain('Отделка');
    const underground = inventory.properties.find((p) => p.floor === -1)!;
    expect(cardFacts(underground)).toContainEqual(['Этаж', 'подземный уровень']);
  });

  it('shows a discount on the unit card: the old price and the saving', async () => {
    const unit = inventory.properties.find((p) => p.price_old !== null && p.status === 'AVAILABLE');
    if (!unit) throw new Error('the demo inventory has no discounted unit');
    expect(discountLines(unit)).toEqual({ oldPrice: rubles(unit.price_old ?? 0), saving: `Скидка ${rubles((unit.price_old ?? 0) - unit.price_value)}` });
    expect(discountLines({ price_value: 5_000_000, price_old: null })).toBeNull();
    await expectPdf(await get(`/api/pdf/${unit.id}`), 1);
  });

  it('makes a floor map, also of the underground level', async () => {
    const house = firstHouse();
    await expectPdf(await get(`/api/pdf/${house.id}/3`), 1);
    await expectPdf(await get(`/api/pdf/${house.id}/-1`), 1);
    await expectJson(await get(`/api/pdf/${house.id}/77`), 404, errorResponseSchema);
    await expectJson(await get(`/api/pdf/${house.id}/x`), 400, errorResponseSchema);
  });

  it('makes a price list of a property query over several pages', async () => {
    const bytes = await expectPdf(await get('/api/property/loaded/pdf?filter[project_id]=EQ(1101)&limit=60'), 3);
    expect(bytes.length).toBeLessThan(200_000);
    await expectPdf(await get('/api/property/loaded/pdf?filter[project_id]=EQ(1)'), 1);
  });
});

describe('media', () => {
  const expectSvg = async (path: string) => {
    const response = await service.app.request(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('etag')).toBeTruthy();
    const svg = await response.text();
    expect(svg).toMatch(/^<\?xml[^>]+\?>\n<svg /);
    expect(svg).toMatch(/<\/svg>\n$/);
    return svg;
  };

  it('draws plans, facades, floors and renders', async () => {
    const house = firstHouse();
    const flat = inventory.properties.find((p) => p.type_purpose === 'residential' && p.rooms_amount === 3);
    const plan = await expectSvg(new URL(flat?.plan_image ?? '').pathname);
    expect(plan).toContain('Кухня');
    expect(plan).toContain('Комната 3');
    await expectSvg(new URL(house.facade_image).pathname);
    const floor = await expectSvg(`/media/floors/${house.id}/2.svg`);
    expect(floor).toContain('Секция 1');
    await expectSvg(`/media/floors/${house.id}/-1.svg`);
    const render = inventory.renders[0];
    await expectSvg(new URL(render?.image ?? '').pathname);
  });

  it('sends a picture gzipped to a browser that accepts it, the same picture, still revalidated with its ETag', async () => {
    const path = new URL(inventory.properties.find((p) => p.type_purpose === 'residential')?.plan_image ?? '').pathname;
    const plain = await service.app.request(path);
    const svg = await plain.text();
    const zipped = await service.app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(gunzipSync(bytes).toString('utf8')).toBe(svg);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(svg) / 2);
    const tag = zipped.headers.get('etag') ?? '';
    expect(tag).toBe(`W/${plain.headers.get('etag')}`);
    const again = await service.app.request(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown pictures', async () => {
    for (const path of ['/media/plans/1.svg', '/media/plans/abc.svg', '/media/facades/1.svg', '/media/floors/11011/99.svg', '/media/renders/5.svg', '/media/other/x.svg']) {
      const response = await service.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('lets a cache revalidate with the ETag', async () => {
    const path = new URL(firstHouse().facade_image).pathname;
    const first = await service.app.request(path);
    const etag = first.headers.get('etag') ?? '';
    const again = await service.app.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
