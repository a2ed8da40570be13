'use client';
// The interactive map, drawn with plain Leaflet in effects; DeferredMap imports this module (and
// with it Leaflet's JS and CSS) only when the map nears the viewport.
//
// Leaflet over MapLibre GL, measured with esbuild (minified, gzip -9) on a module that does this
// job (markers, popups, fit to bounds, optional raster tiles): Leaflet 1.9.4 43.6 KB JS + 3.5 KB
// CSS; maplibre-gl 6.17.0 294.6 KB JS + 10.2 KB CSS, and WebGL besides. The Next build's lazy chunk:
// see docs/web.md ("The map"). react-leaflet is not used: its licence (Hippocratic 2.1) is not
// BSD/MIT, and the effects below are all it would add.
//
// Without tiles (the default, and on a machine with no internet) the points are drawn on a plain
// grid drawn here, so nothing is requested from outside. Each marker is a focusable button with
// the point's name; Enter or Space opens its popup (and moves to the popup's link), Esc closes it.
//
// Points closer than a marker's size at the current zoom are drawn as one group with their count
// (Leaflet.markercluster, MIT, about 8.5 KB gzip more in this chunk): 17 complexes of one city used to hide
// each other on a phone. A group is a button too: a click or Enter zooms to its points (and moves
// the focus to one of them); points on the very same spot fan out at the deepest zoom.
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import * as L from 'leaflet';
// The plugin's CommonJS build extends the global L and exports its classes; its types only
// augment 'leaflet', hence the cast.
import * as markerCluster from 'leaflet.markercluster';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { countWithNoun } from '@/lib/plural';
import { isExternalHref, markerLetter, type LatLng, type MapTiles, type SiteMapPoint } from './points';
import styles from './leaflet-map.module.css';
import { mapTexts as t } from './texts';

export interface LeafletMapProps {
  title: string;
  /** The points to draw (the shown categories); the view fits them whenever they change. */
  points: readonly SiteMapPoint[];
  center: LatLng | null;
  tiles: MapTiles | null;
}

/** Pixels between the grid's lines, drawn where there are no tiles. */
const GRID_STEP = 128;
const SINGLE_POINT_ZOOM = 15;
const CENTER_ZOOM = 13;
const FIT_MAX_ZOOM = 16;
const FIT_PADDING: L.PointTuple = [40, 40];
/** Leaflet's own popup offset (its tip's height) before the marker's half height is added. */
const POPUP_TIP = 7;
/** How far the main point's marker is raised above the others (Leaflet's z-index offset). */
const MAIN_POINT_RAISE = 1000;
/** Points whose markers come closer than this (px) at the current zoom make one group. */
const CLUSTER_RADIUS = 30;
/** How long a group opened from the keyboard may take to show its points (a zoom's animation). */
const GROUP_OPENING_MS = 2000;

const { MarkerClusterGroup } = markerCluster as unknown as { MarkerClusterGroup: typeof L.MarkerClusterGroup };
/** The plugin's 'clusterkeypress': the group pressed, and the key. */
interface GroupKeyEvent {
  layer: L.MarkerCluster;
  originalEvent: KeyboardEvent;
}

