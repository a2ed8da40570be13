// GET /api/pdf/{id}, /api/pdf/{houseId}/{floor} and /api/property/loaded/pdf?ids=...: the unit
// card, the floor map and the favourites list as PDF downloads, fetched from sales-data on the
// server. Bad addresses are a 400 before anything else; then a per-address rate limit; sales-data's
// 404 is ours; anything else that goes wrong upstream is a 503 with a Russian "try again".
import type { SalesPdfResult } from '@/upstream/sales';
import { Refusal, clientAddress, refusalResponse, type RateLimiter } from '@/lib/http/guards';
import { documentTexts } from '../texts';
import { UNITS_PDF_MAX } from './limits';

export interface PdfDependencies {
  unitPdf: (id: number) => Promise<SalesPdfResult>;
  floorPdf: (houseId: number, floor: number) => Promise<SalesPdfResult>;
  unitsPdf: (ids: readonly number[]) => Promise<SalesPdfResult>;
  limiter: RateLimiter;
}

const ID = /^[1-9]\d{0,11}$/;
const FLOOR = /^-?\d{1,3}$/;

function refuse(status: number, message: string, headers?: Record<string, string>): Response {
  return refusalResponse(new Refusal(status, message, undefined, headers));
}

function limited(request: Request, deps: PdfDependencies): Response | null {
  const verdict = deps.limiter.take(clientAddress(request.headers));
  if (verdict.allowed) return null;
  return refuse(429, documentTexts.rateLimited(Math.ceil(verdict.retryAfterSeconds / 60)), { 'Retry-After': String(verdict.retryAfterSeconds) });
}

function answer(result: SalesPdfResult, filename: string, notFound: string): Response {
  if (result.kind === 'not-found') return refuse(404, notFound);
  if (result.kind === 'unavailable') return refuse(503, documentTexts.unavailable, { 'Retry-After': '60' });
  return new Response(result.bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(result.bytes.byteLength),
      // Today's prices and statuses, for this visitor: no shared or browser cache keeps it.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export async function handleUnitPdfGet(request: Request, rawId: string, deps: PdfDependencies): Promise<Response> {
  if (!ID.test(rawId)) return refuse(400, documentTexts.badUnitId);
  const id = Number(rawId);
  const refused = limited(request, deps);
  if (refused) return refused;
  return answer(await deps.unitPdf(id), `novostroy-unit-${id}.pdf`, documentTexts.unitNotFound);
}

export async function handleFloorPdfGet(request: Request, rawHouseId: string, rawFloor: string, deps: PdfDependencies): Promise<Response> {
  if (!ID.test(rawHouseId) || !FLOOR.test(rawFloor)) return refuse(400, documentTexts.badFloor);
  const houseId = Number(rawHouseId);
  const floor = Number(rawFloor);
  const refused = limited(request, deps);
  if (refused) return refused;
  return answer(await deps.floorPdf(houseId, floor), `novostroy-floor-${houseId}-${floor}.pdf`, documentTexts.floorNotFound);
}

/** `ids=1,2,3`: positive ids, repeats ignored, at most UNITS_PDF_MAX; anything else is a 400. */
export function parsePdfIds(raw: string | null): { ids: number[] } | { error: string } {
  const parts = (raw ?? '').split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !ID.test(part))) return { error: documentTexts.badIds };
  const ids = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (ids.length > UNITS_PDF_MAX) return { error: documentTexts.tooManyIds(UNITS_PDF_MAX) };
  return { ids };
}

export async function handleUnitsPdfGet(request: Request, deps: PdfDependencies): Promise<Response> {
  const parsed = parsePdfIds(new URL(request.url).searchParams.get('ids'));
  if ('error' in parsed) return refuse(400, parsed.error);
  const refused = limited(request, deps);
  if (refused) return refused;
  // sales-data answers a list query with a PDF even when none of the ids exist (an empty list).
  return answer(await deps.unitsPdf(parsed.ids), 'novostroy-izbrannoe.pdf', documentTexts.unitNotFound);
}
