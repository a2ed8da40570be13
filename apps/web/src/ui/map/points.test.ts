import { describe, expect, it } from 'vitest';
import { categoriesOf, isExternalHref, markerLetter, numberedPoints, visiblePoints, type SiteMapPoint } from './points';

const at = { lat: 45.07, lng: 38.98 };
const points: SiteMapPoint[] = [
  { id: 'c', name: 'ЖК «Северное сияние»', category: null, coordinates: at },
  { id: '1', name: 'Школа № 5', category: 'Образование', coordinates: at },
  { id: '2', name: 'Магнит', category: 'Магазины', coordinates: at },
  { id: '3', name: 'Детский сад «Солнышко»', category: 'Образование', coordinates: at },
  { id: '4', name: 'Парк Галицкого', category: 'Парки', coordinates: at },
];

describe('categoriesOf', () => {
  it('lists each category once, as it first appears, leaving out points without one', () => {
    expect(categoriesOf(points)).toEqual(['Образование', 'Магазины', 'Парки']);
  });

  it('puts the categories of the given order first and ignores those no point has', () => {
    expect(categoriesOf(points, ['Парки', 'Спорт', 'Образование'])).toEqual(['Парки', 'Образование', 'Магазины']);
  });
});

describe('visiblePoints', () => {
  it('hides the points of hidden categories and always keeps those without a category', () => {
    expect(visiblePoints(points, new Set(['Образование', 'Парки'])).map((point) => point.id)).toEqual(['c', '2']);
    expect(visiblePoints(points, new Set())).toHaveLength(5);
  });
});

describe('markerLetter', () => {
  it('is the first letter of the category, else of the name, in capitals', () => {
    expect(markerLetter({ name: 'Школа № 5', category: 'образование' })).toBe('О');
    expect(markerLetter({ name: '«Северное сияние»', category: null })).toBe('С');
    expect(markerLetter({ name: 'ЖК', category: '  ' })).toBe('Ж');
    expect(markerLetter({ name: '—', category: undefined })).toBe('•');
  });

  it('is the point’s own marker when the page gives one, so two offices read 1 and 2, not О and О', () => {
    expect(markerLetter({ name: 'Офис продаж на Красной', category: null, marker: '1' })).toBe('1');
    expect(markerLetter({ name: 'Офис продаж в ЖК', category: 'Офисы', marker: ' 2 ' })).toBe('2');
    expect(markerLetter({ name: 'Офис продаж', category: null, marker: '' })).toBe('О');
  });
});

it('numbers two points or more in their order, and leaves a lone point its letter', () => {
  expect(numberedPoints(points.slice(0, 3)).map((point) => markerLetter(point))).toEqual(['1', '2', '3']);
  expect(numberedPoints(points.slice(0, 1)).map((point) => markerLetter(point))).toEqual(['Ж']);
});

it('tells other sites from the site’s own pages', () => {
  expect(isExternalHref('https://example.ru/a')).toBe(true);
  expect(isExternalHref('/our-projects/severnoe-siyanie')).toBe(false);
});
