// Small Russian-language helpers for the demo texts: plural forms, quarters, prepositional case of
// the districts in the demo list, and a transliteration for slugs.

/** Picks the form for 1 / 2-4 / 5+ (e.g. дом, дома, домов). */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const ROMAN = ['I', 'II', 'III', 'IV'];

/** "2027-Q4" -> "IV квартал 2027 года". */
export function quarterText(completion: string): string {
  const [year, q] = completion.split('-Q');
  return `${ROMAN[Number(q) - 1]} квартал ${year} года`;
}

/** "2027-Q4" -> "в IV квартале 2027 года". */
export function inQuarter(completion: string): string {
  const [year, q] = completion.split('-Q');
  return `в ${ROMAN[Number(q) - 1]} квартале ${year} года`;
}

/** "2027-Q4" -> "IV кв. 2027". */
export function quarterShort(completion: string): string {
  const [year, q] = completion.split('-Q');
  return `${ROMAN[Number(q) - 1]} кв. ${year}`;
}

/** Months between a reference month and the end of the completion quarter. */
export function monthsUntil(completion: string, year: number, month: number): number {
  const [y, q] = completion.split('-Q').map(Number);
  return (y - year) * 12 + q * 3 - month;
}

const DISTRICT_LOCATIVE: Record<string, string> = {
  'Прикубанский округ': 'Прикубанском округе',
  'Карасунский округ': 'Карасунском округе',
  'Западный округ': 'Западном округе',
  'Центральный округ': 'Центральном округе',
  'Фестивальный микрорайон': 'Фестивальном микрорайоне',
};

/** "Прикубанский округ" -> "в Прикубанском округе". */
export function inDistrict(district: string): string {
  const locative = DISTRICT_LOCATIVE[district];
  return locative ? `в ${locative}` : `в районе «${district}»`;
}

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'j', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** A URL slug from a Russian title: lower case, transliterated, hyphen-separated. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .split('')
    .map((ch) => TRANSLIT[ch] ?? ch)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
