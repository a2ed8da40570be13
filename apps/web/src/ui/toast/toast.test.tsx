// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, showToast, TOAST_DURATION, ToastRegion } from './toast';

/** Lets fake time pass, with React's updates applied. */
function elapse(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => dismissAllToasts());
  vi.useRealTimers();
});

describe('Toast', () => {
  it('the live region is on the page before any message, empty', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('status', { name: 'Уведомления' });
    expect(region.textContent).toBe('');
  });

  it('shows a message in the live region and removes it after a few seconds', () => {
    render(<ToastRegion />);
    act(() => {
      showToast('Заявка отправлена', { tone: 'success' });
    });
    const region = screen.getByRole('status', { name: 'Уведомления' });
    expect(region.textContent).toContain('Заявка отправлена');
    elapse(TOAST_DURATION - 100);
    expect(screen.queryByText('Заявка отправлена')).not.toBeNull();
    elapse(200);
    expect(screen.queryByText('Заявка отправлена')).toBeNull();
  });

  it('is dismissed by its «Закрыть» button', () => {
    render(<ToastRegion />);
    act(() => {
      showToast('Добавлено в избранное');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Добавлено в избранное')).toBeNull();
  });

  it('waits while the pointer is over it or focus is inside, then takes the time that was left', () => {
    render(<ToastRegion />);
    act(() => {
      showToast('Ссылка скопирована', { duration: 4000 });
    });
    const toast = screen.getByText('Ссылка скопирована').parentElement!;
    elapse(1000);
    fireEvent.mouseEnter(toast);
    elapse(10_000);
    expect(screen.queryByText('Ссылка скопирована')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => screen.getByRole('button', { name: 'Закрыть' }).focus());
    elapse(10_000);
    expect(screen.queryByText('Ссылка скопирована')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Закрыть' }).blur());
    elapse(2900);
    expect(screen.queryByText('Ссылка скопирована')).not.toBeNull();
    elapse(200);
    expect(screen.queryByText('Ссылка скопирована')).toBeNull();
  });

  it('stacks several messages, newest last, at most three', () => {
    render(<ToastRegion />);
    act(() => {
      for (const text of ['Первое', 'Второе', 'Третье', 'Четвёртое']) showToast(text);
    });
    const texts = Array.from(screen.getByRole('status').querySelectorAll('p'), (p) => p.textContent);
    expect(texts).toEqual(['Второе', 'Третье', 'Четвёртое']);
  });
});
