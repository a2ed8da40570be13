import { describe, expect, it } from 'vitest';
import type { SalesPdfResult } from '@/upstream/sales';
import { RateLimiter } from '@/lib/http/guards';
import { paths } from '@/lib/paths';
import { handleFloorPdfGet, handleUnitPdfGet, handleUnitsPdfGet, parsePdfIds, type PdfDependencies } from './handle-pdf';
import { PEER_ADDRESS_HEADER } from '@/lib/http/edge-headers';

const PDF: SalesPdfResult = { kind: 'pdf', bytes: new TextEncoder().encode('%PDF-1.7 card') };

function deps(result: SalesPdfResult = PDF, limit = 100): PdfDependencies & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    unitPdf: async (id) => (asked.push(`unit ${id}`), result),
    floorPdf: async (house, floor) => (asked.push(`floor ${house} ${floor}`), result),
    unitsPdf: async (ids) => (asked.push(`units ${ids.join(',')}`), result),
    limiter: new RateLimiter({ limit, windowMs: 60_000 }),
  };
}

const request = (path: string, address = '203.0.113.7') => new Request(`http://localhost${path}`, { headers: { [PEER_ADDRESS_HEADER]: address } });
const errorOf = async (response: Response) => ((await response.json()) as { error: { status: number; message: string } }).error;

describe('PDF routes', () => {
  it('answer the unit card as a download that no cache keeps', async () => {
    const d = deps();
    const response = await handleUnitPdfGet(request(paths.unitPdf(11010001)), '11010001', d);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="novostroy-unit-11010001.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('%PDF-1.7 card');
    expect(d.asked).toEqual(['unit 11010001']);
  });

  it('answer a floor map, the underground level too', async () => {
    const d = deps();
    const response = await handleFloorPdfGet(request(paths.floorPdf(11011, -1)), '11011', '-1', d);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="novostroy-floor-11011--1.pdf"');
    expect(d.asked).toEqual(['floor 11011 -1']);
  });

  it('answer the favourites as one list, ids in order without repeats', async () => {
    const d = deps();
    const response = await handleUnitsPdfGet(request('/api/property/loaded/pdf?ids=11010003,11010001,11010003'), d);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="novostroy-izbrannoe.pdf"');
    expect(d.asked).toEqual(['units 11010001,11010003']);
  });

  it('refuse bad addresses with a Russian 400 and ask sales-data nothing', async () => {
    const d = deps();
    const answers = [
      await handleUnitPdfGet(request('/api/pdf/abc'), 'abc', d),
      await handleUnitPdfGet(request('/api/pdf/0'), '0', d),
      await handleUnitPdfGet(request('/api/pdf/1e3'), '1e3', d),
      await handleFloorPdfGet(request('/api/pdf/11011/top'), '11011', 'top', d),
      await handleFloorPdfGet(request('/api/pdf/x/3'), 'x', '3', d),
      await handleUnitsPdfGet(request('/api/property/loaded/pdf'), d),
      await handleUnitsPdfGet(request('/api/property/loaded/pdf?ids='), d),
      await handleUnitsPdfGet(request('/api/property/loaded/pdf?ids=1,,2'), d),
      await handleUnitsPdfGet(request('/api/property/loaded/pdf?ids=1,-2'), d),
    ];
    for (const response of answers) {
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await errorOf(response)).message).toMatch(/[А-Яа-я]/);
    }
    expect(d.asked).toEqual([]);
  });

  it('take at most 100 units', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => 11010001 + i);
    const response = await handleUnitsPdfGet(request(paths.unitsPdf(ids)), deps());
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('В один PDF помещается не больше 100 помещений.');
    expect(parsePdfIds(ids.slice(0, 100).join(','))).toEqual({ ids: ids.slice(0, 100) });
  });

  it('say 404 in Russian for a unit or floor sales-data does not know', async () => {
    const unit = await handleUnitPdfGet(request('/api/pdf/42'), '42', deps({ kind: 'not-found' }));
    expect(unit.status).toBe(404);
    expect((await errorOf(unit)).message).toBe('Такого помещения нет, PDF не подготовлен.');
    const floor = await handleFloorPdfGet(request('/api/pdf/11011/77'), '11011', '77', deps({ kind: 'not-found' }));
    expect(floor.status).toBe(404);
    expect((await errorOf(floor)).message).toBe('Такого дома или этажа нет, PDF не подготовлен.');
  });

  it('say 503 «try in a minute» when sales-data is down or slow, never a 500', async () => {
    const response = await handleUnitPdfGet(request('/api/pdf/42'), '42', deps({ kind: 'unavailable', reason: 'no answer within 20000 ms' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    const error = await errorOf(response);
    expect(error.message).toBe('Не удалось подготовить PDF. Попробуйте через минуту.');
    expect(JSON.stringify(error)).not.toContain('20000');
  });

  it('limit each address, across the three routes, and say when to come back', async () => {
    const d = deps(PDF, 2);
    expect((await handleUnitPdfGet(request('/api/pdf/1'), '1', d)).status).toBe(200);
    expect((await handleFloorPdfGet(request('/api/pdf/11011/2'), '11011', '2', d)).status).toBe(200);
    const refused = await handleUnitsPdfGet(request('/api/property/loaded/pdf?ids=1'), d);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toBe('Слишком много PDF с вашего адреса. Попробуйте через 1 мин.');
    expect((await handleUnitPdfGet(request('/api/pdf/1', '198.51.100.1'), '1', d)).status).toBe(200);
    expect(d.asked).toHaveLength(3);
  });
});
