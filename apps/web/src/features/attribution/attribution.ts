// The visitor's marketing attribution (spec §3 "Attribution record", §4): read from the query
// string and the referrer on every page load, kept in localStorage under `utm`, sent with leads.
export const ATTRIBUTION_STORAGE_KEY = 'utm';

/** Field names exactly as the spec spells them (utm_countent included). */
export interface AttributionRecord {
  source: string;
  utm_campaign: string;
  utm_countent: string;
  utm_medium: string;
  utm_source: string;
  utm_term: string;
  ya_clid: string;
  ga_clid: string;
  roistat: string;
}

export const EMPTY_ATTRIBUTION: AttributionRecord = {
  source: '',
  utm_campaign: '',
  utm_countent: '',
  utm_medium: '',
  utm_source: '',
  utm_term: '',
  ya_clid: '',
  ga_clid: '',
  roistat: '',
};

/** Query parameter -> record field. */
const QUERY_FIELDS: ReadonlyArray<readonly [string, keyof AttributionRecord]> = [
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
  ['utm_content', 'utm_countent'],
  ['utm_term', 'utm_term'],
  ['yclid', 'ya_clid'],
  ['gclid', 'ga_clid'],
  ['roistat', 'roistat'],
];

const MAX_LENGTH = 500;

/** A stored value, whatever shape an older version or another script left under the key. */
export function parseStoredAttribution(raw: string | null): AttributionRecord {
  if (!raw) return { ...EMPTY_ATTRIBUTION };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { ...EMPTY_ATTRIBUTION };
    const record = { ...EMPTY_ATTRIBUTION };
    for (const field of Object.keys(EMPTY_ATTRIBUTION) as (keyof AttributionRecord)[]) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') record[field] = value.slice(0, MAX_LENGTH);
    }
    return record;
  } catch {
    return { ...EMPTY_ATTRIBUTION };
  }
}

/**
 * The record after a page load: a value present in the query (or an external referrer) replaces
 * the stored one; everything absent keeps what was stored.
 */
export function mergeAttribution(stored: AttributionRecord, search: string, referrer: string, ownOrigin: string): AttributionRecord {
  const query = new URLSearchParams(search);
  const next = { ...stored };
  for (const [param, field] of QUERY_FIELDS) {
    const value = query.get(param)?.trim();
    if (value) next[field] = value.slice(0, MAX_LENGTH);
  }
  const external = externalReferrer(referrer, ownOrigin);
  if (external) next.source = external.slice(0, MAX_LENGTH);
  return next;
}

/** The referrer when it is another site; navigation inside our own site is not a source. */
function externalReferrer(referrer: string, ownOrigin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).origin === ownOrigin ? undefined : referrer;
  } catch {
    return undefined;
  }
}

/**
 * The stored record as a lead carries it: only the fields that have a value, or undefined when
 * there is nothing (or no storage, as in some private modes).
 */
export function readAttributionForLead(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Partial<AttributionRecord> | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(ATTRIBUTION_STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  const present = Object.entries(parseStoredAttribution(raw)).filter(([, value]) => value !== '');
  return present.length > 0 ? Object.fromEntries(present) : undefined;
}
