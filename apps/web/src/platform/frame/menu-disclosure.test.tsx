// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const { MenuDisclosure } = await import('./menu-disclosure');

function renderMenu() {
  render(
    <MenuDisclosure label="Основное меню">
      <ul>
        <li>
          <a href="/our-projects">Проекты</a>
        </li>
      </ul>
    </MenuDisclosure>,
  );
  return screen.getByRole('button', { name: 'Меню' });
}

describe('MenuDisclosure', () => {
  it('opens and closes with the button, reporting the state in aria-expanded', () => {
    const button = renderMenu();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.dataset.open).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.dataset.open).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape from inside the menu and returns focus to the button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Проекты' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
