// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The form's code arrives when the test says so.
let arrive = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./lead-form', async () => {
  await arrived;
  return { LeadForm: () => <form aria-label="Заявка" /> };
});

const { DeferredLeadForm } = await import('./deferred-lead-form');

describe('DeferredLeadForm', () => {
  it('keeps the height of the form while its code is on the way, so the page below does not jump', async () => {
    // jsdom has no IntersectionObserver: the form is wanted at once.
    render(<DeferredLeadForm form="question" />);
    const line = () => screen.getByRole('status');
    expect(line().textContent).toBe('Загружаем форму…');
    expect(line().className).toMatch(/reserved/);
    await act(async () => {});
    expect(line().className).toMatch(/reserved/);
    arrive();
    expect(await screen.findByRole('form', { name: 'Заявка' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
