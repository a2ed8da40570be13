// Coordinates as editors type them in the CMS ("45.0712, 38.9851", "45,07 38,98"), read into
// numbers for the map; and the tile settings the map is drawn with. Latitude comes first, as the
// content model writes it: a value is never guessed to be swapped.

export interface LatLng {
  lat: number;
  lng: number;
}

/** An XYZ tile source (MAP_TILES_URL / MAP_TILES_ATTRIBUTION). Public: tile URLs are no secret. */
export interface MapTiles {
  /** A template such as https://tiles.example.com/{z}/{x}/{y}.png ({s} for subdomains a, b, c). */
  url: string;
  /** Plain text shown in the map's corner, e.g. "© OpenStreetMap contributors"; may be empty. */
  attribution: string;
  /**
   * The tiles' projection: `web-mercator` (EPSG:3857, OpenStreetMap and most providers) or
   * `elliptical-mercator` (EPSG:3395, Yandex's Tiles API); the map must use the same one or
   * markers drift off their streets by hundreds of metres.
   */
  projection: MapProjection;
}

export type MapProjection = 'web-mercator' | 'elliptical-mercator';

const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;
/** Between the two numbers: a semicolon or a comma (spaces around allowed), or spaces alone. */
const SEPARATOR = /\s*[;,]\s*|\s+/g;

const toNumber = (text: string) => Number(text.replace(',', '.').replace('+', ''));

type Reading = { kind: 'point'; point: LatLng } | { kind: 'missing' } | { kind: 'unreadable' };

function read(raw: string | null | undefined): Reading {
  if (typeof raw !== 'string') return { kind: 'missing' };
  const text = raw
    .replace(/[\u2212\u2012\u2013]/g, '-') // a typographic minus or dash pasted from a document
    .replace(/°/g, '')
    .trim()
    .replace(/^(?:(?![.,]\d)[^\p{L}\d+-])+/u, '') // junk before the first number, not the point of ".5"
    .replace(/[^\p{L}\d]+$/u, '');
  if (text === '') return raw.trim() === '' ? { kind: 'missing' } : { kind: 'unreadable' };
  if (/\p{L}/u.test(text)) return { kind: 'unreadable' };

  const readings = new Map<string, LatLng>();
  for (const separator of text.matchAll(SEPARATOR)) {
    const left = text.slice(0, separator.index);
    const right = text.slice(separator.index + separator[0].length);
    if (NUMBER.test(left) && NUMBER.test(right)) {
      const reading = { lat: toNumber(left), lng: toNumber(right) };
      readings.set(`${reading.lat} ${reading.lng}`, reading);
    }
  }
  const [point, ...others] = [...readings.values()];
  if (!point || others.length > 0) return { kind: 'unreadable' };
  const { lat, lng } = point;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return { kind: 'unreadable' };
  if (lat === 0 && lng === 0) return { kind: 'missing' };
  return { kind: 'point', point: { lat, lng } };
}

/**
 * `{ lat, lng }` from an editor's text, or null when it is empty, unreadable, out of range
 * (latitude ±90, longitude ±180) or "0, 0" (an unset value, not a place in the Gulf of Guinea).
 * Accepts dot or comma decimals; a comma, semicolon or spaces between the numbers; degree signs;
 * stray brackets, quotes or punctuation at either end. Refuses letters (Latin or Cyrillic: "с.ш.",
 * "N") and any text that reads two ways ("45,07,38": 45.07 and 38, or 45 and 7.38?).
 */
export function parseCoordinates(raw: string | null | undefined): LatLng | null {
  const reading = read(raw);
  return reading.kind === 'point' ? reading.point : null;
}

const reported = new Set<string>();
const REPORTED_LIMIT = 1000;

/**
 * parseCoordinates for a caller that shows what it can: an unreadable value (not an empty one,
 * nor "0, 0") is logged once per place and value (`[map] …`) and the point is left off the map, never thrown.
 * `place` names the entry for the editor, e.g. "project severnoe-siyanie, point «Школа № 5»".
 */
export function readCoordinates(raw: string | null | undefined, place: string): LatLng | null {
  const reading = read(raw);
  if (reading.kind === 'point') return reading.point;
  if (reading.kind === 'missing') return null;
  const key = `${place}\u0000${raw}`;
  if (!reported.has(key) && reported.size < REPORTED_LIMIT) {
    reported.add(key);
    console.warn(`[map] skipped ${place}: unreadable coordinates ${JSON.stringify(raw)} (expected "latitude, longitude", e.g. "45.0712, 38.9851")`);
  }
  return null;
}
