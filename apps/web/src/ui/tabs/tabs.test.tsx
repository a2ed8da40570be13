// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const ITEMS: TabItem[] = [
  { value: 'plans', label: 'Планировки', content: <p>Студии и однокомнатные</p> },
  { value: 'photos', label: 'Фото', content: <p>Ход строительства</p> },
  { value: 'docs', label: 'Документы', content: <p>Проектная декларация</p>, disabled: true },
  { value: 'map', label: 'На карте', content: <p>Краснодар, ул. Красная</p> },
];

describe('Tabs', () => {
  it('is a named tab list whose selected tab controls the visible panel', () => {
    render(<Tabs items={ITEMS} label="О проекте" />);
    const list = screen.getByRole('tablist', { name: 'О проекте' });
    const tabs = screen.getAllByRole('tab');
    expect(list.contains(tabs[0]!)).toBe(true);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Планировки', 'Фото', 'Документы', 'На карте']);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Планировки');
    const panel = screen.getByRole('tabpanel');
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(panel.textContent).toBe('Студии и однокомнатные');
  });

  it('keeps every panel in the page, so each aria-controls points at an element; only the selected one is shown', () => {
    render(<Tabs items={ITEMS} label="О проекте" />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel).not.toBeNull();
      expect(panel!.hidden).toBe(tab.getAttribute('aria-selected') !== 'true');
    }
    expect(screen.getByText('Ход строительства')).toBeTruthy();
  });

  it('ArrowRight moves to and selects the next tab, skipping a disabled one; Home and End jump to the ends', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={ITEMS} label="О проекте" onValueChange={onValueChange} />);
    const [plans, photos, , map] = screen.getAllByRole('tab');
    plans!.focus();
    fireEvent.keyDown(plans!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(photos));
    expect(photos!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Ход строительства');
    expect(onValueChange).toHaveBeenLastCalledWith('photos');

    fireEvent.keyDown(photos!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(map));
    expect(screen.getByRole('tab', { name: 'Документы' }).getAttribute('aria-selected')).toBe('false');

    fireEvent.keyDown(map!, { key: 'Home' });
    await waitFor(() => expect(document.activeElement).toBe(plans));
    expect(plans!.getAttribute('aria-selected')).toBe('true');
  });

  it('Tab enters the list at the selected tab, not at the first one (one stop for the whole list)', () => {
    render(<Tabs items={ITEMS} label="О проекте" defaultValue="photos" />);
    // Radix keeps the list itself as the single Tab stop and hands focus to the selected tab.
    expect(screen.getAllByRole('tab').every((tab) => tab.tabIndex === -1)).toBe(true);
    const list = screen.getByRole('tablist');
    expect(list.tabIndex).toBe(0);
    list.focus();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Фото' }));
  });

  it('follows the parent when controlled', () => {
    const { rerender } = render(<Tabs items={ITEMS} label="О проекте" value="map" />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('На карте');
    rerender(<Tabs items={ITEMS} label="О проекте" value="plans" />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Планировки');
  });
});
