// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageItems, Pagination } from './pagination';

const shown = (first: number, last: number, count: number) => pageItems(first, last, count).map((item) => (item.kind === 'gap' ? '…' : item.page));

describe('pageItems', () => {
  it('shows every page up to seven, else the ends and the current page with its neighbours', () => {
    expect(shown(2, 2, 3)).toEqual([1, 2, 3]);
    expect(shown(6, 6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(shown(1, 1, 12)).toEqual([1, 2, '…', 12]);
    // A gap of one page shows that page.
    expect(shown(3, 3, 12)).toEqual([1, 2, 3, 4, '…', 12]);
    expect(shown(12, 12, 12)).toEqual([1, '…', 11, 12]);
  });

  it('shows a few pages shown at once whole, and a long run of them as its ends', () => {
    expect(shown(5, 7, 20)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 20]);
    expect(shown(1, 20, 400)).toEqual([1, '…', 20, 21, '…', 400]);
  });
});

describe('Pagination', () => {
  const href = (page: number) => (page > 1 ? `/posts?page=${page}` : '/posts');

  it('links the pages around the current one, marked, and the pages before and after it', () => {
    render(<Pagination label="Страницы новостей" page={2} pageCount={3} href={href} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы новостей' });
    expect(within(nav).getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Страница 1' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Назад' }).getAttribute('href')).toBe('/posts');
    expect(within(nav).getByRole('link', { name: 'Дальше' }).getAttribute('href')).toBe('/posts?page=3');
    // What a phone shows in place of the numbers.
    expect(within(nav).getByText(/из 3$/).textContent).toBe('Страница 2 из 3');
  });

  it('marks every page shown at once, and goes on after the last of them; at the ends the step is no link', () => {
    render(<Pagination label="Страницы результатов" page={1} lastPage={2} pageCount={3} href={href} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы результатов' });
    expect(within(nav).getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['1', '2']);
    expect(within(nav).queryByRole('link', { name: 'Назад' })).toBeNull();
    expect(within(nav).getByText(/из 3$/).textContent).toBe('Страницы 1–2 из 3');
    expect(within(nav).getByRole('link', { name: 'Дальше' }).getAttribute('href')).toBe('/posts?page=3');
  });

  it('is not there for a single page', () => {
    render(<Pagination label="Страницы новостей" page={1} pageCount={1} href={href} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