/** The plain background: empty tiles whose borders make a grid, drawn here, requested from nowhere. */
class GridLines extends L.GridLayer {
  protected override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = styles.gridTile!;
    return tile;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const pointLabel = (point: SiteMapPoint) => (point.category ? `${point.name}, ${point.category}` : point.name);

function dotIcon(point: SiteMapPoint): L.DivIcon {
  // No iconSize: the stylesheet sizes and centres the dot from the tokens.
  return L.divIcon({ className: styles.dot, html: `<span aria-hidden="true">${escapeHtml(markerLetter(point))}</span>`, iconSize: undefined });
}

function iconFor(point: SiteMapPoint): L.Icon | L.DivIcon {
  return point.iconUrl ? L.icon({ iconUrl: point.iconUrl, className: styles.icon, iconSize: undefined }) : dotIcon(point);
}

/**
 * A group's name, with its points' names when there are few. Here rather than in texts.ts: that
 * module is in the first load of every page with a map, and only this lazy chunk draws groups.
 */
const groupLabel = (count: number, names: readonly string[]) =>
  `Рядом ${countWithNoun(count, { one: 'объект', few: 'объекта', many: 'объектов' })}${names.length > 0 ? ` (${names.join(', ')})` : ''}: приблизить`;

/** The point each marker stands for, so that a group can tell which it holds. */
const pointOfMarker = new WeakMap<L.Marker, SiteMapPoint>();

/**
 * Where the points are numbered (the list beside the map), a group shows their numbers, so that its
 * figure is never read as a point's number: both of a pair («1, 17»), else the first and how many
 * more («1 +3»: a longer row of numbers would cover the pins beside it). Otherwise it shows its
 * count. Its name lists the names of a group this small.
 */
const GROUP_NAMED_UP_TO = 4;

const byMarker = (a: SiteMapPoint, b: SiteMapPoint) => markerLetter(a).localeCompare(markerLetter(b), 'ru', { numeric: true });

function groupIcon(group: L.MarkerCluster): L.DivIcon {
  const count = group.getChildCount();
  const members = group.getAllChildMarkers().flatMap((marker) => pointOfMarker.get(marker) ?? []);
  const known = members.length === count ? members : [];
  const numbered = known.length > 0 && known.every((point) => point.marker);
  if (numbered) known.sort(byMarker);
  const numbers = known.map(markerLetter);
  const figure = !numbered ? String(count) : count === 2 ? numbers.join(', ') : `${numbers[0]} +${count - 1}`;
  const names = count <= GROUP_NAMED_UP_TO ? known.map((point) => point.name) : [];
  return L.divIcon({
    className: `${styles.dot} ${styles.group}`,
    html: `<span class="visually-hidden">${escapeHtml(groupLabel(count, names))}</span><span aria-hidden="true">${escapeHtml(figure)}</span>`,
    iconSize: undefined,
  });
}

const prefersStillness = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function LeafletMap({ title, points, center, tiles }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.MarkerClusterGroup | null>(null);
  // The main point's own layer, beside the groups: a clinic next door never swallows the complex.
  const mainLayerRef = useRef<L.LayerGroup | null>(null);
  const router = useRouter();
  const navigate = useRef((href: string) => router.push(href));
  useEffect(() => {
    navigate.current = (href: string) => router.push(href);
  }, [router]);
  const tilesUrl = tiles?.url ?? null;
  const attribution = tiles?.attribution ?? '';
  const projection = tiles?.projection ?? 'web-mercator';

  // The map itself: made once (again only if the tile settings change).
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const still = prefersStillness();
    const map = L.map(container, {
      // Yandex's tiles are drawn on the ellipsoid (EPSG:3395); everyone else's on the sphere.
      crs: projection === 'elliptical-mercator' ? L.CRS.EPSG3395 : L.CRS.EPSG3857,
      zoomControl: false,
      attributionControl: false,
      // The page keeps scrolling over the map; zoom with the buttons, a double click, a pinch or +/-.
      scrollWheelZoom: false,
      keyboard: true,
      minZoom: 3,
      maxZoom: 18,
      // Half steps let the view fit the points more closely than whole zoom levels.
      zoomSnap: 0.5,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
    });
    L.control.zoom({ zoomInTitle: t.zoomIn, zoomOutTitle: t.zoomOut }).addTo(map);

    new GridLines({ tileSize: GRID_STEP }).addTo(map);
    if (tilesUrl) {
      // Tiles that fail to load stay hidden (Leaflet shows only loaded ones): the grid shows through.
      L.tileLayer(tilesUrl, { attribution: escapeHtml(attribution), maxZoom: 18 }).addTo(map);
      if (attribution) L.control.attribution({ prefix: false }).addTo(map);
    }
    const layer = new MarkerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS,
      showCoverageOnHover: false,
      iconCreateFunction: groupIcon,
      animate: !still,
    }).addTo(map);
    // Enter on a group zooms to it (the plugin's own); the focus then goes to one of its
    // points (apart after the zoom, or fanned out where they share a spot), rather than to the
    // page's top with the group's vanished button.
    layer.on('clusterkeypress', (event) => {
      const { layer: group, originalEvent } = event as unknown as GroupKeyEvent;
      const first = group.getAllChildMarkers()[0];
      if (originalEvent.key !== 'Enter' || !first) return;
      // The plugin redraws after the zoom ('animationend', with or without animation) or fans the
      // points out ('spiderfied'); a listener left unused is dropped soon, so that a later zoom
      // does not move the focus.
      const focusFirst = () => {
        forget();
        (layer.getVisibleParent(first) ?? first).getElement()?.focus();
      };
      const forget = () => {
        clearTimeout(timer);
        layer.off('animationend spiderfied', focusFirst);
      };
      const timer = setTimeout(forget, GROUP_OPENING_MS);
      layer.on('animationend spiderfied', focusFirst);
    });
    layerRef.current = layer;
    mainLayerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      mainLayerRef.current = null;
    };
  }, [tilesUrl, attribution, projection]);

  // The markers, and a view that fits them, whenever the shown points change.
  const fitted = useRef(false);
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    const mainLayer = mainLayerRef.current;
    if (!map || !layer || !mainLayer) return;
    layer.clearLayers();
    mainLayer.clearLayers();
    for (const point of points) addMarker(point.main ? mainLayer : layer, point, (href) => navigate.current(href));

    const animate = fitted.current && !prefersStillness();
    const spots = points.map((point) => L.latLng(point.coordinates.lat, point.coordinates.lng));
    if (spots.length > 1) map.fitBounds(L.latLngBounds(spots), { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate });
    else if (spots[0]) map.setView(spots[0], SINGLE_POINT_ZOOM, { animate });
    else if (center) map.setView([center.lat, center.lng], CENTER_ZOOM, { animate });
    fitted.current = spots.length > 0 || center !== null;
  }, [points, center, tilesUrl, attribution]);

  return <div ref={element} className={styles.map} role="region" aria-label={t.mapLabel(title)} />;
}

