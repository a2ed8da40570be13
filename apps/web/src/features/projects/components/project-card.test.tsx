// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Photo } from '@/upstream/content';
import type { ProjectCardData } from '../data/project-cards';
import { ProjectCard } from './project-card';
import { ProjectList } from './project-list';

// The filter's script leaf reads the router; the list's server HTML is what is tested here.
const navigation = vi.hoisted(() => ({ query: new URLSearchParams() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/our-projects',
  useSearchParams: () => navigation.query,
}));

const photo: Photo = {
  id: 1,
  url: 'http://cms.test/uploads/yard.jpg',
  width: 2400,
  height: 1600,
  variants: {
    small: { url: 'http://cms.test/uploads/small_yard.jpg', width: 500, height: 333 },
    medium: { url: 'http://cms.test/uploads/medium_yard.jpg', width: 750, height: 500 },
    large: { url: 'http://cms.test/uploads/large_yard.jpg', width: 1000, height: 667 },
    xlarge: { url: 'http://cms.test/uploads/xlarge_yard.jpg', width: 1920, height: 1280 },
  },
  alt: 'Двор с детской площадкой',
  mime: 'image/jpeg',
  isVideo: false,
};

function card(overrides: Partial<ProjectCardData> = {}): ProjectCardData {
  return {
    slug: 'zhk-severnoe-siyanie',
    title: 'ЖК «Северное сияние»',
    labels: ['Комфорт-класс', 'Рядом парк'],
    photo,
    location: 'Прикубанский округ, ул. Стахановская, 15',
    released: false,
    completion: 'IV\u00a0кв.\u00a02027',
    completionYear: 2027,
    remainingFlats: 'Осталось 12\u00a0квартир',
    soldOut: false,
    minFlatPrice: 5_240_000,
    ...overrides,
  };
}

