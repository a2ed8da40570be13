'use client';
// The interactive map's code (Leaflet: about 47 KB gzip with its CSS) stays out of a page's first
// load: it is imported when the map's place comes within half a screen of the viewport. Until
// then, and if the code cannot load, a plain box of the map's size holds the place (no shift).
import { Component, useRef, type ReactNode } from 'react';
import { onDemand } from '@/ui/on-demand/on-demand';
import { useNearViewport } from '@/ui/on-demand/use-near-viewport';
import styles from './site-map.module.css';
import type { LeafletMapProps } from './leaflet-map';
import { mapTexts as t } from './texts';

const leafletMap = onDemand(() => import('./leaflet-map').then((module) => module.LeafletMap));

export function DeferredMap(props: LeafletMapProps) {
  const place = useRef<HTMLDivElement>(null);
  const wanted = useNearViewport(place, '50% 0px');
  return (
    <div ref={place} className={styles.mapBox} data-map-state={wanted ? 'wanted' : 'waiting'}>
      {wanted ? (
        <MapLoadBoundary fallback={<MapPlaceholder failed />}>
          <leafletMap.Component {...props} fallback={<MapPlaceholder />} />
        </MapLoadBoundary>
      ) : (
        <MapPlaceholder />
      )}
    </div>
  );
}

function MapPlaceholder({ failed = false }: { failed?: boolean }) {
  return <div className={styles.placeholder}>{failed ? <p className={styles.placeholderText}>{t.loadFailed}</p> : null}</div>;
}

/** A chunk that fails to load, or a map that cannot be drawn, breaks only the map's place. */
class MapLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[map] the map could not be drawn; the list remains:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
