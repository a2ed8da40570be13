// GET /api/property/loaded/pdf?ids=1,2,3: the favourites (at most 100 units) as one PDF price
// list, from sales-data. See features/documents.
import { handleUnitsPdfGet, pdfDependencies } from '@/features/documents/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleUnitsPdfGet(request, pdfDependencies());
}
