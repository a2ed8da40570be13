// GET /api/pdf/{houseId}/{floor}: a floor map as a PDF download (floor -1 is the underground
// level), from sales-data. The segment is named [id] like its sibling route: Next allows one
// dynamic name per level. See features/documents.
import { handleFloorPdfGet, pdfDependencies } from '@/features/documents/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string; floor: string }> }): Promise<Response> {
  const { id, floor } = await params;
  return handleFloorPdfGet(request, id, floor, pdfDependencies());
}
