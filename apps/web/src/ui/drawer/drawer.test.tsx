// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

function Filters() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Фильтры
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Фильтры"
        footer={
          <>
            <button type="button">Сбросить</button>
            <button type="button" onClick={() => setOpen(false)}>
              Показать 24 квартиры
            </button>
          </>
        }
      >
        <label>
          <input type="checkbox" /> Студия
        </label>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog in the drawer placement, named by its title, with body and footer', () => {
    render(<Filters />);
    const opener = screen.getByRole('button', { name: 'Фильтры' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Фильтры' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-placement')).toBe('drawer');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Студия' }));
    expect(dialog.contains(screen.getByRole('button', { name: 'Показать 24 квартиры' }))).toBe(true);
  });

  it('keeps Tab inside, closes with Escape and gives focus back to the opener', () => {
    render(<Filters />);
    const opener = screen.getByRole('button', { name: 'Фильтры' });
    opener.focus();
    fireEvent.click(opener);
    const show = screen.getByRole('button', { name: 'Показать 24 квартиры' });
    show.focus();
    fireEvent.keyDown(show, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a footer button can close it too', () => {
    render(<Filters />);
    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    fireEvent.click(screen.getByRole('button', { name: 'Показать 24 квартиры' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
