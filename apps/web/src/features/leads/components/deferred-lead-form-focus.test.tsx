// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeadFormProps } from './lead-form';

// The form's code arrives when the test says so; the stand-in focuses its first field as LeadForm does.
let arrive = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./lead-form', async () => {
  await arrived;
  return {
    LeadForm: ({ focusFirstField }: LeadFormProps) => (
      <form aria-label="Заявка">
        <input aria-label="Имя" ref={(input) => (focusFirstField ? input?.focus() : undefined)} />
      </form>
    ),
  };
});

const { DeferredLeadForm } = await import('./deferred-lead-form');

describe('DeferredLeadForm and the keyboard', () => {
  it('puts the loading line in the Tab order, and the form it became takes the focus to its first field', async () => {
    render(
      <>
        <button type="button">До формы</button>
        <DeferredLeadForm form="question" />
        <button type="button">После формы</button>
      </>,
    );
    const line = screen.getByRole('status');
    expect(line.tabIndex).toBe(0);
    act(() => line.focus());
    arrive();
    const name = await screen.findByRole('textbox', { name: 'Имя' });
    expect(document.activeElement).toBe(name);
  });

  it('leaves the focus alone when the form arrives without the visitor having tabbed to it', async () => {
    render(<DeferredLeadForm form="question" />);
    await screen.findByRole('textbox', { name: 'Имя' });
    expect(document.activeElement).toBe(document.body);
  });
});
