// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, the explanation and the next step; the icon is decoration', () => {
    render(
      <EmptyState
        title="Ничего не нашлось"
        headingLevel={3}
        icon={<svg data-testid="icon" />}
        action={<button type="button">Сбросить фильтры</button>}
      >
        Попробуйте убрать часть фильтров.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Ничего не нашлось' })).toBeTruthy();
    expect(screen.getByText('Попробуйте убрать часть фильтров.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is an h2 by default and leaves out what it is not given', () => {
    const { container } = render(<EmptyState title="Избранное пусто" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Избранное пусто' })).toBeTruthy();
    expect(container.querySelector('[aria-hidden]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
