// The catalogue's route handler (GET /api/catalogue/<kind>); server code only.
import 'server-only';
import { fetchUnitsOnSale } from '@/upstream/sales';
import type { CatalogueApiDependencies } from './server/handle-catalogue-api';

export { handleCatalogueGet } from './server/handle-catalogue-api';

export function catalogueApiDependencies(): CatalogueApiDependencies {
  return { unitsOnSale: fetchUnitsOnSale };
}
