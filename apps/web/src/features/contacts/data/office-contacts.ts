// Pure rules of /contacts: an office's phone as a tel: link (+7 and ten digits), its anchor, its
// point on the map, its schema.org entity with opening hours read from the editors' Russian text.
import { normalizeRussianPhone } from '@novostroy/contracts';
import type { LatLng } from '@/lib/geo';
import type { Office } from '@/upstream/content';

export interface PhoneLink {
  /** As the editors wrote it. */
  display: string;
  /** tel:+78612000000 */
  href: string;
  /** +78612000000, for JSON-LD. */
  international: string;
}

/** "+7 (861) 200-00-00" and "8 861 200 00 00" -> tel:+78612000000; other numbers keep their digits and a leading plus. */
export function phoneLink(raw: string | null): PhoneLink | null {
  const display = raw?.trim();
  if (!display) return null;
  const russian = normalizeRussianPhone(display);
  const international = russian ?? display.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (international.replace('+', '').length < 5) return null;
  return { display, href: `tel:${international}`, international };
}

export interface ContactOffice {
  id: number;
  /** The element id of the office's card: office-<slug>, else office-<id>. */
  anchor: string;
  name: string;
  address: string | null;
  hours: string | null;
  phone: PhoneLink | null;
  coordinates: LatLng | null;
}

export function officeAnchor(office: Pick<Office, 'id' | 'slug'>): string {
  const slug = office.slug?.trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `office-${slug || office.id}`;
}

const DAYS: Record<string, string> = { пн: 'Mo', вт: 'Tu', ср: 'We', чт: 'Th', пт: 'Fr', сб: 'Sa', вс: 'Su' };
const TIME = String.raw`(\d{1,2})[:.](\d{2})`;
const DASH = String.raw`\s*[-–—]\s*`;
const RANGE = new RegExp(`^(?:(ежедневно|без выходных)|(пн|вт|ср|чт|пт|сб|вс)(?:${DASH}(пн|вт|ср|чт|пт|сб|вс))?)\\.?,?\\s+${TIME}${DASH}${TIME}$`, 'i');
const pad = (hours: string) => hours.padStart(2, '0');

/**
 * "Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00" -> ["Mo-Fr 09:00-20:00", "Sa-Su 10:00-18:00"];
 * "Ежедневно 9:00–19:00" -> ["Mo-Su 09:00-19:00"]. schema.org's openingHours wants this form;
 * a text that does not read so gives null and the entity goes without it (a wrong value is worse).
 */
export function openingHours(text: string | null): string[] | null {
  if (!text?.trim()) return null;
  const parts = text.split(/[,;]\s*(?=[А-Яа-яЁё])/);
  const result: string[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part.trim());
    if (!match) return null;
    const [, everyDay, from, to, h1, m1, h2, m2] = match;
    const days = everyDay ? 'Mo-Su' : `${DAYS[from!.toLowerCase()]}${to ? `-${DAYS[to.toLowerCase()]}` : ''}`;
    result.push(`${days} ${pad(h1!)}:${m1}-${pad(h2!)}:${m2}`);
  }
  return result;
}
