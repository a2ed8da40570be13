// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type SendRequestBodyInput } from '../schema';
import type { SubmitOutcome } from '../submit-lead';

const submitSendRequest = vi.fn<(body: SendRequestBodyInput) => Promise<SubmitOutcome>>();
vi.mock('../submit-lead', () => ({ submitSendRequest: (body: SendRequestBodyInput) => submitSendRequest(body) }));

const { SendByEmailButton: Button } = await import('./send-by-email-button');

/** The unit page's words, unless a test gives its own. */
function SendByEmailButton({ label = 'Отправить на e-mail', title = 'Отправить на e-mail', ...props }: Omit<Parameters<typeof Button>[0], 'label' | 'title'> & { label?: string; title?: string }) {
  return <Button {...(props as Parameters<typeof Button>[0])} label={label} title={title} />;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-03-01T10:00:00+03:00'));
  submitSendRequest.mockReset();
  localStorage.clear();
  window.history.replaceState(null, '', '/favourite?ids=11010001,11010002');
});

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the dialog and waits for the form's code. */
async function openDialog(name = 'Отправить на e-mail') {
  fireEvent.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByLabelText('E-mail');
  return dialog;
}

const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText<HTMLInputElement>(label);
const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Отправить' });

function type(input: HTMLInputElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function fillAndSend(dialog: HTMLElement, { email = 'anna@example.ru', name = '' } = {}) {
  type(field(dialog, 'E-mail'), email);
  if (name) type(field(dialog, /Ваше имя/), name);
  const consent = field(dialog, /Я согласен\(на\)/);
  if (!consent.checked) fireEvent.click(consent);
  vi.setSystemTime(Date.now() + 5000);
  fireEvent.click(submit(dialog));
}

describe('SendByEmailButton', () => {
  it('opens a dialog with the given title, the e-mail first and focused, the name optional, the consent with the policy link', async () => {
    render(<SendByEmailButton propertyIds={[11010001]} title="Отправить квартиру на e-mail" />);
    const button = screen.getByRole('button', { name: 'Отправить на e-mail' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    const dialog = await openDialog();
    expect(screen.getByRole('dialog', { name: 'Отправить квартиру на e-mail' })).toBe(dialog);
    const email = field(dialog, 'E-mail');
    expect(email.type).toBe('email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(field(dialog, 'Ваше имя (необязательно)').getAttribute('aria-required')).toBeNull();
    expect(field(dialog, /Я согласен\(на\) на обработку персональных данных/).checked).toBe(false);
    expect(within(dialog).getByRole('link', { name: /политикой конфиденциальности/ }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('says what is wrong with each field in Russian and sends nothing', async () => {
    render(<SendByEmailButton propertyIds={[11010001]} />);
    const dialog = await openDialog();
    fireEvent.click(submit(dialog));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.consent)).toBeTruthy();
    type(field(dialog, 'E-mail'), 'anna@');
    expect(await within(dialog).findByText('Поле должно содержать E-mail')).toBeTruthy();
    const error = within(dialog).getByText('Поле должно содержать E-mail');
    expect(field(dialog, 'E-mail').getAttribute('aria-describedby')).toBe(error.id);
    type(field(dialog, /Ваше имя/), 'А');
    expect(await within(dialog).findByText('Кол-во символов не должно быть меньше 2')).toBeTruthy();
    type(field(dialog, /Ваше имя/), '42');
    expect(await within(dialog).findByText(MESSAGES.name)).toBeTruthy();
    expect(submitSendRequest).not.toHaveBeenCalled();
  });

  it('posts the units, the address, the consent version, the page, an id and the fill time', async () => {
    localStorage.setItem('utm', JSON.stringify({ utm_source: 'yandex' }));
    submitSendRequest.mockResolvedValue({ kind: 'accepted', id: 'r-1' });
    render(<SendByEmailButton propertyIds={[11010001, 11010002, 11010001]} consentVersion="2026-02" />);
    const dialog = await openDialog();
    await fillAndSend(dialog, { email: ' anna@example.ru ', name: 'Анна' });
    await waitFor(() => expect(submitSendRequest).toHaveBeenCalledTimes(1));
    expect(submitSendRequest.mock.calls[0]![0]).toEqual({
      request_id: expect.stringMatching(UUID),
      email: 'anna@example.ru',
      name: 'Анна',
      property_ids: [11010001, 11010002],
      consent: true,
      consent_version: '2026-02',
      page_url: `${window.location.origin}/favourite?ids=11010001,11010002`,
      utm: { utm_source: 'yandex' },
      fill_ms: 5000,
      website: '',
    });
  });

  it('a complex is sent by its id; without a name and a CMS version the body says so', async () => {
    submitSendRequest.mockResolvedValue({ kind: 'accepted', id: 'r-2' });
    render(<SendByEmailButton projectId={1101} label="Отправить ЖК на почту" />);
    const dialog = await openDialog('Отправить ЖК на почту');
    await fillAndSend(dialog);
    await waitFor(() => expect(submitSendRequest).toHaveBeenCalledTimes(1));
    const body = submitSendRequest.mock.calls[0]![0];
    expect(body).toMatchObject({ project_id: 1101, consent_version: '2026-01' });
    expect(body).not.toHaveProperty('property_ids');
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('utm');
  });

  it('after success says where it was sent and that it may take a few minutes; «Хорошо» closes, the next time starts empty', async () => {
    submitSendRequest.mockResolvedValue({ kind: 'accepted', id: 'r-3' });
    render(<SendByEmailButton propertyIds={[11010001]} />);
    const dialog = await openDialog();
    await fillAndSend(dialog);
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('Отправили на адрес anna@example.ru.');
    expect(status.textContent).toContain('Письмо придёт в течение нескольких минут');
    const done = within(dialog).getByRole('button', { name: 'Хорошо' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    fireEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    const again = await openDialog();
    expect(field(again, 'E-mail').value).toBe('');
    expect(field(again, /Я согласен/).checked).toBe(false);
  });

  it('a server failure keeps what was typed and the same «Отправить» tries again under the same request id', async () => {
    submitSendRequest.mockResolvedValueOnce({ kind: 'failed', message: 'Не удалось отправить. Попробуйте ещё раз через минуту — введённые данные сохранены.' });
    render(<SendByEmailButton propertyIds={[11010001]} />);
    const dialog = await openDialog();
    await fillAndSend(dialog, { name: 'Анна' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Не удалось отправить. Попробуйте ещё раз через минуту — введённые данные сохранены.');
    expect(field(dialog, 'E-mail').value).toBe('anna@example.ru');
    expect(field(dialog, /Ваше имя/).value).toBe('Анна');
    expect(field(dialog, /Я согласен/).checked).toBe(true);
    const retry = submit(dialog) as HTMLButtonElement;
    expect(retry.disabled).toBe(false);

    submitSendRequest.mockResolvedValueOnce({ kind: 'accepted', id: 'r-4' });
    fireEvent.click(retry);
    await within(dialog).findByText(/Отправили на адрес anna@example.ru/);
    const [first, second] = submitSendRequest.mock.calls.map(([body]) => body.request_id);
    expect(second).toBe(first);
  });

  it('puts the server’s field messages next to the fields and the rest above the button', async () => {
    submitSendRequest.mockResolvedValue({
      kind: 'invalid',
      message: 'Проверьте, пожалуйста, поля формы',
      fields: { email: 'Поле должно содержать E-mail', property_ids: 'Можно отправить не больше 50 объектов за раз' },
    });
    render(<SendByEmailButton propertyIds={[11010001]} />);
    const dialog = await openDialog();
    await fillAndSend(dialog);
    const emailError = await within(dialog).findByText('Поле должно содержать E-mail');
    expect(field(dialog, 'E-mail').getAttribute('aria-describedby')).toBe(emailError.id);
    expect(within(dialog).getByRole('alert').textContent).toBe('Проверьте, пожалуйста, поля формы Можно отправить не больше 50 объектов за раз');
    expect(field(dialog, 'E-mail').value).toBe('anna@example.ru');
  });

  it('what was typed survives closing the dialog before sending', async () => {
    render(<SendByEmailButton propertyIds={[11010001]} />);
    let dialog = await openDialog();
    type(field(dialog, 'E-mail'), 'anna@example.ru');
    type(field(dialog, /Ваше имя/), 'Анна');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDialog();
    expect(field(dialog, 'E-mail').value).toBe('anna@example.ru');
    expect(field(dialog, /Ваше имя/).value).toBe('Анна');
  });
});
