// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { salesProperty } from '@/upstream/sales/fixtures';

// House 77 is handed over; the others are being built.
vi.mock('@/upstream/sales', () => ({ fetchReleasedHouseIds: async () => new Set([77]) }));
import { catalogueTexts } from '../texts';
import { UnitTable } from './unit-table';

describe('UnitTable', () => {
  const units = [
    salesProperty({ id: 11, studio: true, rooms_amount: 0, area_total: 24.5, floor: 3, floors_total: 9, price_value: 3_500_000, price_per_meter: 142_857 }),
    salesProperty({ id: 12, rooms_amount: 2, floor: 9, floors_total: 9, status: 'BOOKED', house_id: 77 }),
  ];

  it('is a table named by its caption, with column headers and one row header per unit linking to its page', async () => {
    render(await UnitTable({ kind: 'flats', total: 21, units }));
    const table = screen.getByRole('table', { name: 'Найдена 21\u00a0квартира: таблица' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Объект', 'Цена', 'Площадь', 'Комнат', 'Этаж', 'Цена за м²', 'Сдача', 'Статус']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(2);
    expect(within(rowHeaders[0]!).getByRole('link').getAttribute('href')).toBe('/property/11');
    // «№ 125» keeps together in the narrow column.
    expect(within(rowHeaders[1]!).getByRole('link').textContent).toBe('2-комнатная квартира №\u00a0125');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((td) => td.textContent)).toEqual(['3\u00a0500\u00a0000\u00a0₽', '24,5\u00a0м²', 'Студия', '3/9', '142\u00a0857\u00a0₽', expect.stringContaining('кв.'), 'В продаже']);
    expect(within(table).getByText('Забронировано')).toBeTruthy();
    // A handed-over house says so, as the cards do, rather than a quarter in the past.
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getAllByRole('cell')[5]?.textContent).toBe('Дом сдан');
  });

  it('has no rooms column outside flats, and scrolls in a named, focusable region', async () => {
    render(await UnitTable({ kind: 'parking', total: 1, units: [salesProperty({ id: 13, type_purpose: 'parking', floor: -1 })] }));
    expect(screen.queryByRole('columnheader', { name: 'Комнат' })).toBeNull();
    const region = screen.getByRole('region', { name: catalogueTexts.table.scrollLabel });
    expect(region.tabIndex).toBe(0);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/parking/13');
    // The underground level by name, as the cards and the unit page write it (not «-1»).
    expect(screen.getByRole('cell', { name: 'Подземный уровень' })).toBeTruthy();
  });
});

describe('catalogue texts', () => {
  it('says «Показать N …» and «Показать ещё N …» in the accusative plural', () => {
    expect(catalogueTexts.showCount('flats', 21)).toBe('Показать 21\u00a0квартиру');
    expect(catalogueTexts.showCount('storage', 3)).toBe('Показать 3\u00a0кладовые');
    expect(catalogueTexts.showCount('parking', 0)).toBe('Ничего не нашлось');
    expect(catalogueTexts.showMore('parking', 24)).toBe('Показать ещё 24\u00a0машино-места');
  });
});
