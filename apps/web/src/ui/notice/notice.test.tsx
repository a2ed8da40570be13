// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('Notice', () => {
  it('announces an error at once (role alert)', () => {
    render(
      <Notice tone="error" title="Не удалось отправить заявку">
        Проверьте соединение и попробуйте ещё раз.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Не удалось отправить заявку' + 'Проверьте соединение и попробуйте ещё раз.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['info', 'success', 'warning'] as const)('announces %s politely (role status)', (tone) => {
    render(<Notice tone={tone}>Цены обновлены сегодня.</Notice>);
    expect(screen.getByRole('status').textContent).toBe('Цены обновлены сегодня.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is info by default; its icon is hidden from screen readers and differs by tone', () => {
    const { container, rerender } = render(<Notice>Текст</Notice>);
    expect(screen.getByRole('status').getAttribute('data-tone')).toBe('info');
    const icon = container.querySelector('svg')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    const infoShape = icon.innerHTML;
    rerender(<Notice tone="warning">Текст</Notice>);
    expect(container.querySelector('svg')!.innerHTML).not.toBe(infoShape);
  });

  it('shows an action after the text', () => {
    render(
      <Notice tone="error" action={<button type="button">Повторить</button>}>
        Ошибка загрузки
      </Notice>,
    );
    expect(screen.getByRole('alert').contains(screen.getByRole('button', { name: 'Повторить' }))).toBe(true);
  });
});
