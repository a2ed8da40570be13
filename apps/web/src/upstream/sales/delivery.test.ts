import { describe, expect, it } from 'vitest';
import { deliverToSalesData } from './delivery';

const row = { refId: '0b6f3f0e-7a55-4d3a-9d57-1e0a1f0c9a11', target: '/api/amo-crm/add-lead', payload: { name: 'Анна' } };
const TOKEN = 'secret-token-value-123';

function answering(status: number, body = '{}') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('deliverToSalesData', () => {
  it('posts the payload with the row id as Idempotency-Key and the token as a bearer header', async () => {
    const { calls, fetchImpl } = answering(201);
    expect(await deliverToSalesData({ baseUrl: 'http://sales', token: TOKEN, timeoutMs: 1000, fetch: fetchImpl }, row)).toEqual({ ok: true });
    expect(calls[0]!.url).toBe('http://sales/api/amo-crm/add-lead');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe(row.refId);
    expect(headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(row.payload);
  });

  it('counts a replay (200) as delivered', async () => {
    expect(await deliverToSalesData({ baseUrl: 'http://sales', token: TOKEN, timeoutMs: 1000, fetch: answering(200).fetchImpl }, row)).toEqual({ ok: true });
  });

  it.each([400, 409, 413, 422])('gives up on %i: the same body will never be taken', async (status) => {
    const result = await deliverToSalesData({ baseUrl: 'http://sales', token: TOKEN, timeoutMs: 1000, fetch: answering(status, '{"error":"bad"}').fetchImpl }, row);
    expect(result).toMatchObject({ ok: false, permanent: true });
  });

  it.each([401, 403, 404, 429, 500, 502, 503])('retries %i later', async (status) => {
    const result = await deliverToSalesData({ baseUrl: 'http://sales', token: TOKEN, timeoutMs: 1000, fetch: answering(status).fetchImpl }, row);
    expect(result).toEqual({ ok: false, error: `HTTP ${status}`, permanent: false });
  });

  it('retries a refused connection and a timeout, and never puts the token in the error', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED 127.0.0.1:4010`) });
    }) as unknown as typeof fetch;
    const down = await deliverToSalesData({ baseUrl: 'http://sales', token: TOKEN, timeoutMs: 1000, fetch: refused }, row);
    expect(down).toEqual({ ok: false, error: 'fetch failed: connect ECONNREFUSED 127.0.0.1:4010', permanent: false });

    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)))) as unknown as typeof fetch;
    const slow = await deliverToSalesData({ baseUrl: 'http://sales', token: TOKEN, timeoutMs: 50, fetch: hanging }, row);
    expect(slow).toEqual({ ok: false, error: 'no answer within 50 ms', permanent: false });
    expect(JSON.stringify([down, slow])).not.toContain(TOKEN);
  });
});
