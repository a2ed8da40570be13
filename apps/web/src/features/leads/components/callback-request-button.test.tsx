// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const evaluated = vi.hoisted(() => ({ leadForm: 0 }));
vi.mock('./lead-form', async (importOriginal) => {
  evaluated.leadForm += 1;
  return importOriginal();
});
const submitLead = vi.hoisted(() => vi.fn());
vi.mock('../submit-lead', () => ({ submitLead }));

const { CallbackRequestButton } = await import('./callback-request-button');

beforeEach(() => {
  document.body.removeAttribute('style');
});

describe('CallbackRequestButton', () => {
  it('loads the form code only when the visitor reaches for the button', async () => {
    render(<CallbackRequestButton consentVersion="2026-02" />);
    expect(evaluated.leadForm).toBe(0);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Заказать звонок' }));
    await vi.waitFor(() => expect(evaluated.leadForm).toBe(1));
  });

  it('opens the callback form in a dialog that locks the page scroll, and closes back to the button', async () => {
    render(<CallbackRequestButton consentVersion="2026-02" />);
    const button = screen.getByRole('button', { name: 'Заказать звонок' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Заказать звонок' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.height).toBe('100vh');
    const name = await within(dialog).findByLabelText('Ваше имя');
    expect(within(dialog).getByLabelText('Телефон')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: /Я согласен\(на\)/ })).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Комментарий/)).toBeNull();
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('after a sent lead the thank-you dialog replaces the form, and closing it leaves the page as it was', async () => {
    submitLead.mockResolvedValue({ kind: 'accepted', id: 'x' });
    vi.useFakeTimers({ toFake: ['Date'] });
    render(<CallbackRequestButton />);
    const button = screen.getByRole('button', { name: 'Заказать звонок' });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Заказать звонок' });
    fireEvent.change(await within(dialog).findByLabelText('Ваше имя'), { target: { value: 'Анна' } });
    const phone = within(dialog).getByLabelText<HTMLInputElement>('Телефон');
    fireEvent.keyDown(phone, { key: '9' });
    phone.value = '9181234567';
    fireEvent.input(phone);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    vi.setSystemTime(Date.now() + 5000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Жду звонка' }));
    const thanks = await screen.findByRole('dialog', { name: 'Спасибо! Заявка отправлена' });
    vi.useRealTimers();
    // The same dialog, renamed: no second one stacked over the emptied form.
    expect(screen.getAllByRole('dialog')).toEqual([thanks]);
    expect(within(thanks).queryByLabelText('Ваше имя')).toBeNull();
    expect(within(thanks).getByText('Менеджер перезвонит вам в рабочее время.')).toBeTruthy();
    const done = within(thanks).getByRole('button', { name: 'Хорошо', description: 'Менеджер перезвонит вам в рабочее время.' });
    expect(document.activeElement).toBe(done);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.height).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('shows a loading line in the dialog until the form arrives', async () => {
    vi.resetModules();
    const fresh = await import('./callback-request-button');
    render(<fresh.CallbackRequestButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Заказать звонок' }));
    expect(screen.getByRole('status').textContent).toBe('Загружаем форму…');
    expect(await screen.findByLabelText('Ваше имя')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
