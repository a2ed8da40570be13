import { describe, expect, it, vi } from 'vitest';
import type { SendRequestBodyInput } from './schema';
import { SEND_NETWORK_FAILURE_MESSAGE, SEND_SERVER_FAILURE_MESSAGE, submitSendRequest } from './submit-lead';

const BODY: SendRequestBodyInput = {
  request_id: '6f1c9a52-8d3e-4b7a-9c11-2e5f7a0b3d44',
  email: 'anna@example.ru',
  property_ids: [11010001],
  consent: true,
  consent_version: '2026-02',
  fill_ms: 4000,
  website: '',
};

const noSleep = async () => undefined;

describe('submitSendRequest', () => {
  it('posts the body as JSON to /api/send and answers with the stored id', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ data: { id: BODY.request_id } }, { status: 202 }));
    expect(await submitSendRequest(BODY, { fetch: fetchMock, sleep: noSleep })).toEqual({ kind: 'accepted', id: BODY.request_id });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/send');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual(BODY);
  });

  it('retries a dropped connection and a 503 with the same body, then says what to do in Russian', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response(null, { status: 503 })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await submitSendRequest(BODY, { fetch: fetchMock, sleep: noSleep })).toEqual({ kind: 'failed', message: SEND_NETWORK_FAILURE_MESSAGE });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set(fetchMock.mock.calls.map(([, init]) => init?.body)).size).toBe(1);

    const serverDown = vi.fn<typeof fetch>().mockResolvedValue(new Response('oops', { status: 500 }));
    expect(await submitSendRequest(BODY, { fetch: serverDown, sleep: noSleep })).toEqual({ kind: 'failed', message: SEND_SERVER_FAILURE_MESSAGE });
    expect(serverDown).toHaveBeenCalledTimes(1);
  });

  it('hands over the field messages of a 422', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ error: { message: 'Проверьте, пожалуйста, поля формы', fields: { email: 'Поле должно содержать E-mail' } } }, { status: 422 }));
    expect(await submitSendRequest(BODY, { fetch: fetchMock, sleep: noSleep })).toEqual({
      kind: 'invalid',
      message: 'Проверьте, пожалуйста, поля формы',
      fields: { email: 'Поле должно содержать E-mail' },
    });
  });
});
