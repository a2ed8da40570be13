// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectCardData } from '@/features/projects';
import { HomeProjects } from './home-projects';
import { NewsTeaser } from './news-teaser';
import { SalesOffices } from './sales-offices';

const card = (slug: string, title: string, released: boolean, minFlatPrice: number | null): ProjectCardData => ({
  slug,
  title,
  labels: [],
  photo: null,
  location: null,
  released,
  completion: released ? null : 'IV кв. 2027',
  completionYear: released ? null : 2027,
  remainingFlats: null,
  soldOut: false,
  minFlatPrice,
});

describe('HomeProjects', () => {
  const cards = [card('akvarel', 'ЖК «Акварель»', false, 5_240_000), card('olimp', 'ЖК «Олимп»', true, null), card('mayak', 'ЖК «Маяк»', false, 4_100_000)];

  it('shows the complexes being built and the released ones under their own headings, with prices', () => {
    render(<HomeProjects projects={{ underConstruction: [cards[0]!, cards[2]!], released: [cards[1]!], salesAvailable: true }} />);
    const building = screen.getByRole('region', { name: 'Строящиеся комплексы' });
    expect(within(building).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['ЖК «Акварель»', 'ЖК «Маяк»']);
    expect(within(building).getByText(/^от\s5,24\sмлн\s₽$/)).toBeTruthy();
    expect(within(building).getByRole('link', { name: 'Все проекты' }).getAttribute('href')).toBe('/our-projects');
    const released = screen.getByRole('region', { name: 'Сданные комплексы' });
    expect(within(released).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['ЖК «Олимп»']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without sales data says so in Russian, above the cards', () => {
    render(<HomeProjects projects={{ underConstruction: [{ ...cards[0]!, minFlatPrice: null }], released: [], salesAvailable: false }} />);
    expect(screen.getByRole('status').textContent).toMatch(/временно недоступны/);
    expect(screen.queryByText(/₽/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Сданные комплексы' })).toBeNull();
  });
});

describe('NewsTeaser', () => {
  const post = { id: 1, title: 'Итоги 2025 года', date: { iso: '2026-01-27', text: '27 января 2026' }, photo: null };

  it('shows the date and title, and links nowhere while the post has no page', () => {
    render(<NewsTeaser posts={[{ ...post, href: null }]} />);
    const news = screen.getByRole('region', { name: 'Новости' });
    expect(within(news).getByRole('heading', { level: 3 }).textContent).toBe('Итоги 2025 года');
    expect(within(news).getByText('27 января 2026').getAttribute('datetime')).toBe('2026-01-27');
    expect(within(news).queryAllByRole('link')).toEqual([]);
  });

  it('links the post and the list once they have pages', () => {
    render(<NewsTeaser posts={[{ ...post, href: '/posts/itogi-2025-goda' }]} allNewsHref="/posts" />);
    expect(screen.getByRole('link', { name: 'Итоги 2025 года' }).getAttribute('href')).toBe('/posts/itogi-2025-goda');
    expect(screen.getByRole('link', { name: 'Все новости' }).getAttribute('href')).toBe('/posts');
  });
});

describe('SalesOffices', () => {
  it('gives each office its address, a tel: link and its hours', () => {
    render(
      <SalesOffices
        offices={[{ id: 1, name: 'Центральный офис продаж', address: 'г. Краснодар, ул. Красная, 122', hours: 'Ежедневно 9:00–19:00', phone: { display: '+7 (861) 200-00-00', href: 'tel:+78612000000' } }]}
      />,
    );
    const offices = screen.getByRole('region', { name: 'Офисы продаж' });
    expect(within(offices).getByRole('heading', { level: 3 }).textContent).toBe('Центральный офис продаж');
    expect(within(offices).getByText('г. Краснодар, ул. Красная, 122').tagName).toBe('ADDRESS');
    expect(within(offices).getByRole('link', { name: '+7 (861) 200-00-00' }).getAttribute('href')).toBe('tel:+78612000000');
    expect(within(offices).getByText('Ежедневно 9:00–19:00')).toBeTruthy();
  });
});
