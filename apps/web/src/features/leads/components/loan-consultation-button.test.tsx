// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadRequestInput } from '../schema';

const evaluated = vi.hoisted(() => ({ leadForm: 0 }));
vi.mock('./lead-form', async (importOriginal) => {
  evaluated.leadForm += 1;
  return importOriginal();
});
const submitLead = vi.hoisted(() => vi.fn());
vi.mock('../submit-lead', () => ({ submitLead }));

const { LoanConsultationButton } = await import('./loan-consultation-button');

beforeEach(() => {
  document.body.removeAttribute('style');
  submitLead.mockReset().mockResolvedValue({ kind: 'accepted', id: 'x' });
});

describe('LoanConsultationButton', () => {
  it('names the programme to a screen reader and loads no form code until the visitor reaches for it', async () => {
    render(<LoanConsultationButton loanSlug="mortgage" loanName="Ипотека" />);
    const button = screen.getByRole('button', { name: 'Получить консультацию: Ипотека' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(evaluated.leadForm).toBe(0);
    fireEvent.focus(button);
    await vi.waitFor(() => expect(evaluated.leadForm).toBe(1));
  });

  it('opens the consultation form of that programme in a dialog and sends its slug', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    render(<LoanConsultationButton loanSlug="deffered" loanName="Рассрочка" consentVersion="2026-02" />);
    const button = screen.getByRole('button', { name: /Получить консультацию/ });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Консультация: Рассрочка' });
    expect(within(dialog).getByText(/«Рассрочка»/)).toBeTruthy();
    const name = await within(dialog).findByLabelText('Ваше имя');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Анна' } });
    const phone = within(dialog).getByLabelText<HTMLInputElement>('Телефон');
    fireEvent.keyDown(phone, { key: '9' });
    phone.value = '9181234567';
    fireEvent.input(phone);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    vi.setSystemTime(Date.now() + 5000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Получить консультацию' }));
    await screen.findByRole('dialog', { name: 'Спасибо! Заявка отправлена' });
    vi.useRealTimers();
    const body = submitLead.mock.calls[0]![0] as LeadRequestInput;
    expect(body).toMatchObject({ form: 'loan', phone: '+79181234567', consent_version: '2026-02', context: { loan_slug: 'deffered' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хорошо' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
