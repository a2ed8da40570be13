// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, MIN_FILL_MS, type LeadRequestInput } from '../schema';
import type { SubmitOutcome } from '../submit-lead';

const submitLead = vi.fn<(body: LeadRequestInput) => Promise<SubmitOutcome>>();
vi.mock('../submit-lead', () => ({ submitLead: (body: LeadRequestInput) => submitLead(body) }));

const { LeadForm, acceptableContext } = await import('./lead-form');

const START = Date.parse('2026-03-01T10:00:00+03:00');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  submitLead.mockReset();
  localStorage.clear();
  window.history.replaceState(null, '', '/our-projects/severnoe-siyanie?utm_source=yandex');
});

afterEach(() => {
  vi.useRealTimers();
});

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);

function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

function pastePhone(text: string) {
  const input = field('Телефон');
  input.focus();
  input.setSelectionRange(0, input.value.length);
  fireEvent.keyDown(input, { key: 'v', ctrlKey: true });
  input.value = text;
  input.setSelectionRange(text.length, text.length);
  fireEvent.input(input);
}

async function fillValid({ question = false } = {}) {
  typeInto(field('Ваше имя'), 'Анна');
  pastePhone('8 918 123-45-67');
  if (question) typeInto(field('Ваш вопрос'), 'Есть ли трёхкомнатные квартиры с видом на парк?');
  fireEvent.click(field(/Я согласен\(на\)/));
  await waitFor(() => expect(formElement().dataset.valid).toBe('true'));
}

const formElement = () => document.querySelector('form') as HTMLFormElement;
const submitButton = () => within(formElement()).getByRole('button');

/** Pretends the visitor took their time, so the form sends at once. */
function letTimePass(ms = MIN_FILL_MS + 500) {
  vi.setSystemTime(Date.now() + ms);
}

