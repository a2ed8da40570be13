// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiShowcase } from './ui-showcase';

describe('UiShowcase', () => {
  it('has one h1 and a named section with an h2 for each component family, in Russian', () => {
    render(<UiShowcase />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Компоненты интерфейса']);
    const sections = screen.getAllByRole('region');
    const names = sections.map((section) => within(section).getAllByRole('heading', { level: 2 })[0]!.textContent);
    expect(names).toEqual([
      'Кнопки',
      'Ссылки',
      'Метки и статусы',
      'Цены',
      'Карточки',
      'Заголовок раздела и путь по сайту',
      'Вкладки',
      'Выпадающий список',
      'Диапазоны',
      'Флажки и переключатели',
      'Аккордеон',
      'Загрузка и пустой результат',
      'Сообщения',
      'Всплывающие уведомления',
      'Диалоги',
      'Действия с объектом',
    ]);
    for (const section of sections) expect(section.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('shows each state the page promises: statuses, notices in four tones, both ranges, the dialog openers', () => {
    render(<UiShowcase />);
    for (const status of ['В продаже', 'Забронировано', 'Продано']) expect(screen.getAllByText(status).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('slider').map((slider) => slider.getAttribute('aria-label'))).toEqual(['Цена от', 'Цена до', 'Площадь от', 'Площадь до']);
    for (const name of ['Открыть диалог', 'Открыть меню на весь экран', 'Открыть фильтры', 'Показать уведомление']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Отделка' }).getAttribute('aria-invalid')).toBe('true');
  });
});
