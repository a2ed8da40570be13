// The browser side of a PDF download: fetch the file, check it is a PDF, name it from the
// server's Content-Disposition, and hand it to the browser's save through an object URL. No
// React here, so the rules are tested on their own.

/** How long a visitor waits for a PDF before we say it failed (the server renders it first). */
export const PDF_TIMEOUT_MS = 30_000;

/** A server's own words longer than this are not a short message meant for a visitor. */
const SERVER_MESSAGE_MAX = 200;
const CYRILLIC = /[а-яё]/i;

export type PdfOutcome =
  | { kind: 'saved'; filename: string }
  /** `message` is the server's short Russian explanation (4xx or 503), when it gave one. */
  | { kind: 'failed'; reason: 'status' | 'network' | 'timeout' | 'not-pdf'; status?: number; message?: string };

/** The file name in a Content-Disposition header: `filename*` (RFC 5987, UTF-8) first, then `filename`. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = safeFilename(decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // A malformed percent-encoding: fall through to the plain parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return value ? safeFilename(value) : undefined;
}

/** No folders and no control characters in a saved file's name. */
function safeFilename(name: string): string | undefined {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : undefined;
}

/** The server's short Russian message of an error body: `{ error: { message } }`, `{ message }` or plain text. */
async function serverMessage(response: Response): Promise<string | undefined> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  let message: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
      message = typeof body.error === 'object' ? body.error?.message : (body.error ?? body.message);
    } catch {
      return undefined;
    }
  } else if (!(response.headers.get('content-type') ?? '').startsWith('text/plain')) {
    return undefined; // an HTML error page is not a message
  }
  if (typeof message !== 'string') return undefined;
  const trimmed = message.trim();
  return trimmed && trimmed.length <= SERVER_MESSAGE_MAX && CYRILLIC.test(trimmed) ? trimmed : undefined;
}

async function isPdf(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

export interface FetchPdfOptions {
  /** The name to save under when the server gives none. */
  filename: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  save?: (blob: Blob, filename: string) => void;
}

/** Fetches a PDF and saves it; never throws. */
export async function fetchAndSavePdf(href: string, options: FetchPdfOptions): Promise<PdfOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? PDF_TIMEOUT_MS);
  try {
    const response = await (options.fetch ?? fetch)(href, { signal: controller.signal, credentials: 'same-origin', headers: { accept: 'application/pdf' } });
    if (!response.ok) {
      const status = response.status;
      const message = (status >= 400 && status < 500) || status === 503 ? await serverMessage(response) : undefined;
      return { kind: 'failed', reason: 'status', status, ...(message ? { message } : {}) };
    }
    const blob = await response.blob();
    if (!(await isPdf(blob))) return { kind: 'failed', reason: 'not-pdf', status: response.status };
    const filename = filenameFromDisposition(response.headers.get('content-disposition')) ?? options.filename;
    (options.save ?? saveBlob)(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }), filename);
    return { kind: 'saved', filename };
  } catch {
    return { kind: 'failed', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** How long the object URL lives: the browser has started the save long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves a blob as a file through a temporary link (every current browser, iOS Safari included). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
