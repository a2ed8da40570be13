// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Page({ nested = false, initialFocus }: { nested?: boolean; initialFocus?: (dialog: HTMLElement) => HTMLElement | null }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Заказать звонок" initialFocus={initialFocus}>
        <label>
          Ваше имя
          <input />
        </label>
        <button type="button" onClick={() => setInner(true)}>
          Отправить
        </button>
        {nested ? (
          <Modal open={inner} onClose={() => setInner(false)} title="Спасибо!">
            <button type="button">Хорошо</button>
          </Modal>
        ) : null}
      </Modal>
      <p>Страница</p>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Открыть' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Заказать звонок' }) };
}

beforeEach(() => {
  document.body.removeAttribute('style');
  document.body.style.overflow = 'scroll';
});

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered only when open', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeTruthy();
  });

  it('locks the page scroll while open and restores the previous values on close', () => {
    document.body.style.overflow = 'auto';
    document.body.style.height = '50%';
    render(<Page />);
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.height).toBe('100vh');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.style.height).toBe('50%');
  });

  it('moves focus to the first field and returns it to the opener on close', () => {
    render(<Page />);
    const { opener } = openModal();
    expect(document.activeElement).toBe(screen.getByLabelText('Ваше имя'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('can focus the dialog itself on open (no field, no keyboard raised on a phone), announced by its title', () => {
    render(<Page initialFocus={(dialog) => dialog} />);
    const { dialog, opener } = openModal();
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByLabelText<HTMLInputElement>('Ваше имя')).not.toBe(document.activeElement);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: forward from the last element to the first, backward from the first to the last', () => {
    render(<Page />);
    openModal();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const submit = screen.getByRole('button', { name: 'Отправить' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    // In the middle the browser moves focus itself: the trap leaves the key alone.
    const field = screen.getByLabelText('Ваше имя');
    field.focus();
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
  });

  it('closes on a click on the backdrop but not on a click inside the dialog', () => {
    render(<Page />);
    const { dialog } = openModal();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    // A text selection that started in a field and ended outside is not a backdrop click.
    fireEvent.mouseDown(screen.getByLabelText('Ваше имя'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('a dialog over a dialog: Esc closes only the top one and the scroll lock holds until the last closes', () => {
    render(<Page nested />);
    openModal();
    screen.getByRole('button', { name: 'Отправить' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const thanks = screen.getByRole('dialog', { name: 'Спасибо!' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Хорошо' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Хорошо' }), { key: 'Escape' });
    expect(thanks.isConnected).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Заказать звонок' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Отправить' }));
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.body.style.height).toBe('');
  });
});
