// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsCardData } from '../data/news-pages';
import { NewsList } from './news-list';

const card = (id: number): NewsCardData => ({
  id,
  slug: `post-${id}`,
  title: `Новость ${id}`,
  href: `/posts/post-${id}`,
  date: { iso: '2026-03-12', text: '12 марта 2026' },
  excerpt: 'Первые слова новости.',
  photo: null,
});

describe('NewsList', () => {
  it('shows the cards and marks the current page in the page numbers', () => {
    render(<NewsList list={{ cards: [card(1), card(2)], page: 2, pageCount: 3, total: 20 }} title="Новости" lead="Что нового" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Новости — страница 2');
    expect(screen.getByRole('link', { name: 'Новость 1' }).getAttribute('href')).toBe('/posts/post-1');
    expect(screen.getAllByText('12 марта 2026')[0]?.getAttribute('datetime')).toBe('2026-03-12');
    const nav = screen.getByRole('navigation', { name: 'Страницы новостей' });
    expect(within(nav).getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Страница 1' }).getAttribute('href')).toBe('/posts');
    expect(within(nav).getByRole('link', { name: 'Назад' }).getAttribute('href')).toBe('/posts');
    expect(within(nav).getByRole('link', { name: 'Дальше' }).getAttribute('href')).toBe('/posts?page=3');
  });

  it('has no page numbers for a single page, and says so in Russian when there is no news', () => {
    const { rerender } = render(<NewsList list={{ cards: [card(1)], page: 1, pageCount: 1, total: 1 }} title="Новости" lead="Что нового" />);
    expect(screen.queryByRole('navigation', { name: 'Страницы новостей' })).toBeNull();
    rerender(<NewsList list={{ cards: [], page: 1, pageCount: 1, total: 0 }} title="Новости" lead="Что нового" />);
    expect(screen.getByRole('heading', { name: 'Новостей пока нет' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Смотреть жилые комплексы' }).getAttribute('href')).toBe('/our-projects');
  });
});
