// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton, buttonClassName } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('is a button of type "button" by default, so it never submits a form by accident', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { container } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Подробнее</Button>
      </form>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Подробнее' });
    expect(button.type).toBe('button');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.querySelector('form')).not.toBeNull();
  });

  it('submits when asked to', () => {
    render(<Button type="submit">Отправить</Button>);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Отправить' }).type).toBe('submit');
  });

  it('reacts to a click and is skipped when disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Записаться</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Записаться
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Записаться' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives each look its own class, and small and block on top', () => {
    const looks = (['primary', 'secondary', 'ghost'] as const).map((variant) => buttonClassName({ variant }));
    expect(new Set(looks).size).toBe(3);
    expect(buttonClassName({ size: 'sm' }).split(' ')).toHaveLength(3);
    expect(buttonClassName({ block: true }, 'extra').split(' ')).toContain('extra');
  });
});

describe('ButtonLink', () => {
  it('is a link (it navigates), however it looks', () => {
    render(<ButtonLink href="/our-projects">Все проекты</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Все проекты' });
    expect(link.getAttribute('href')).toBe('/our-projects');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('IconButton', () => {
  it('carries its name for screen readers; the icon is not the name', () => {
    render(
      <IconButton label="Добавить в избранное">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Добавить в избранное' });
    expect(button.type).toBe('button');
  });

  it('passes state attributes through (aria-pressed for a toggle)', () => {
    render(
      <IconButton label="В избранном" aria-pressed="true">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'В избранном', pressed: true })).toBeTruthy();
  });
});