const normalize = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('ProjectCard', () => {
  it('shows the complex with its photo, labels, figures and price', () => {
    render(<ProjectCard card={card()} />);
    const link = screen.getByRole('link', { name: 'ЖК «Северное сияние»' });
    expect(link.getAttribute('href')).toBe('/our-projects/zhk-severnoe-siyanie');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('ЖК «Северное сияние»');

    const img = screen.getByRole('img', { name: 'Двор с детской площадкой' });
    expect(img.getAttribute('src')).toBe('http://cms.test/uploads/medium_yard.jpg');
    expect(img.getAttribute('width')).toBe('750');
    expect(img.getAttribute('height')).toBe('500');
    // Phones choose up to medium (spec §9); wider screens from every variant.
    expect(img.getAttribute('srcset')).toBe('http://cms.test/uploads/small_yard.jpg 500w, http://cms.test/uploads/medium_yard.jpg 750w');
    expect(img.parentElement?.querySelector('source')?.getAttribute('srcset')).toBe(
      'http://cms.test/uploads/small_yard.jpg 500w, http://cms.test/uploads/medium_yard.jpg 750w, ' +
        'http://cms.test/uploads/large_yard.jpg 1000w, http://cms.test/uploads/xlarge_yard.jpg 1920w',
    );
    expect(img.getAttribute('loading')).toBe('lazy');

    const labels = within(screen.getByRole('list', { name: 'Особенности' })).getAllByRole('listitem');
    expect(labels.map((li) => li.textContent)).toEqual(['Комфорт-класс', 'Рядом парк']);
    expect(screen.getByText('Прикубанский округ, ул. Стахановская, 15')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && normalize(el.textContent) === 'Сдача: IV кв. 2027')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && normalize(el.textContent) === 'Осталось 12 квартир')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && normalize(el.textContent) === 'от 5,24 млн ₽')).toBeTruthy();
    expect(screen.queryByText('Сдан')).toBeNull();
  });

  it('shows no price and no figures without sales data', () => {
    const { container } = render(<ProjectCard card={card({ minFlatPrice: null, remainingFlats: null, completion: null })} />);
    expect(normalize(container.textContent)).not.toMatch(/₽/);
    expect(normalize(container.textContent)).not.toMatch(/Осталось/);
    expect(screen.getByRole('link', { name: 'ЖК «Северное сияние»' })).toBeTruthy();
  });

  it('marks a released complex, and names a photo without alt text after the complex', () => {
    render(<ProjectCard card={card({ released: true, photo: { ...photo, alt: null } })} />);
    expect(screen.getByText('Сдан')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'ЖК «Северное сияние»: фото комплекса' })).toBeTruthy();
  });

  it('renders without a photo', () => {
    const { container } = render(<ProjectCard card={card({ photo: null, labels: [] })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('ProjectList', () => {
  it('lists every card under one h1, with the Russian note when sales data is missing', () => {
    // As the catalogue builds them without sales data: no completion year.
    const cards = [card({ completionYear: null }), card({ slug: 'zhk-istoki', title: 'ЖК «Истоки»', minFlatPrice: null, completionYear: null })];
    render(<ProjectList catalogue={{ cards, salesAvailable: false, mapPoints: [], mapTiles: null }} searchParams={{}} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Наши проекты']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    // Without sales data there are no completion years to offer.
    expect(screen.getByRole('group', { name: 'Статус' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Срок сдачи' })).toBeNull();
    expect(screen.getByText(/Цены и наличие временно недоступны/)).toBeTruthy();
  });

  it('has no note when sales data is there, and eager-loads only the first photos', () => {
    const cards = Array.from({ length: 5 }, (_, i) => card({ slug: `p-${i}`, title: `ЖК ${i}` }));
    const { container } = render(<ProjectList catalogue={{ cards, salesAvailable: true, mapPoints: [], mapTiles: null }} searchParams={{}} />);
    expect(screen.queryByText(/временно недоступны/)).toBeNull();
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });
});

describe('ProjectList filters', () => {
  const cards = [
    card({ slug: 'a', title: 'ЖК «А»', completionYear: 2026 }),
    card({ slug: 'b', title: 'ЖК «Б»', released: true, completion: null, completionYear: null }),
    card({ slug: 'c', title: 'ЖК «В»', completionYear: 2027 }),
  ];
  const list = (searchParams: Record<string, string>) => {
    navigation.query = new URLSearchParams(searchParams);
    return render(<ProjectList catalogue={{ cards, salesAvailable: true, mapPoints: [], mapTiles: null }} searchParams={searchParams} />);
  };
  const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

  it('is a GET form to /our-projects with a submit button, status and year toggles, checked as the URL says', () => {
    const { container } = list({ year: '2027' });
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/our-projects');
    // The submit button is for browsers without JavaScript: in <noscript>, so hydration moves nothing.
    const html = renderToStaticMarkup(<ProjectList catalogue={{ cards, salesAvailable: true, mapPoints: [], mapTiles: null }} searchParams={{ year: '2027' }} />);
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>Показать<\/button><\/noscript>/);
    expect(screen.queryByRole('button', { name: 'Показать' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Строится' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '2027' }).checked).toBe(true);
    expect(screen.getAllByRole('checkbox').map((box) => `${box.getAttribute('name')}=${box.getAttribute('value')}`)).toEqual([
      'status=building',
      'status=released',
      'year=2026',
      'year=2027',
    ]);
    expect(titles()).toEqual(['ЖК «В»']);
    expect(screen.getByRole('status').textContent).toBe('Найден 1\u00a0жилой комплекс');
    expect(screen.getByRole('link', { name: 'Сбросить фильтры' }).getAttribute('href')).toBe('/our-projects');
  });

  it('counts in Russian plurals and ignores values it does not know', () => {
    list({ year: 'abc', status: 'zzz' });
    expect(titles()).toEqual(['ЖК «А»', 'ЖК «Б»', 'ЖК «В»']);
    expect(screen.getByRole('status').textContent).toBe('Найдено 3\u00a0жилых комплекса');
    expect(screen.queryByRole('link', { name: 'Сбросить фильтры' })).toBeNull();
  });

  it('shows the empty state with a way back to every complex when nothing passes', () => {
    list({ status: 'released', year: '2027' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ничего не нашлось' })).toBeTruthy();
    // The count stays for screen readers; on screen «Ничего не нашлось» says it, with one way back.
    expect(screen.getByRole('status').textContent).toBe('Найдено 0\u00a0жилых комплексов');
    expect(screen.getByRole('status').parentElement?.className).toBe('visually-hidden');
    expect(screen.getByRole('link', { name: 'Показать все проекты' }).getAttribute('href')).toBe('/our-projects');
    expect(screen.queryByRole('link', { name: 'Сбросить фильтры' })).toBeNull();
  });
});
