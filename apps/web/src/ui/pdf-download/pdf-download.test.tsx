// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfDownload } from './pdf-download';

const PDF_TEXT = '%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n';

/** A fetch the test answers by hand, so the busy state can be looked at. */
function pendingFetch() {
  const calls: Array<{ url: string; resolve: (response: Response) => void; reject: (error: unknown) => void }> = [];
  const fetchMock = vi.fn((url: string) => new Promise<Response>((resolve, reject) => calls.push({ url, resolve, reject })));
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const saved: Array<{ download: string; href: string }> = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/1'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TEXTS = { label: 'Скачать PDF', preparingLabel: 'Готовим PDF…', errorText: 'Не удалось скачать PDF. Попробуйте ещё раз.' } as const;

function renderDownload(props: Partial<Parameters<typeof PdfDownload>[0]> = {}) {
  render(<PdfDownload href="/api/pdf/11010001" filename="kvartira-11010001.pdf" {...TEXTS} {...props} />);
  return screen.getByRole('link');
}

describe('PdfDownload', () => {
  it('is a real download link before any script runs', () => {
    const link = renderDownload();
    expect(link.getAttribute('href')).toBe('/api/pdf/11010001');
    expect(link.getAttribute('download')).toBe('');
    expect(link.textContent).toBe('Скачать PDF');
    expect(link.getAttribute('aria-busy')).toBeNull();
  });

  it('says the PDF is being prepared, refuses a second click meanwhile, then saves it under the server’s name', async () => {
    const { calls, fetchMock } = pendingFetch();
    const onSaved = vi.fn();
    const link = renderDownload({ onSaved });
    fireEvent.click(link);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.textContent).toBe('Готовим PDF…');
    expect(screen.getByRole('status').textContent).toBe('Готовим PDF…');
    fireEvent.click(link);
    fireEvent.click(link);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      calls[0]!.resolve(new Response(PDF_TEXT, { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="unit-12.pdf"; filename*=UTF-8''${encodeURIComponent('Квартира 12.pdf')}` } }));
    });
    expect(saved).toEqual([{ download: 'Квартира 12.pdf', href: 'blob:http://localhost/1' }]);
    expect(onSaved).toHaveBeenCalledWith('Квартира 12.pdf');
    expect(link.getAttribute('aria-busy')).toBeNull();
    expect(link.textContent).toBe('Скачать PDF');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a failure says so with the server’s own words, and the same link tries again', async () => {
    const { calls, fetchMock } = pendingFetch();
    const link = renderDownload({ retryLabel: 'Скачать ещё раз' });
    fireEvent.click(link);
    await act(async () => {
      calls[0]!.resolve(Response.json({ error: { status: 503, message: 'Сервис планировок временно недоступен.' } }, { status: 503 }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Не удалось скачать PDF. Попробуйте ещё раз. Сервис планировок временно недоступен.');
    expect(link.textContent).toBe('Скачать ещё раз');
    expect(saved).toEqual([]);

    fireEvent.click(link);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      calls[1]!.resolve(new Response(PDF_TEXT, { headers: { 'content-type': 'application/pdf' } }));
    });
    expect(saved).toEqual([{ download: 'kvartira-11010001.pdf', href: 'blob:http://localhost/1' }]);
  });

  it('a dropped connection shows only the given text', async () => {
    const { calls } = pendingFetch();
    const link = renderDownload();
    fireEvent.click(link);
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert').textContent).toBe('Не удалось скачать PDF. Попробуйте ещё раз.');
    expect(link.textContent).toBe('Скачать PDF');
  });

  it('leaves a click with a modifier key (new tab, save as) to the browser', () => {
    const { fetchMock } = pendingFetch();
    const link = renderDownload();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