describe('LeadForm fields and errors', () => {
  it('shows the fields of the callback form and a separate unchecked consent with the policy link in a new tab', () => {
    render(<LeadForm form="callback" />);
    expect(field('Ваше имя')).toBeTruthy();
    expect(field('Телефон').type).toBe('tel');
    expect(screen.queryByLabelText(/Комментарий/)).toBeNull();
    expect(screen.queryByLabelText(/E-mail/)).toBeNull();
    const consent = field(/Я согласен\(на\) на обработку персональных данных в соответствии с политикой конфиденциальности/);
    expect(consent.type).toBe('checkbox');
    expect(consent.checked).toBe(false);
    const link = screen.getByRole('link', { name: /политикой конфиденциальности/ });
    expect(link.getAttribute('href')).toBe('/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('says nothing before a field is touched, then the Russian message linked to the field', async () => {
    render(<LeadForm form="callback" />);
    const name = field('Ваше имя');
    typeInto(name, 'А');
    typeInto(name, '');
    await waitFor(() => expect(formElement().dataset.valid).toBe('false'));
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(name);
    const error = await screen.findByText('Поле обязательно для заполнения');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    typeInto(name, 'А');
    expect(await screen.findByText('Кол-во символов не должно быть меньше 2')).toBeTruthy();
  });

  it('calls an incomplete phone incomplete', async () => {
    render(<LeadForm form="callback" />);
    pastePhone('918 12');
    fireEvent.blur(field('Телефон'));
    expect(await screen.findByText(MESSAGES.phone)).toBeTruthy();
    expect(field('Телефон').getAttribute('aria-invalid')).toBe('true');
  });

  it('calls a number whose code starts with 0, 1 or 2 a slip, and takes a Moscow landline', async () => {
    render(<LeadForm form="callback" />);
    pastePhone('111 111 11 11');
    fireEvent.blur(field('Телефон'));
    expect(await screen.findByText(MESSAGES.phoneCode)).toBeTruthy();
    pastePhone('495 123 45 67');
    fireEvent.blur(field('Телефон'));
    await waitFor(() => expect(screen.queryByText(MESSAGES.phoneCode)).toBeNull());
    expect(field('Телефон').getAttribute('aria-invalid')).toBeNull();
  });

  it('holds a new error back while the pointer that left the field is down, so the pressed box stays under it', async () => {
    render(<LeadForm form="callback" />);
    pastePhone('918 12');
    const consent = field(/Я согласен\(на\)/);
    // Pressing the consent box: the phone field loses focus under the pointer.
    fireEvent.pointerDown(consent);
    fireEvent.blur(field('Телефон'));
    await act(async () => {});
    expect(screen.queryByText(MESSAGES.phone)).toBeNull();
    fireEvent.pointerUp(window);
    fireEvent.click(consent);
    expect(await screen.findByText(MESSAGES.phone)).toBeTruthy();
    expect(consent.checked).toBe(true);
  });

  it('a failed send focuses the first field with an error, in the order the form shows them', async () => {
    render(<LeadForm form="question" />);
    typeInto(field('Ваше имя'), 'Анна');
    pastePhone('918 12');
    fireEvent.click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(field('Телефон')));
  });

  it('a submit attempt shows every error, requires the consent and sends nothing', async () => {
    render(<LeadForm form="property" />);
    fireEvent.click(submitButton());
    expect(await screen.findAllByText('Поле обязательно для заполнения')).toHaveLength(2);
    expect(screen.getByText(MESSAGES.consent)).toBeTruthy();
    expect(field(/Я согласен/).getAttribute('aria-invalid')).toBe('true');
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('the question form: «Ваш вопрос» required, an optional e-mail checked, re-validated on each input', async () => {
    render(<LeadForm form="question" />);
    const question = field('Ваш вопрос');
    const email = field(/E-mail/);
    typeInto(email, 'anna@');
    fireEvent.blur(email);
    expect(await screen.findByText('Поле должно содержать E-mail')).toBeTruthy();
    fireEvent.input(email, { target: { value: 'anna@example.ru' } });
    await waitFor(() => expect(screen.queryByText('Поле должно содержать E-mail')).toBeNull());
    fireEvent.focus(question);
    fireEvent.blur(question);
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(question.getAttribute('aria-required')).toBe('true');
  });

  it('takes an e-mail with a Cyrillic domain, as the server and sales-data do', async () => {
    render(<LeadForm form="question" />);
    const email = field(/E-mail/);
    typeInto(email, 'анна@пример.рф');
    fireEvent.blur(email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('Поле должно содержать E-mail')).toBeNull();
  });

  it('names a pasted NUL character next to its field, and sends nothing', async () => {
    render(<LeadForm form="question" />);
    typeInto(field('Ваше имя'), 'Ан\u0000на');
    fireEvent.blur(field('Ваше имя'));
    typeInto(field('Ваш вопрос'), 'Есть ли\u0000 парковка?');
    fireEvent.blur(field('Ваш вопрос'));
    const errors = await screen.findAllByText(MESSAGES.unstorable);
    expect(errors).toHaveLength(2);
    expect(field('Ваше имя').getAttribute('aria-describedby')).toBe(errors[0]!.id);
    expect(field('Ваш вопрос').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(submitButton());
    await waitFor(() => expect(formElement().dataset.valid).toBe('false'));
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('exposes the touched, dirty and valid flags on the form', async () => {
    render(<LeadForm form="callback" />);
    const form = formElement();
    expect(form.dataset).toMatchObject({ touched: 'false', dirty: 'false', submitting: 'false' });
    typeInto(field('Ваше имя'), 'Анна');
    fireEvent.blur(field('Ваше имя'));
    await waitFor(() => expect(form.dataset).toMatchObject({ touched: 'true', dirty: 'true', valid: 'false' }));
    await fillValid();
    expect(form.dataset.valid).toBe('true');
  });

  it('keeps the honeypot out of the accessibility tree and the tab order', () => {
    render(<LeadForm form="callback" />);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot!.tabIndex).toBe(-1);
    expect(honeypot!.getAttribute('autocomplete')).toBe('off');
    expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'phone']);
  });
});

describe('LeadForm submit', () => {
  it('sends the lead with its id, form, context, attribution, fill time, an empty honeypot and the phone as +7XXXXXXXXXX', async () => {
    localStorage.setItem('utm', JSON.stringify({ utm_source: 'yandex', utm_campaign: 'spring' }));
    submitLead.mockResolvedValue({ kind: 'accepted', id: 'x' });
    render(
      <LeadForm
        form="question"
        consentVersion="2026-02"
        context={{ project_id: 1101, project_title: 'ЖК «Северное сияние»' }}
      />,
    );
    await fillValid({ question: true });
    letTimePass(4000);
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
    const body = submitLead.mock.calls[0]![0];
    expect(body).toEqual({
      lead_id: expect.stringMatching(UUID),
      form: 'question',
      name: 'Анна',
      phone: '+79181234567',
      comment: 'Есть ли трёхкомнатные квартиры с видом на парк?',
      consent: true,
      consent_version: '2026-02',
      context: {
        project_id: 1101,
        project_title: 'ЖК «Северное сияние»',
        page_url: 'http://localhost:3000/our-projects/severnoe-siyanie?utm_source=yandex'.replace('http://localhost:3000', window.location.origin),
      },
      utm: { utm_source: 'yandex', utm_campaign: 'spring' },
      fill_ms: 4000,
      website: '',
    });
  });

  it('falls back to the built-in consent version and leaves out fields the form does not show', async () => {
    submitLead.mockResolvedValue({ kind: 'accepted', id: 'x' });
    render(<LeadForm form="callback" />);
    await fillValid();
    letTimePass();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitLead).toHaveBeenCalled());
    const body = submitLead.mock.calls[0]![0];
    expect(body.consent_version).toBe('2026-01');
    expect(body).not.toHaveProperty('comment');
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('utm');
  });

  it('sends what a script typed into the honeypot, so the server can drop it', async () => {
    submitLead.mockResolvedValue({ kind: 'accepted', id: 'x' });
    render(<LeadForm form="callback" />);
    await fillValid();
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    letTimePass();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitLead).toHaveBeenCalled());
    expect(submitLead.mock.calls[0]![0].website).toBe('http://spam.example');
  });

  it('says «Отправляем…» while sending, refuses a second press, and keeps focus on the button through a failure', async () => {
    let answer!: (outcome: SubmitOutcome) => void;
    submitLead.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<LeadForm form="callback" />);
    await fillValid();
    letTimePass();
    submitButton().focus();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Отправляем…'));
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(formElement().dataset.submitting).toBe('true');
    fireEvent.click(submitButton());
    await act(async () => answer({ kind: 'failed', message: 'Сервер недоступен' }));
    expect(submitLead).toHaveBeenCalledTimes(1);
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
    expect(submitButton().textContent).toBe('Жду звонка');
    // Not disabled at any point, so focus stayed where the visitor pressed (inside a dialog, too).
    expect(document.activeElement).toBe(submitButton());
  });

  it('a visitor faster than a person waits out the minimum fill time before the lead is sent', async () => {
    vi.useRealTimers();
    submitLead.mockResolvedValue({ kind: 'accepted', id: 'x' });
    render(<LeadForm form="callback" />);
    await fillValid();
    const clicked = Date.now();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Отправляем…'));
    expect(submitLead).not.toHaveBeenCalled();
    await waitFor(() => expect(submitLead).toHaveBeenCalled(), { timeout: MIN_FILL_MS + 1000 });
    expect(Date.now() - clicked).toBeGreaterThan(MIN_FILL_MS - 1000);
    expect(submitLead.mock.calls[0]![0].fill_ms).toBeGreaterThanOrEqual(MIN_FILL_MS);
  });

  it("thanks for a question with where the answer comes: by phone or by e-mail, not «перезвонит»", async () => {
    submitLead.mockResolvedValue({ kind: 'accepted', id: 'lead-q' });
    render(<LeadForm form="question" />);
    await fillValid({ question: true });
    letTimePass();
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Спасибо! Заявка отправлена' });
    expect(within(dialog).getByText(/ответит вам в рабочее время — по телефону или на e-mail/)).toBeTruthy();
    expect(within(dialog).queryByText(/перезвонит/)).toBeNull();
  });

  it('on success emits the submit event first, then opens the thank-you dialog and starts a fresh form', async () => {
    submitLead.mockResolvedValue({ kind: 'accepted', id: 'lead-1' });
    const dialogAtSubmitEvent: Array<HTMLElement | null> = [];
    const onSubmitted = vi.fn(() => void dialogAtSubmitEvent.push(screen.queryByRole('dialog')));
    const onDone = vi.fn();
    render(<LeadForm form="loan" context={{ loan_slug: 'family' }} onSubmitted={onSubmitted} onDone={onDone} />);
    await fillValid();
    letTimePass();
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Спасибо! Заявка отправлена' });
    expect(onSubmitted).toHaveBeenCalledWith({ form: 'loan', id: 'lead-1' });
    expect(dialogAtSubmitEvent).toEqual([null]);
    expect(within(dialog).getByText(/перезвонит вам в рабочее время/)).toBeTruthy();
    expect(field('Ваше имя').value).toBe('');
    expect(field('Телефон').value).toBe('');
    expect(field(/Я согласен/).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хорошо' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);

    // The next lead from the same page is a new lead with a new id.
    await fillValid();
    letTimePass();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(2));
    const [first, second] = submitLead.mock.calls.map(([body]) => body.lead_id);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('shows the server’s field messages next to the fields and the rest above the button', async () => {
    submitLead.mockResolvedValue({
      kind: 'invalid',
      message: 'Проверьте, пожалуйста, поля формы',
      fields: { phone: 'Этот номер не обслуживается', 'context.page_url': 'Неверный формат значения', body: 'Неверный формат значения' },
    });
    render(<LeadForm form="callback" />);
    await fillValid();
    letTimePass();
    fireEvent.click(submitButton());
    const phoneError = await screen.findByText('Этот номер не обслуживается');
    expect(field('Телефон').getAttribute('aria-describedby')).toBe(phoneError.id);
    expect(screen.getByRole('alert').textContent).toBe('Проверьте, пожалуйста, поля формы Неверный формат значения');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a failure keeps what was typed and says so in an alert above the button', async () => {
    submitLead.mockResolvedValue({ kind: 'failed', message: 'Не удалось отправить заявку. Попробуйте ещё раз через минуту — введённые данные сохранены.' });
    render(<LeadForm form="property" context={{ property_id: 11010001, property_type: 'residential' }} />);
    typeInto(field(/Комментарий/), 'Интересует ипотека');
    await fillValid();
    letTimePass();
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('введённые данные сохранены');
    expect(alert.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field('Ваше имя').value).toBe('Анна');
    expect(field('Телефон').value).toBe('+7 (918) 123-45-67');
    expect(field(/Комментарий/).value).toBe('Интересует ипотека');
    expect(field(/Я согласен/).checked).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('LeadForm resubmission', () => {
  it('sends the same values again under the same lead id, and corrected values under a new one', async () => {
    submitLead.mockResolvedValue({ kind: 'failed', message: 'Не удалось отправить заявку.' });
    render(<LeadForm form="callback" />);
    await fillValid();
    letTimePass();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
    await screen.findByRole('alert');
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(2));
    const [first, retry] = submitLead.mock.calls.map(([body]) => body);
    expect(retry!.lead_id).toBe(first!.lead_id);

    typeInto(field('Ваше имя'), 'Анна Петрова');
    await waitFor(() => expect(formElement().dataset.valid).toBe('true'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(3));
    const corrected = submitLead.mock.calls[2]![0];
    expect(corrected.name).toBe('Анна Петрова');
    expect(corrected.lead_id).toMatch(UUID);
    expect(corrected.lead_id).not.toBe(first!.lead_id);
  });
});

describe('acceptableContext', () => {
  it('keeps good values and drops or cuts what the server would refuse', () => {
    expect(acceptableContext({ project_id: 1101, project_title: ' ЖК «Северное сияние» ', property_type: 'parking' }, 'https://novostroy.example/a')).toEqual({
      project_id: 1101,
      project_title: 'ЖК «Северное сияние»',
      property_type: 'parking',
      page_url: 'https://novostroy.example/a',
    });
    const cut = acceptableContext({ project_id: 0, property_id: 1.5, project_title: 'Ж'.repeat(300), loan_slug: '' }, `https://novostroy.example/${'a'.repeat(2100)}`);
    expect(cut).toEqual({ project_title: 'Ж'.repeat(200) });
  });
});
