// The catalogue's server-only parts: the route handler (GET /api/catalogue/<kind>) and the unit's
// place in its house (floor plan and facade) for the unit page.
import 'server-only';
import { fetchUnitsOnSale } from '@/upstream/sales';
import type { CatalogueApiDependencies } from './server/handle-catalogue-api';

export { handleCatalogueGet } from './server/handle-catalogue-api';
export { UnitPlacement, type UnitPlacementProps } from './components/unit-placement';

export function catalogueApiDependencies(): CatalogueApiDependencies {
  return { unitsOnSale: fetchUnitsOnSale };
}
