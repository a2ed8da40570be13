'use client';
// The interactive map's code (Leaflet: about 47 KB gzip with its CSS) stays out of a page's first
// load: it is imported when the map's place comes within half a screen of the viewport. Until
// then, and if the code cannot load, a plain box of the map's size holds the place (no shift).
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type * as LeafletMapModule from './leaflet-map';
import type { LeafletMapProps } from './leaflet-map';
import styles from './site-map.module.css';
import { mapTexts as t } from './texts';

let mapModule: Promise<typeof LeafletMapModule> | undefined;

/** Starts loading the map's code once; a failed load may be tried again. */
export function preloadMap(): Promise<typeof LeafletMapModule> {
  mapModule ??= import('./leaflet-map').catch((error: unknown) => {
    mapModule = undefined;
    throw error;
  });
  return mapModule;
}

const LazyLeafletMap = lazy(() => preloadMap().then((module) => ({ default: module.LeafletMap })));

export function DeferredMap(props: LeafletMapProps) {
  const place = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={place} className={styles.mapBox} data-map-state={wanted ? 'wanted' : 'waiting'}>
      {wanted ? (
        <MapLoadBoundary fallback={<MapPlaceholder failed />}>
          <Suspense fallback={<MapPlaceholder />}>
            <LazyLeafletMap {...props} />
          </Suspense>
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
