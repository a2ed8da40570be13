'use client';
// SiteMap: the site's one map (a complex's surroundings, the list of complexes, the sales offices).
// The server HTML holds the category toggles and the list of the points, which is what keyboards
// and screen readers use and what remains when no map can be drawn; the interactive map (Leaflet)
// is loaded by DeferredMap only when its place nears the viewport.
import { useMemo, useState } from 'react';
import { TextLink } from '../text-link';
import { DeferredMap } from './deferred-map';
import { MapMarker } from './map-marker';
import { categoriesOf, visiblePoints, type LatLng, type MapTiles, type SiteMapPoint } from './points';
import styles from './site-map.module.css';
import { mapTexts as t } from './texts';

export type { LatLng, MapTiles, SiteMapPoint } from './points';

export interface SiteMapProps {
  /** The accessible name of the whole block, e.g. «Инфраструктура рядом с ЖК «Северное сияние»». */
  title: string;
  points: readonly SiteMapPoint[];
  /** Where the map looks while no point is shown; by default the view fits the shown points. */
  center?: LatLng | null;
  /** The order of the category toggles (the CMS sort); categories not named follow as they first appear. */
  categories?: readonly string[];
  /** From the server's configuration (MAP_TILES_URL); null draws the points on a plain background. */
  tiles: MapTiles | null;
  className?: string;
}

export function SiteMap({ title, points, center = null, categories: order, tiles, className }: SiteMapProps) {
  const categories = useMemo(() => categoriesOf(points, order), [points, order]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => visiblePoints(points, hidden), [points, hidden]);

  if (points.length === 0 && !center) return null;

  const toggle = (category: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(category)) next.add(category);
      return next;
    });

  return (
    <section className={[styles.siteMap, className].filter(Boolean).join(' ')} aria-label={title}>
      {categories.length >= 2 ? (
        <div className={styles.toggles} role="group" aria-label={t.togglesLabel}>
          {categories.map((category) => (
            <button key={category} type="button" className={styles.toggle} aria-pressed={!hidden.has(category)} onClick={() => toggle(category)}>
              {category}
              <span className={styles.count}>{points.filter((point) => point.category === category).length}</span>
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.layout}>
        <DeferredMap title={title} points={shown} center={center} tiles={tiles} />
        {shown.length > 0 ? (
          <ul className={styles.list} aria-label={t.listLabel(title)}>
            {shown.map((point) => (
              <li key={point.id} className={styles.item}>
                <MapMarker point={point} />
                <span className={styles.itemText}>
                  {point.href ? <TextLink href={point.href}>{point.name}</TextLink> : <span className={styles.itemName}>{point.name}</span>}
                  {point.category ? <span className={styles.itemCategory}>{point.category}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t.allHidden}</p>
        )}
      </div>
    </section>
  );
}