const wiredPopups = new WeakSet<HTMLElement>();

function addMarker(layer: L.LayerGroup, point: SiteMapPoint, navigate: (href: string) => void) {
  const marker = L.marker([point.coordinates.lat, point.coordinates.lng], {
    icon: iconFor(point),
    title: point.name,
    alt: pointLabel(point),
    keyboard: true,
    riseOnHover: true,
    // Above its neighbours and their groups.
    ...(point.main ? { zIndexOffset: MAIN_POINT_RAISE } : {}),
  });
  pointOfMarker.set(marker, point);
  marker.bindPopup(() => popupContent(point, navigate), { autoPanPadding: [16, 16] });
  marker.on('popupopen', () => {
    const popup = marker.getPopup()?.getElement();
    if (!popup || wiredPopups.has(popup)) return; // Leaflet keeps one element per popup
    wiredPopups.add(popup);
    popup.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t.closePopup);
    popup.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      marker.closePopup();
      marker.getElement()?.focus();
    });
  });
  marker.on('popupclose', () => {
    // Focus left in a closed popup would fall to the page's top: give it back to the marker.
    const popup = marker.getPopup()?.getElement();
    if (popup && document.activeElement && popup.contains(document.activeElement)) marker.getElement()?.focus();
  });
  // Leaflet makes the marker's element when the marker reaches a map with a view, not before.
  marker.on('add', () => decorate(marker, point));
  marker.addTo(layer);
}

/** What Leaflet does not do for a marker's element: a full name, Space, Esc, a broken icon. */
function decorate(marker: L.Marker, point: SiteMapPoint) {
  const icon = marker.getElement();
  if (!icon) return;
  icon.setAttribute('aria-label', pointLabel(point));
  icon.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      marker.closePopup();
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault(); // no page scroll for Space, and no second opening by Leaflet's keypress
    marker.openPopup();
    marker.getPopup()?.getElement()?.querySelector<HTMLElement>('a[href]:not(.leaflet-popup-close-button)')?.focus();
  });
  if (icon instanceof HTMLImageElement) {
    icon.addEventListener('error', () => {
      marker.setIcon(dotIcon(point));
      decorate(marker, point);
    });
  }
  // The popup's tip points at the top of the marker, whatever size the stylesheet gave it.
  const popup = marker.getPopup();
  if (popup) popup.options.offset = L.point(0, POPUP_TIP - icon.offsetHeight / 2);
}

function popupContent(point: SiteMapPoint, navigate: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = styles.popup!;
  const name = document.createElement('p');
  name.className = styles.popupName!;
  name.textContent = point.name;
  box.append(name);
  if (point.category) {
    const category = document.createElement('p');
    category.className = styles.popupCategory!;
    category.textContent = point.category;
    box.append(category);
  }
  if (point.href) {
    const href = point.href;
    const link = document.createElement('a');
    link.className = styles.popupLink!;
    link.href = href;
    link.textContent = t.more;
    link.setAttribute('aria-label', `${t.more}: ${point.name}`);
    if (isExternalHref(href)) {
      link.target = '_blank';
      link.rel = 'noopener';
      link.setAttribute('aria-label', `${t.more}: ${point.name}${t.newTab}`);
    } else {
      // The site's own page: a client-side navigation, as next/link would do.
      link.addEventListener('click', (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      });
    }
    box.append(link);
  }
  return box;
}
