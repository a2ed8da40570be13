// The facade of one house as a drawing with a link per floor and section, and the plan of one
// floor with a link per unit on sale. Both are SVG over the sales-data picture: the polygons are
// in the picture's own coordinates, so one viewBox holds both. No script: links and CSS only.
import type { ReactNode } from 'react';
import type { Facade, FloorPlan } from '@novostroy/contracts';
import { drawingSize, facadeLinks, planUnitLinks, polygonSpan, type DrawingSize, type MarkSpan } from '../data/house-views';
import { viewTexts as t } from '../view-texts';
import styles from './house-views.module.css';
import { SkippableFrame } from './skippable-frame';

/** About how tall a facade is shown, and how wide a drawing may get (a floor plan of four sections is wide). */
const FACADE_HEIGHT_PX = 560;
const PLAN_HEIGHT_PX = 480;
const DRAWING_MAX_WIDTH_PX = 1200;
/**
 * A floor plan carries its own numbers and areas: below 0.6 of its size they are too small to read
 * (the demo plan's smallest label, 13 units, is then about 8 px; a phone scrolls the plan instead).
 */
const PLAN_READABLE_SCALE = 0.6;

/** `mark`: where the marked polygon runs across the drawing, for RevealMark. */
function Drawing({ size, image, label, mark, children }: { size: DrawingSize; image: { url: string; width: number; height: number }; label: string; mark?: MarkSpan; children: ReactNode }) {
  return (
    <SkippableFrame>
      <div className={styles.drawingScroller} data-mark-from={mark?.from} data-mark-to={mark?.to}>
        <svg
          className={styles.drawing}
          viewBox={`0 0 ${image.width} ${image.height}`}
          width={size.width}
          height={size.height}
          // Never narrower than keeps every polygon a 24 px target: a phone scrolls the drawing instead.
          style={{ minWidth: `${size.minWidth}px` }}
          role="group"
          aria-label={label}
        >
          <image href={image.url} x={0} y={0} width={image.width} height={image.height} aria-hidden="true" />
          {children}
        </svg>
      </div>
    </SkippableFrame>
  );
}

/** How large FacadeDrawing shows this facade when asked for about `height` px (its floors may need more). */
export function facadeDrawingSize(facade: Facade, height = FACADE_HEIGHT_PX): DrawingSize {
  return drawingSize(facade, facade.floors.map((floor) => floor.points), { height, maxWidth: DRAWING_MAX_WIDTH_PX });
}

/**
 * `current`: the floor and section of the unit whose page shows the facade, marked and not a link;
 * `thisUnit` names the unit by its type («Эта кладовая»). `filtered`: the free counts are of the
 * units a listing's filters pass (facadeOfType), and the floors' names say so.
 */
export function FacadeDrawing({ facade, hrefOf, current, filtered = false, height = FACADE_HEIGHT_PX }: { facade: Facade; hrefOf: (floor: number) => string; current?: { floor: number; section: number; thisUnit: string }; filtered?: boolean; height?: number }) {
  const links = facadeLinks(facade.floors, hrefOf, filtered);
  const size = facadeDrawingSize(facade, height);
  const marked = current && links.find((link) => link.floor === current.floor && link.section === current.section);
  return (
    <Drawing size={size} image={{ url: facade.image, width: facade.width, height: facade.height }} label={t.facadeAlt(facade.title)} mark={marked ? polygonSpan(marked.points, facade.width) : undefined}>
      {links.map((link) =>
        current && link.floor === current.floor && link.section === current.section ? (
          <polygon key={`${link.floor}-${link.section}`} points={link.points} className={styles.current} role="img" aria-label={t.currentFloor(link.floor, link.section, current.thisUnit)} />
        ) : link.href ? (
          <a key={`${link.floor}-${link.section}`} href={link.href} aria-label={link.name} className={styles.floorLink}>
            <polygon points={link.points} />
          </a>
        ) : (
          <polygon key={`${link.floor}-${link.section}`} points={link.points} className={styles.floorTaken} aria-hidden="true" />
        ),
      )}
    </Drawing>
  );
}

