// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CMS_URL, strapi5Project, strapiMedia } from '@/upstream/content/fixtures';
import { reshapeProject } from '@/upstream/content/reshape';
import { projectSchema } from '@/upstream/content/schemas';
import { emptyProjectStatistics } from '@/upstream/sales';
import { constructionMonths, projectSales, type ProjectPageData } from '../data/project-page';
import { ProjectDetails } from './project-details';

const full = (): ProjectPageData => {
  const project = reshapeProject(
    projectSchema.parse({
      ...strapi5Project({
        id: 7,
        slug: 'zhk-severnoe-siyanie',
        title: 'ЖК «Северное сияние»',
        legacyId: 3,
        profitId: 1101,
        photos: [strapiMedia({ id: 11, name: 'cover.jpg', formats: ['small', 'medium'] }), strapiMedia({ id: 14, name: 'kitchen.jpg' })],
        media: [strapiMedia({ id: 13, name: 'facade.jpg' })],
      }),
      About_project_text: 'Жилой комплекс **у реки**.',
      About_project_video: strapiMedia({ id: 12, name: 'tour.mp4', mime: 'video/mp4' }),
      About_project_video_link: 'https://rutube.ru/video/1/',
      Url_dom_stroit: 'https://наш.дом.рф/объект/1',
      Text_about_engineering: 'Бесшумные лифты.',
      Presentation_mobile: strapiMedia({ id: 66, name: 'presentation-mobile.pdf', mime: 'application/pdf' }),
      Project_advantages: [{ id: 1, Title: 'Двор без машин', Text: 'Машины в паркинге.', Image: null }],
    }),
    { mediaBaseUrl: CMS_URL },
  );
  const sales = projectSales(
    {
      profitId: 1101,
      district: 'Прикубанский округ',
      address: 'ул. Стахановская, 15',
      released: false,
      completion: { year: 2027, quarter: 4 },
      statistics: {
        ...emptyProjectStatistics,
        amount_flat: 100,
        amount_flat_free: 21,
        amount_car: 40,
        amount_car_free: 0,
        amount_store_room: 30,
        amount_store_room_free: 2,
        amount_commercial: 5,
        amount_commercial_free: 1,
        min_price_studio_room: 3_900_000,
        max_price_flat: 14_000_000,
      },
    },
    5_240_000,
    false,
  );
  const construction = constructionMonths([{ id: 1, date: '2026-10-25', text: 'Монолитные работы идут по графику.', photos: [project.photos[0]!], project: null }]);
  return { project, sales, construction };
};

