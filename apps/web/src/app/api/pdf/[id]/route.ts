// GET /api/pdf/{id}: one unit's card as a PDF download, from sales-data. See features/documents.
import { handleUnitPdfGet, pdfDependencies } from '@/features/documents/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleUnitPdfGet(request, (await params).id, pdfDependencies());
}
