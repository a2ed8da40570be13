// The Russian texts of the favourite and compare toggles and of the header's favourites link: in
// the first load of every page with the header, so apart from the pages' texts (./texts.ts).
import type { PluralForms } from '@/lib/plural';

export const objectNoun: PluralForms = { one: 'объект', few: 'объекта', many: 'объектов' };

/** The favourite and compare toggles. */
export const toggleTexts = {
  favourite: { off: 'Добавить в избранное', on: 'В избранном' },
  compare: { off: 'Сравнить', on: 'В сравнении' },
  full: {
    favourites: (limit: number) => `В избранном уже ${limit} объектов: уберите один, чтобы добавить этот.`,
    compare: (limit: number) => `В сравнении уже ${limit} объекта: уберите один, чтобы добавить этот.`,
  },
  open: { favourites: 'Открыть избранное', compare: 'Открыть сравнение' },
  /** Under a pressed toggle: «Открыть сравнение (2)». */
  openWithCount: {
    favourites: (count: number) => `Открыть избранное (${count})`,
    compare: (count: number) => `Открыть сравнение (${count})`,
  },
} as const;

/** The header's link to the favourites. */
export const counterTexts = {
  label: 'Избранное',
  /** «Избранное, 3 объекта». */
  labelWithCount: (count: string) => `Избранное, ${count}`,
} as const;
