// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadFormProps } from './lead-form';

// The form's code arrives when the test says so; the stand-in tells it is shown, as LeadForm does.
let arrive = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./lead-form', async () => {
  await arrived;
  return {
    LeadForm: ({ form, onShown }: LeadFormProps) => {
      useEffect(() => onShown?.(), [onShown]);
      return (
        <form aria-label={`Заявка ${form}`}>
          <input aria-label={`Имя ${form}`} />
        </form>
      );
    },
  };
});

const { DeferredLeadForm } = await import('./deferred-lead-form');

afterEach(() => vi.restoreAllMocks());

describe('DeferredLeadForm and the keyboard', () => {
  it('is a Tab stop while its code is on the way; the form it becomes takes the focus the keyboard left there, not focus that moved on', async () => {
    // jsdom cannot tell keyboard focus from a click's: here every focus counts as the keyboard's.
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? this === document.activeElement : matches.call(this, selector);
    });
    render(
      <>
        <DeferredLeadForm form="question" />
        <DeferredLeadForm form="callback" />
      </>,
    );
    await act(async () => {});
    const [question, callback] = screen.getAllByRole('status').map((line) => line.parentElement!);
    expect(question!.tabIndex).toBe(0);
    expect(callback!.tabIndex).toBe(0);

    // The visitor tabs to the first form's place, then on to the second's.
    act(() => question!.focus());
    await act(async () => {});
    expect(document.activeElement).toBe(question);
    act(() => callback!.focus());
    await act(async () => {});
    expect(document.activeElement).toBe(callback);

    arrive();
    await screen.findByRole('textbox', { name: 'Имя question' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Имя callback' }));
    // With the forms here their places leave the Tab order: their fields are the stops now.
    expect(question!.hasAttribute('tabindex')).toBe(false);
    expect(callback!.hasAttribute('tabindex')).toBe(false);
  });
});
