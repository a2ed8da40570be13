// A point's dot as the map draws it (its CMS icon, else a brand dot with its letter or number), for
// lists that stand beside the map: the map's own list of points, the sales offices' cards.
import styles from './map-marker.module.css';
import { markerLetter, type SiteMapPoint } from './points';

export function MapMarker({ point }: { point: Pick<SiteMapPoint, 'name' | 'category' | 'marker' | 'iconUrl'> }) {
  return (
    <span className={styles.marker} aria-hidden="true">
      {point.iconUrl ? <img src={point.iconUrl} alt="" loading="lazy" className={styles.icon} /> : markerLetter(point)}
    </span>
  );
}
