// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadRequestInput } from '../schema';
import type { SubmitOutcome } from '../submit-lead';

const submitLead = vi.fn<(body: LeadRequestInput) => Promise<SubmitOutcome>>();
vi.mock('../submit-lead', () => ({ submitLead: (body: LeadRequestInput) => submitLead(body) }));

const { PropertyRequestForm } = await import('./property-request-form');
const { LoanConsultationForm } = await import('./loan-consultation-form');
const { QuestionForm } = await import('./question-form');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-03-01T10:00:00+03:00'));
  submitLead.mockReset().mockResolvedValue({ kind: 'accepted', id: 'x' });
});

async function fillAndSend(extra?: () => void) {
  // The form's code arrives a moment after the section renders.
  fireEvent.change(await screen.findByLabelText('Ваше имя'), { target: { value: 'Иван' } });
  const phone = screen.getByLabelText<HTMLInputElement>('Телефон');
  phone.focus();
  fireEvent.keyDown(phone, { key: 'v', ctrlKey: true });
  phone.value = '+7 918 123 45 67';
  fireEvent.input(phone);
  extra?.();
  fireEvent.click(screen.getByRole('checkbox'));
  vi.setSystemTime(Date.now() + 5000);
  fireEvent.click(screen.getByRole('button', { name: /Отправить|Получить|Задать/ }));
  await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
  vi.useRealTimers();
  return submitLead.mock.calls[0]![0];
}

describe('lead form wrappers', () => {
  it('PropertyRequestForm sends a property lead about the unit and its complex', async () => {
    render(<PropertyRequestForm propertyId={11010001} propertyType="residential" projectId={1101} projectTitle="ЖК «Северное сияние»" consentVersion="2026-02" />);
    expect(screen.getByRole('region', { name: 'Узнать подробнее' })).toBeTruthy();
    const body = await fillAndSend(() => fireEvent.change(screen.getByLabelText(/Комментарий/), { target: { value: 'Можно посмотреть вечером?' } }));
    expect(body).toMatchObject({
      form: 'property',
      phone: '+79181234567',
      comment: 'Можно посмотреть вечером?',
      consent_version: '2026-02',
      context: { property_id: 11010001, property_type: 'residential', project_id: 1101, project_title: 'ЖК «Северное сияние»' },
    });
  });

  it('LoanConsultationForm sends a loan lead with the programme slug and names the programme', async () => {
    render(<LoanConsultationForm loanSlug="mortgage" loanName="Семейная ипотека" />);
    expect(screen.getByText(/«Семейная ипотека»/)).toBeTruthy();
    const body = await fillAndSend();
    expect(body).toMatchObject({ form: 'loan', context: { loan_slug: 'mortgage' } });
    expect(body.context).not.toHaveProperty('project_id');
  });

  it('QuestionForm is «Остались вопросы?» with the complex as context and the question required', async () => {
    render(<QuestionForm projectId={1101} projectTitle="ЖК «Северное сияние»" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Остались вопросы?' })).toBeTruthy();
    const body = await fillAndSend(() => fireEvent.change(screen.getByLabelText('Ваш вопрос'), { target: { value: 'Когда сдача?' } }));
    expect(body).toMatchObject({ form: 'question', comment: 'Когда сдача?', context: { project_id: 1101, project_title: 'ЖК «Северное сияние»' } });
  });

  it('QuestionForm can ask for something other than a question: its own intro, field label and button (a tender application)', async () => {
    render(<QuestionForm title="Заявка на участие в тендере" intro="Укажите компанию." commentLabel="Компания и предложение" submitLabel="Отправить заявку" />);
    expect(screen.getByText('Укажите компанию.')).toBeTruthy();
    const body = await fillAndSend(() => fireEvent.change(screen.getByLabelText('Компания и предложение'), { target: { value: 'ООО «Лифтстрой»' } }));
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeTruthy();
    expect(body).toMatchObject({ form: 'question', comment: 'ООО «Лифтстрой»' });
  });
});

describe('a form inside a page', () => {
  it('loads its code only when it nears the viewport or the visitor points at it, keeping its place meanwhile', async () => {
    const observed: Element[] = [];
    let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      const { unmount } = render(<QuestionForm projectId={1101} />);
      expect(screen.getByRole('status').textContent).toBe('Загружаем форму…');
      expect(screen.queryByLabelText('Ваше имя')).toBeNull();
      expect(observed).toHaveLength(1);
      act(() => notify?.([{ isIntersecting: false }]));
      expect(screen.queryByLabelText('Ваше имя')).toBeNull();
      act(() => notify?.([{ isIntersecting: true }]));
      expect(await screen.findByLabelText('Ваше имя')).toBeTruthy();
      unmount();

      render(<QuestionForm projectId={1101} />);
      fireEvent.pointerEnter(screen.getByRole('status').parentElement!);
      expect(await screen.findByLabelText('Ваше имя')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