/** How large FloorPlanDrawing shows this plan when asked for about `height` px. */
export function planDrawingSize(plan: FloorPlan, height = PLAN_HEIGHT_PX): DrawingSize {
  return drawingSize(plan, plan.units.map((unit) => unit.points), { height, maxWidth: DRAWING_MAX_WIDTH_PX, readableScale: PLAN_READABLE_SCALE });
}

/**
 * `current`: the unit whose page shows the plan, marked and not a link, named by its type
 * (`thisUnit`: «Это машино-место»). `dimmed`: units on sale a listing leaves out (another type, or
 * not passing its filters), in a light shade (still links).
 */
export function FloorPlanDrawing({ plan, label, current, dimmed, height = PLAN_HEIGHT_PX }: { plan: FloorPlan; label: string; current?: { id: number; thisUnit: string }; dimmed?: ReadonlySet<number>; height?: number }) {
  const units = planUnitLinks(plan.units);
  const size = planDrawingSize(plan, height);
  const marked = current && units.find((unit) => unit.id === current.id);
  return (
    <Drawing size={size} image={{ url: plan.image, width: plan.width, height: plan.height }} label={label} mark={marked ? polygonSpan(marked.points, plan.width) : undefined}>
      {units.map((unit) =>
        current && unit.id === current.id ? (
          <polygon key={unit.id} points={unit.points} className={styles.current} role="img" aria-label={t.currentUnit(current.thisUnit, unit.name)} />
        ) : unit.href ? (
          <a key={unit.id} href={unit.href} aria-label={unit.name} className={styles.unitLink} data-status={unit.status} data-dimmed={dimmed?.has(unit.id) || undefined}>
            <polygon points={unit.points} />
          </a>
        ) : (
          <polygon key={unit.id} points={unit.points} className={styles.unitSold} aria-hidden="true" />
        ),
      )}
    </Drawing>
  );
}

/** What the colours of a drawing mean: one swatch (styled by its data attribute) and label each. */
function DrawingLegend({ items }: { items: ReadonlyArray<{ swatch: { 'data-plan': string } | { 'data-facade': string }; label: string }> }) {
  return (
    <ul className={styles.legend} aria-label={t.legendTitle}>
      {items.map(({ swatch, label }) => (
        <li key={label}>
          <span className={styles.swatch} {...swatch} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}

/** The facade's two colours: floors with units on sale and floors without (`filtered`: that pass a listing's filters). */
export function FacadeLegend({ filtered = false }: { filtered?: boolean }) {
  const words = filtered ? t.facadeLegendFiltered : t.facadeLegend;
  return (
    <DrawingLegend
      items={[
        { swatch: { 'data-facade': 'free' }, label: words.free },
        { swatch: { 'data-facade': 'none' }, label: words.none },
      ]}
    />
  );
}

/**
 * A floor plan's colours; on a unit's page also the unit's own mark, named by its type (`thisUnit`:
 * «Эта квартира»); `dimmed`: what the light shade stands for on a listing's plan (units of
 * another type, units the filters leave out, or both), none when nothing is shaded.
 */
export function FloorPlanLegend({ thisUnit, dimmed }: { thisUnit?: string; dimmed?: string }) {
  const own = thisUnit ? [{ swatch: { 'data-plan': 'current' }, label: thisUnit }] : [];
  const outside = dimmed ? [{ swatch: { 'data-plan': 'dimmed' }, label: dimmed }] : [];
  return (
    <DrawingLegend
      items={[
        ...own,
        { swatch: { 'data-plan': 'AVAILABLE' }, label: t.legend.available },
        { swatch: { 'data-plan': 'BOOKED' }, label: t.legend.booked },
        { swatch: { 'data-plan': 'SOLD' }, label: t.legend.sold },
        ...outside,
      ]}
    />
  );
}
