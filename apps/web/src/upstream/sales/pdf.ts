// Fetches a PDF document from sales-data (the unit card, a floor map, a price list of units) for
// web's own PDF routes, so the browser never sees the sales-data token. Never cached: a PDF states
// today's prices and statuses. The whole document is read within the time limit before anything
// is answered, so a slow or broken service becomes a clean "unavailable", never half a file.
import 'server-only';
import { buildPropertyQuery, inFilter } from '@novostroy/contracts';

/** Generous next to the JSON calls: a price list of 100 units takes sales-data about a second. */
export const SALES_PDF_TIMEOUT_MS = 20_000;
/** Far above any real document (a 100-unit price list is about 200 KB): a runaway answer is refused. */
export const SALES_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** Units in one price-list PDF; the favourites list is cut to this before it gets here. */
export const UNITS_PDF_LIMIT = 100;

/** The price-list query of a set of units: `filter[id]=IN(1,2,3)&sort=id&limit=100`. */
export function unitsPdfQuery(ids: readonly number[]): string {
  const [first, ...rest] = ids.slice(0, UNITS_PDF_LIMIT);
  if (first === undefined) throw new RangeError('a price list needs at least one unit id');
  return buildPropertyQuery({ filter: { id: inFilter([first, ...rest]) }, sort: 'id', limit: UNITS_PDF_LIMIT });
}

export type SalesPdfResult =
  | { kind: 'pdf'; bytes: Uint8Array<ArrayBuffer> }
  /** Sales-data answered 404: no such unit, house or floor. */
  | { kind: 'not-found' }
  /** Down, too slow, or an answer that is not a PDF; the reason is for the log only. */
  | { kind: 'unavailable'; reason: string };

export interface SalesPdfOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export type SalesPdfFetcher = (path: string, query?: string) => Promise<SalesPdfResult>;

export function createSalesPdfFetcher(options: SalesPdfOptions): SalesPdfFetcher {
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.warn(message));
  const timeoutMs = options.timeoutMs ?? SALES_PDF_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? SALES_PDF_MAX_BYTES;

  return async (path, query = '') => {
    const target = query ? `${path}?${query}` : path;
    const unavailable = (reason: string): SalesPdfResult => {
      // The token travels in a header and never appears in `target` or a reason.
      log(`[sales-data] GET ${target} (PDF) failed: ${reason}`);
      return { kind: 'unavailable', reason };
    };
    try {
      const response = await fetchImpl(`${options.baseUrl}${target}`, {
        headers: { Accept: 'application/pdf', Authorization: `Bearer ${options.token}` },
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
      if (response.status === 404) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'not-found' };
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return unavailable(`HTTP ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        return unavailable(`the document is larger than ${maxBytes} bytes`);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.byteLength > maxBytes) return unavailable(`the document is larger than ${maxBytes} bytes`);
      if (!/^application\/pdf\b/i.test(response.headers.get('content-type') ?? '') || new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') {
        return unavailable('the answer is not a PDF');
      }
      return { kind: 'pdf', bytes };
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (timedOut) return unavailable(`no answer within ${timeoutMs} ms`);
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return unavailable(`${error instanceof Error ? error.message : String(error)}${cause}`);
    }
  };
}
