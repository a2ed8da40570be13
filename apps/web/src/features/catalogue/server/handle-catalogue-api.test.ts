import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Property } from '@novostroy/contracts';
import { salesProperty } from '@/upstream/sales/fixtures';
import { handleCatalogueGet, type CatalogueApiDependencies } from './handle-catalogue-api';

const flats = Array.from({ length: 60 }, (_, i) =>
  salesProperty({ id: 1000 + i, rooms_amount: i % 5, studio: i % 5 === 0, price_value: 3_000_000 + i * 150_000, area_total: 25 + i, floor: 1 + (i % 16), status: i % 7 === 0 ? 'BOOKED' : 'AVAILABLE' }),
);
const parking = [salesProperty({ id: 9001, number: 'М-1', type_purpose: 'parking', rooms_amount: 0, floor: -1, price_value: 900_000, area_total: 13.3 })];

const deps = (units: Record<string, readonly Property[] | undefined> = { residential: flats, parking }): CatalogueApiDependencies & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    unitsOnSale: async (type) => {
      asked.push(type);
      return units[type];
    },
  };
};

const get = async (path: string, d = deps()) => {
  const url = new URL(`http://localhost${path}`);
  const kind = url.pathname.split('/').at(-1) ?? '';
  const response = await handleCatalogueGet(kind, url, d);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/catalogue/<kind>', () => {
  it('answers one page of units with links to their pages, totals, facets and slider bounds', async () => {
    const { status, body, headers } = await get('/api/catalogue/flats?rooms=2&sort=-price&limit=5');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
    const data = body.data as Array<{ id: number; rooms_amount: number; price_value: number; url: string; status: string }>;
    expect(data).toHaveLength(5);
    expect(data.every((u) => u.rooms_amount === 2 && u.status === 'AVAILABLE')).toBe(true);
    expect(data.map((u) => u.price_value)).toEqual([...data.map((u) => u.price_value)].sort((a, b) => b - a));
    expect(data[0]?.url).toBe(`/property/${data[0]?.id}`);
    expect(body.meta).toMatchObject({ total: 10, page: 1, pageCount: 2, pageSize: 5, query: 'rooms=2&sort=-price&limit=5' });
    expect((body.facets as { rooms: unknown[] }).rooms).toHaveLength(5);
  });

  it('serves the other listings with their own unit pages', async () => {
    const { body } = await get('/api/catalogue/parking');
    expect((body.data as Array<{ url: string }>).map((u) => u.url)).toEqual(['/parking/9001']);
  });

  it('answers 400 naming every bad parameter in Russian, and asks sales-data nothing', async () => {
    const d = deps();
    const { status, body } = await get('/api/catalogue/flats?rooms=9&price_to=много&sort=colour', d);
    expect(status).toBe(400);
    const error = body.error as { message: string; fields: Record<string, string> };
    expect(error.message).toBe('Не удалось применить фильтр: проверьте параметры, отмеченные ниже.');
    expect(Object.keys(error.fields).sort()).toEqual(['price_to', 'rooms', 'sort']);
    expect(d.asked).toEqual([]);
  });

  it('answers 404 for a listing that does not exist and 503 with Retry-After while sales-data is down', async () => {
    expect((await get('/api/catalogue/villas')).status).toBe(404);
    const down = await get('/api/catalogue/flats', deps({}));
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('60');
    expect((down.body.error as { message: string }).message).toContain('временно недоступны');
  });

  it('never answers 5xx to a fuzzed query string (1,000 cases)', async () => {
    const names = fc.constantFrom('rooms', 'price_from', 'price_to', 'area_from', 'area_to', 'floor_from', 'floor_to', 'project', 'house', 'year', 'quarter', 'finishing', 'not_first', 'not_last', 'booked', 'sort', 'page', 'limit', 'x');
    const values = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -1e6, max: 1e10 }).map(String), fc.constantFrom('0', '1', '4', '2027', 'full', '-area', '35,5', '', '%', '1,2,3'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('flats', 'commercial', 'parking', 'storage'), fc.array(fc.tuple(names, values), { maxLength: 10 }), async (kind, pairs) => {
        const url = new URL(`http://localhost/api/catalogue/${kind}?${new URLSearchParams(pairs).toString()}`);
        const response = await handleCatalogueGet(kind, url, deps({ residential: flats, parking, commercial: [], storage: [] }));
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 1000 },
    );
  });
});
