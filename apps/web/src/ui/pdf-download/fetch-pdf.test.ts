import { describe, expect, it, vi } from 'vitest';
import { fetchAndSavePdf, filenameFromDisposition } from './fetch-pdf';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function pdfResponse(headers: Record<string, string> = {}) {
  return new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf', ...headers } });
}

describe('filenameFromDisposition', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(filenameFromDisposition(`attachment; filename="kvartira-12.pdf"; filename*=UTF-8''%D0%9A%D0%B2%D0%B0%D1%80%D1%82%D0%B8%D1%80%D0%B0%2012.pdf`)).toBe('Квартира 12.pdf');
    expect(filenameFromDisposition('attachment; filename="floor 3.pdf"')).toBe('floor 3.pdf');
    expect(filenameFromDisposition('attachment; filename=unit-7.pdf')).toBe('unit-7.pdf');
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
  });

  it('gives nothing for a missing or useless name, and never a folder', () => {
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition('attachment; filename=""')).toBeUndefined();
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.pdf\"")).toBe('plain.pdf');
  });
});

describe('fetchAndSavePdf', () => {
  it('saves the PDF under the server’s name, asking for a PDF on the same site', async () => {
    const save = vi.fn();
    const fetchPdf = vi.fn<typeof fetch>().mockResolvedValue(pdfResponse({ 'content-disposition': 'attachment; filename="unit-11010001.pdf"' }));
    const outcome = await fetchAndSavePdf('/api/pdf/11010001', { filename: 'fallback.pdf', fetch: fetchPdf, save });
    expect(outcome).toEqual({ kind: 'saved', filename: 'unit-11010001.pdf' });
    const [url, init] = fetchPdf.mock.calls[0]!;
    expect(url).toBe('/api/pdf/11010001');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('accept')).toBe('application/pdf');
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('unit-11010001.pdf');
    expect((blob as Blob).type).toBe('application/pdf');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('falls back on the given name, and accepts a PDF sent as octet-stream', async () => {
    const save = vi.fn();
    const fetchPdf = vi.fn<typeof fetch>().mockResolvedValue(new Response(PDF_BYTES, { headers: { 'content-type': 'application/octet-stream' } }));
    expect(await fetchAndSavePdf('/api/pdf/11011/3', { filename: 'etazh-3.pdf', fetch: fetchPdf, save })).toEqual({ kind: 'saved', filename: 'etazh-3.pdf' });
    expect((save.mock.calls[0]![0] as Blob).type).toBe('application/pdf');
  });

  it('keeps a short Russian message of a 4xx or 503 answer, and nothing of a 500 or an HTML page', async () => {
    const save = vi.fn();
    const answer = (response: Response) => fetchAndSavePdf('/api/pdf/1', { filename: 'a.pdf', fetch: async () => response, save });
    expect(await answer(Response.json({ error: { status: 404, message: 'Объект не найден' } }, { status: 404 }))).toEqual({
      kind: 'failed',
      reason: 'status',
      status: 404,
      message: 'Объект не найден',
    });
    expect(await answer(new Response('Сервис планировок временно недоступен', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } }))).toMatchObject({
      status: 503,
      message: 'Сервис планировок временно недоступен',
    });
    expect(await answer(Response.json({ error: { message: 'Внутренняя ошибка' } }, { status: 500 }))).toEqual({ kind: 'failed', reason: 'status', status: 500 });
    expect(await answer(new Response('<html><body>Не найдено</body></html>', { status: 404, headers: { 'content-type': 'text/html' } }))).toEqual({ kind: 'failed', reason: 'status', status: 404 });
    expect(await answer(Response.json({ error: { message: 'Not found' } }, { status: 404 }))).toEqual({ kind: 'failed', reason: 'status', status: 404 });
    expect(await answer(Response.json({ error: { message: 'Слишком длинно. '.repeat(20) } }, { status: 400 }))).toEqual({ kind: 'failed', reason: 'status', status: 400 });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a 200 that is not a PDF (an error page passed through)', async () => {
    const save = vi.fn();
    const outcome = await fetchAndSavePdf('/api/pdf/1', { filename: 'a.pdf', fetch: async () => new Response('<!doctype html><p>Ошибка</p>', { headers: { 'content-type': 'text/html' } }), save });
    expect(outcome).toEqual({ kind: 'failed', reason: 'not-pdf', status: 200 });
    expect(save).not.toHaveBeenCalled();
  });

  it('a dropped connection and a server that never answers are failures, not exceptions', async () => {
    const save = vi.fn();
    expect(await fetchAndSavePdf('/api/pdf/1', { filename: 'a.pdf', fetch: () => Promise.reject(new TypeError('Failed to fetch')), save })).toEqual({ kind: 'failed', reason: 'network' });
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
    const started = Date.now();
    expect(await fetchAndSavePdf('/api/pdf/1', { filename: 'a.pdf', fetch: never, save, timeoutMs: 50 })).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(save).not.toHaveBeenCalled();
  });
});
