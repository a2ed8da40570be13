// GET /api/catalogue/<kind>: filter the units on sale (flats, commercial, parking, storage). See features/catalogue.
import { catalogueApiDependencies, handleCatalogueGet } from '@/features/catalogue/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  return handleCatalogueGet((await params).kind, new URL(request.url), catalogueApiDependencies());
}
