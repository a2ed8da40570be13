// Where a unit is in its house, for the unit's page: the plan of its floor with the unit marked
// (its neighbours link to their pages) and the facade with its floor marked (the other floors lead
// to the listing's facade view). Server-rendered like the house views it borrows the drawings from;
// one small client leaf (RevealMark) brings the marked unit and floor into a phone's view of a wide
// drawing.
import type { ReactNode } from 'react';
import type { Property } from '@novostroy/contracts';
import { unitTexts } from '@/features/unit';
import { paths } from '@/lib/paths';
import { Notice } from '@/ui/notice/notice';
import { fetchFacade, fetchFloorPlan } from '@/upstream/sales';
import { emptyCatalogueQuery, type CatalogueKind, type RoomOption } from '../data/catalogue-query';
import { houseViewHref } from '../data/house-views';
import { viewTexts as t } from '../view-texts';
import { FacadeDrawing, facadeDrawingSize, FloorPlanDrawing, FloorPlanLegend, planDrawingSize } from './facade-view';
import styles from './house-views.module.css';
import { RevealMark } from './reveal-mark';

/** Drawings on a unit page are smaller than in the house views: they sit beside each other. */
const PLACEMENT_HEIGHT_PX = 360;

function listingOf(unit: Property): { kind: CatalogueKind; path: string; rooms: RoomOption[] } {
  switch (unit.type_purpose) {
    case 'residential': {
      const rooms = (unit.studio ? 0 : Math.min(unit.rooms_amount, 4)) as RoomOption;
      return { kind: 'flats', path: paths.flatsByRooms(rooms), rooms: [rooms] };
    }
    case 'commercial':
      return { kind: 'commercial', path: paths.commercial(), rooms: [] };
    case 'parking':
      return { kind: 'parking', path: paths.parking(), rooms: [] };
    case 'storage':
      return { kind: 'storage', path: paths.storeRooms(), rooms: [] };
  }
}

export interface UnitPlacementProps {
  unit: Property;
  /** Placed under the floor plan: the floor's PDF. */
  floorActions?: ReactNode;
}

export async function UnitPlacement({ unit, floorActions }: UnitPlacementProps) {
  const [facade, plan] = await Promise.all([fetchFacade(unit.house_id), fetchFloorPlan(unit.house_id, unit.floor)]);
  if (facade === null && plan === null) return null;
  const listing = listingOf(unit);
  const thisUnit = unitTexts.thisUnit(unit.type_purpose);
  const query = { ...emptyCatalogueQuery(listing.kind), rooms: listing.rooms };
  const levelHref = (level: number) => houseViewHref(listing.path, query, { view: 'facade', house: unit.house_id, level });
  // An underground unit's floor is not on the facade: its page shows the plan alone.
  const besideFacade = facade && unit.floor >= 1 ? facade : null;
  // Beside the facade the plan is drawn as tall as the facade comes out (its floors keep it at
  // least 24 px each), so the two stand level instead of the plan leaving a gap beside it; on a
  // narrow screen the plan still shrinks to its column.
  const planHeight = besideFacade ? facadeDrawingSize(besideFacade, PLACEMENT_HEIGHT_PX).height : PLACEMENT_HEIGHT_PX;
  // The plan asks for its full width: where it and the facade do not fit side by side (a wide
  // commercial floor, a tablet), the facade goes under it instead of squeezing the plan's labels
  // below reading size.
  const planBasis = plan ? `${planDrawingSize(plan, planHeight).width}px` : undefined;
  return (
    <section className={styles.placement} aria-labelledby="unit-placement-title">
      <h2 id="unit-placement-title">{t.placementTitle}</h2>
      {facade === undefined || plan === undefined ? <Notice tone="info">{t.placementUnavailable}</Notice> : null}
      <div className={styles.placementDrawings}>
        {plan ? (
          <figure className={styles.placementFigure} style={{ flexBasis: planBasis }}>
            <figcaption>{t.levelTitle(unit.floor)}</figcaption>
            <FloorPlanDrawing plan={plan} label={t.floorPlanAlt(unit.floor)} current={{ id: unit.id, thisUnit }} height={planHeight} />
            <FloorPlanLegend thisUnit={thisUnit} />
            {floorActions ? <div className={styles.placementActions}>{floorActions}</div> : null}
          </figure>
        ) : null}
        {besideFacade ? (
          <figure className={styles.placementFigure} data-drawing="facade">
            <figcaption>{t.onFacade(unit.house_title, unit.floor, unit.section)}</figcaption>
            <FacadeDrawing facade={besideFacade} hrefOf={levelHref} current={{ floor: unit.floor, section: unit.section, thisUnit }} height={PLACEMENT_HEIGHT_PX} />
          </figure>
        ) : null}
        <RevealMark />
      </div>
    </section>
  );
}
