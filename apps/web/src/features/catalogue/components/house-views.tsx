// The chessboard (view=chess) and the facade -> floor plan (view=facade) of a listing. Both show
// one house: without one in the query, a house picker. Server components only: nothing of these
// views reaches the browser as script.
import { formatQuarter } from '@/lib/quarter';
import { buttonClassName } from '@/ui/button';
import { Notice } from '@/ui/notice/notice';
import { PointerHint } from '@/ui/pointer-hint/pointer-hint';
import type { House } from '@/upstream/sales';
import { TYPE_PURPOSE_OF, catalogueSearchParams, type CatalogueKind, type CatalogueQuery } from '../data/catalogue-query';
import { dimmedLegend, houseViewHref, neighbourFloors } from '../data/house-views';
import { loadHouseView } from '../data/load-house-view';
import type { CatalogueResult } from '../data/search';
import { catalogueTexts } from '../texts';
import { viewTexts as t } from '../view-texts';
import { ChessLegend, Chessboard } from './chessboard';
import { FacadeDrawing, FacadeLegend, FloorPlanDrawing, FloorPlanLegend } from './facade-view';
import { unitTexts } from '@/features/unit';
import { HousePicker } from './house-picker';
import styles from './house-views.module.css';

interface HouseViewsProps {
  kind: CatalogueKind;
  basePath: string;
  query: CatalogueQuery;
  result: CatalogueResult;
}


function HouseHeader({ house, projectTitle, otherHouseHref }: { house: House; projectTitle: string | undefined; otherHouseHref: string }) {
  return (
    <header className={styles.houseHeader}>
      <h2 id="house-view-title" className={styles.viewTitle}>
        {projectTitle ? t.houseHeading(projectTitle, house.title) : house.title}
      </h2>
      <p className={styles.houseFacts}>
        <span>{house.released ? unitTexts.released : t.completion(formatQuarter(house.development_end))}</span>
        <a href={otherHouseHref}>{t.otherHouse}</a>
      </p>
    </header>
  );
}

export async function HouseViews({ kind, basePath, query, result }: HouseViewsProps) {
  const view = query.view === 'facade' ? 'facade' : 'chess';
  const picker = <HousePicker kind={kind} basePath={basePath} query={{ ...query, houses: [] }} result={result} view={view} />;
  const houseId = query.houses.length === 1 ? query.houses[0] : undefined;
  if (houseId === undefined) return picker;

  const data = await loadHouseView(query, houseId);
  if (data.state === 'unavailable') return <Notice tone="warning">{catalogueTexts.salesUnavailable}</Notice>;
  if (data.state === 'unknown-house') {
    return (
      <>
        <Notice tone="info">{t.unknownHouse}</Notice>
        {picker}
      </>
    );
  }

  const { house } = data;
  const projectTitle = result.facets.projects.find((project) => project.value === house.project_id)?.label;
  const otherHouseHref = `${basePath}?${catalogueSearchParams({ ...query, houses: [], level: null, page: 1 }).toString()}`;
  const facadeHref = houseViewHref(basePath, query, { view: 'facade', house: house.id });
  const levelHref = (level: number) => houseViewHref(basePath, query, { view: 'facade', house: house.id, level });
  const header = <HouseHeader house={house} projectTitle={projectTitle} otherHouseHref={otherHouseHref} />;

  switch (data.state) {
    case 'chess':
      return (
        <section className={styles.houseView} aria-labelledby="house-view-title">
          {header}
          {data.board.sections.length === 0 ? (
            <p>{t.noUnitsOfKind}</p>
          ) : (
            <>
              <PointerHint className={styles.hint} pointer={t.chessHint(kind)} touch={t.chessHintTouch(kind)} />
              <ChessLegend board={data.board} />
              <Chessboard board={data.board} label={t.chessTitle} />
            </>
          )}
        </section>
      );
    case 'facade': {
      return (
        <section className={styles.houseView} aria-labelledby="house-view-title">
          {header}
          {data.noneOfType ? (
            <p>{t.noUnitsOfKind}</p>
          ) : data.facade === null ? (
            <Notice tone="info">{t.noFacade}</Notice>
          ) : (
            <div className={styles.facadeLayout}>
              <div className={styles.facadeMain}>
                <p className={styles.hint}>{t.facadeHint}</p>
                <FacadeDrawing facade={data.facade} hrefOf={levelHref} filtered={data.filtered} />
                <FacadeLegend filtered={data.filtered} />
                {data.levels.map((floor) => (
                  <p key={floor}>
                    <a href={levelHref(floor)}>{floor === -1 ? t.underground : t.floorName(floor)}</a>
                  </p>
                ))}
              </div>
              {data.render ? (
                <figure className={styles.render}>
                  {/* An SVG illustration from sales-data: one file, its box reserved, loaded lazily. */}
                  <img src={data.render.image} width={data.render.width} height={data.render.height} alt={t.renderAlt(data.render.title)} loading="lazy" decoding="async" />
                </figure>
              ) : null}
            </div>
          )}
        </section>
      );
    }
    case 'floor': {
      // Parking and storage: the facade offers none of them, so the plan is the view and there is
      // no facade to go back to.
      const { lower, upper } = neighbourFloors(data.floors, data.plan.floor);
      return (
        <section className={styles.houseView} aria-labelledby="house-view-title">
          {header}
          {data.facade || lower !== null || upper !== null ? (
            <nav aria-label={t.floorsNav} className={styles.floorNav}>
              {data.facade ? (
                <a href={facadeHref} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                  {t.backToFacade}
                </a>
              ) : null}
              {lower !== null ? (
                <a href={levelHref(lower)} rel="prev" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
                  {t.lowerFloor(lower)}
                </a>
              ) : null}
              {upper !== null ? (
                <a href={levelHref(upper)} rel="next" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
                  {t.upperFloor(upper)}
                </a>
              ) : null}
            </nav>
          ) : null}
          <h3 className={styles.planTitle}>{t.levelTitle(data.plan.floor)}</h3>
          <p className={styles.hint}>{t.floorPlanHint}</p>
          <FloorPlanDrawing plan={data.plan} label={t.floorPlanAlt(data.plan.floor)} dimmed={data.outside} />
          <FloorPlanLegend dimmed={dimmedLegend(data.plan.units, data.outside, TYPE_PURPOSE_OF[kind])} />
        </section>
      );
    }
    case 'unknown-level':
      return (
        <section className={styles.houseView} aria-labelledby="house-view-title">
          {header}
          <Notice tone="info" action={<a href={facadeHref}>{t.backToFacade}</a>}>
            {t.unknownLevel(data.level)}
          </Notice>
        </section>
      );
  }
}
