// What a listing site's feed format is: which unit types it has a category for, its root element,
// what comes before the offers, and one offer per unit.
import type { Property, PropertyTypePurpose } from '@/upstream/sales';
import { paths } from '@/lib/paths';
import type { FeedContext, FeedSite, Placement } from '../data/model';
import type { XmlElement } from '../data/xml';

export interface FeedFormat {
  site: FeedSite;
  /** The unit types the site has a category for; the others stay out of its feed (docs/feeds.md). */
  listed: ReadonlySet<PropertyTypePurpose>;
  root: { name: string; attributes?: Record<string, string> };
  /** The elements before the offers (generation date, format version). */
  header(context: FeedContext): XmlElement[];
  offer(unit: Property, placement: Placement, context: FeedContext): XmlElement;
}

/** The unit's own page on the site, absolute. */
export const unitUrl = (unit: Property, context: FeedContext): string => `${context.siteUrl}${paths.unit(unit.type_purpose, unit.id)}`;

/** "+7 (861) 200-00-00" -> "8612000000": the ten digits of a Russian number, null when it is not one. */
export function russianPhoneDigits(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return digits.slice(1);
  return null;
}

/** "+78612000000", the international form every site accepts. */
export const internationalPhone = (phone: string | null): string | null => {
  const digits = russianPhoneDigits(phone);
  return digits ? `+7${digits}` : null;
};

/** A house is finished when sales-data says so, or (when the house is unknown) when its quarter has passed. */
export function isBuilt(unit: Property, placement: Placement, now: Date): boolean {
  if (placement.house) return placement.house.released;
  const { year, quarter } = unit.development_end;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && quarter * 3 <= now.getUTCMonth());
}