const bare = (): ProjectPageData => ({
  project: reshapeProject(projectSchema.parse({ id: 9, Slug: 'bare', Legacy_id: 900, Project_Title: 'ЖК «Пустой»' }), { mediaBaseUrl: CMS_URL }),
  construction: [],
  sales: null,
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('ProjectDetails', () => {
  it('shows every filled field in its section', () => {
    const { container } = render(<ProjectDetails data={full()} />);
    expect(headings()).toEqual([
      'О проекте',
      'Видео о проекте',
      'Преимущества',
      'Входные группы',
      'Двор',
      'Инженерные системы',
      'Отделка квартир',
      'Цены и наличие',
      'Коммерция, паркинг и кладовые',
      'Расположение',
      'Ход строительства',
      'Застройщик',
      'Документы',
      'Вопрос или заявка по проекту ЖК «Северное сияние»',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Разделы страницы' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('#construction');
    expect(screen.getByText('Фасад с облицовкой')).toBeTruthy();
    // Only the cover loads at once.
    const eager = [...container.querySelectorAll('img')].filter((img) => img.getAttribute('loading') === 'eager');
    expect(eager).toHaveLength(1);
    const video = container.querySelector('video');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Смотреть видео о проекте/ }).getAttribute('href')).toBe('https://rutube.ru/video/1/');
    const remaining = within(screen.getByTestId('remaining'));
    expect(remaining.getByText('Осталась 21 квартира')).toBeTruthy();
    expect(remaining.getByText('Машино-мест не осталось')).toBeTruthy();
    expect(remaining.getByText('Осталось 2 кладовые')).toBeTruthy();
    expect(remaining.getByText('Осталось 1 помещение')).toBeTruthy();
    // No parking place left here: its tile leads to the other complexes' parking, and says so.
    const parking = screen.getByRole('link', { name: 'Паркинг' });
    expect(parking.getAttribute('href')).toBe('/parking');
    expect(parking.closest('li')?.textContent).toContain('Смотреть в других ЖК');
    expect(screen.getByRole('link', { name: 'Кладовые' }).getAttribute('href')).toBe('/store-room?project=1101');
    expect(screen.getByRole('link', { name: 'Коммерческие помещения' }).getAttribute('href')).toBe('/commercial?project=1101');
    expect(screen.getByRole('heading', { name: 'Октябрь 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Онлайн-камера/ }).getAttribute('href')).toBe('https://cams.example/1');
    expect(screen.getByRole('link', { name: /Проектная декларация на наш\.дом\.рф/ })).toBeTruthy();
    // Both presentation files are reachable: one as the button, the other as the small link.
    const pdfs = [...container.querySelectorAll('a[href$=".pdf"]')].map((a) => a.getAttribute('href'));
    expect(pdfs).toEqual(expect.arrayContaining([`${CMS_URL}/uploads/presentation-desktop.pdf`, `${CMS_URL}/uploads/presentation-mobile.pdf`]));
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'ApartmentComplex', offers: { lowPrice: 5_240_000, offerCount: 21 } });
  });

  it('puts only the newest construction month in the HTML; an earlier one shows its report when opened', () => {
    const data = full();
    const photo = data.project.photos[0]!;
    const construction = constructionMonths([
      { id: 1, date: '2026-10-25', text: 'Монолит 14-го этажа.', photos: [photo], project: null },
      { id: 2, date: '2026-09-20', text: 'Кладка стен 9-го этажа.', photos: [photo], project: null },
      { id: 3, date: '2026-08-15', text: 'Фасадные работы начаты.', photos: [photo], project: null },
    ]);
    const html = renderToString(<ProjectDetails data={{ ...data, construction }} />);
    expect(html).toContain('Монолит 14-го этажа.');
    for (const label of ['Сентябрь 2026', 'Август 2026']) expect(html).toContain(label);
    expect(html).not.toContain('Кладка стен 9-го этажа.');
    expect(html).not.toContain('Фасадные работы начаты.');

    render(<ProjectDetails data={{ ...data, construction }} />);
    const september = screen.getByRole('heading', { name: 'Сентябрь 2026' }).closest('details')!;
    expect(september.open).toBe(false);
    september.open = true;
    fireEvent(september, new Event('toggle'));
    expect(within(september).getByText('Кладка стен 9-го этажа.')).toBeTruthy();
    expect(within(september).getAllByRole('img').length).toBeGreaterThan(0);
    expect(screen.queryByText('Фасадные работы начаты.')).toBeNull();
  });

  it('without sales data shows the note instead of any figure', () => {
    render(<ProjectDetails data={{ ...full(), sales: null }} />);
    expect(screen.getByText(/Цены и наличие временно недоступны/)).toBeTruthy();
    expect(screen.queryByText(/₽/)).toBeNull();
    expect(screen.queryByText(/Осталось|Осталась|не осталось/)).toBeNull();
  });

  it('with only the required fields has no empty section, heading or label', () => {
    const { container } = render(<ProjectDetails data={bare()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ЖК «Пустой»');
    expect(headings()).toEqual(['Вопрос или заявка по проекту ЖК «Пустой»']);
    expect(screen.queryByRole('navigation', { name: 'Разделы страницы' })).toBeNull();
    expect(container.querySelector('img, video, dl, ul[aria-label="Особенности"]')).toBeNull();
    expect(container.querySelector('section:empty, dd:empty, dt:empty, h3:empty, p:empty')).toBeNull();
  });
});
