// The PDF routes' handlers and their process-wide dependencies; server code only.
import 'server-only';
import { RateLimiter } from '@/lib/http/guards';
import { fetchFloorPdf, fetchUnitPdf, fetchUnitsPdf } from '@/upstream/sales';
import type { PdfDependencies } from './server/handle-pdf';
import { PDF_RATE_LIMIT } from './server/limits';

export { handleFloorPdfGet, handleUnitPdfGet, handleUnitsPdfGet } from './server/handle-pdf';

// On globalThis because Next may load this module into more than one route bundle: the three
// routes share one budget per address.
const KEY = Symbol.for('novostroy.pdf-limiter');
type WithLimiter = typeof globalThis & { [KEY]?: RateLimiter };

export function pdfDependencies(): PdfDependencies {
  const holder = globalThis as WithLimiter;
  holder[KEY] ??= new RateLimiter({ ...PDF_RATE_LIMIT, maxKeys: 10_000 });
  return { unitPdf: fetchUnitPdf, floorPdf: fetchFloorPdf, unitsPdf: fetchUnitsPdf, limiter: holder[KEY] };
}
