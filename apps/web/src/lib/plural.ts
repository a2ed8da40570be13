// Russian plural forms through Intl.PluralRules, and the remaining-units texts of spec §9
// ('Осталась 1 квартира', 'Осталось 3 квартиры', 'Осталось 12 квартир').

const rules = new Intl.PluralRules('ru-RU');

/** The three Russian word forms: for 1 (and 21, 31…), for 2–4 (22–24…), for 5–20 (and 0, 11–14…). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

/** Terms of payment: «20 лет», «12 месяцев». */
export const YEARS: PluralForms = { one: 'год', few: 'года', many: 'лет' };
export const MONTHS: PluralForms = { one: 'месяц', few: 'месяца', many: 'месяцев' };

/** Picks the form for a whole number; fractions take the `few` form ("2,5 квартиры" is not used here). */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few' || category === 'other') return forms.few;
  return forms.many;
}

/** "3 квартиры", with a non-breaking space between the number and the word. */
export function countWithNoun(count: number, forms: PluralForms): string {
  return `${count}\u00a0${pluralForm(count, forms)}`;
}

export type UnitKind = 'flat' | 'parking' | 'storage' | 'commercial';

/** Noun forms per unit type; the verb agrees with the noun's gender in the singular. */
const unitNouns: Record<UnitKind, PluralForms & { verbOne: string }> = {
  flat: { one: 'квартира', few: 'квартиры', many: 'квартир', verbOne: 'Осталась' },
  parking: { one: 'машино-место', few: 'машино-места', many: 'машино-мест', verbOne: 'Осталось' },
  storage: { one: 'кладовая', few: 'кладовые', many: 'кладовых', verbOne: 'Осталась' },
  commercial: { one: 'помещение', few: 'помещения', many: 'помещений', verbOne: 'Осталось' },
};

/**
 * 'Осталась 1 квартира', 'Осталось 2 квартиры', 'Осталось 5 квартир', 'Осталось 21 машино-место';
 * null when nothing is left (the card then says nothing rather than "Осталось 0").
 */
export function remainingUnitsText(count: number, kind: UnitKind): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  const noun = unitNouns[kind];
  const verb = rules.select(whole) === 'one' ? noun.verbOne : 'Осталось';
  return `${verb} ${countWithNoun(whole, noun)}`;
}

/** The genitive plural with a capital, for "none left": «Квартир не осталось». */
const noneLeft: Record<UnitKind, string> = {
  flat: 'Квартир не осталось',
  parking: 'Машино-мест не осталось',
  storage: 'Кладовых не осталось',
  commercial: 'Помещений не осталось',
};

/** «Квартир не осталось», «Машино-мест не осталось»…: what a page says where the count is 0. */
export function noneLeftText(kind: UnitKind): string {
  return noneLeft[kind];
}

/**
 * The remaining-units text of a complex page, where 0 is news too: 'Осталось 21 машино-место', or
 * «Квартир не осталось» for 0 (and for a count that is not a number at all, never "Осталось NaN").
 */
export function remainingOrNoneText(count: number, kind: UnitKind): string {
  return remainingUnitsText(count, kind) ?? noneLeftText(kind);
}
