// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

const TRAIL = [{ label: 'Главная', href: '/' }, { label: 'Проекты', href: '/our-projects' }, { label: 'ЖК «Солнечный»' }];

describe('Breadcrumbs', () => {
  it('is a named navigation with an ordered list of the steps', () => {
    render(<Breadcrumbs items={TRAIL} />);
    const nav = screen.getByRole('navigation', { name: 'Путь по сайту' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Главная', 'Проекты', 'ЖК «Солнечный»']);
  });

  it('links every step but the last, which is the current page (aria-current) and not a link', () => {
    render(<Breadcrumbs items={TRAIL} />);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Главная', '/'],
      ['Проекты', '/our-projects'],
    ]);
    const current = screen.getByText('ЖК «Солнечный»');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
  });

  it('does not link the last step even when it has an address', () => {
    render(<Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Проекты', href: '/our-projects' }]} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Проекты').getAttribute('aria-current')).toBe('page');
  });
});
