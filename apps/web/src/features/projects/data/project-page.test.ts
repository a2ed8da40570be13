import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConstructionProgressReport } from '@/upstream/content';
import { CMS_URL, strapi5Project, strapiMedia } from '@/upstream/content/fixtures';
import { reshapeProject } from '@/upstream/content/reshape';
import { projectSchema } from '@/upstream/content/schemas';
import { emptyProjectStatistics, type SalesProjectOverview } from '@/upstream/sales';
import { serializeJsonLd } from '@/platform/seo';
import { projectJsonLd } from './project-json-ld';
import {
  constructionMonths,
  documentLinks,
  galleryPhotos,
  pageSections,
  projectMap,
  projectSales,
  safeLink,
  unitTiles,
} from './project-page';

const NBSP = '\u00a0';
const hrefs = {
  commercial: { complex: '/commercial?project=1101', all: '/commercial' },
  parking: { complex: '/parking?project=1101', all: '/parking' },
  storage: { complex: '/store-room?project=1101', all: '/store-room' },
};

const full = () =>
  reshapeProject(
    projectSchema.parse(
      strapi5Project({
        id: 7,
        slug: 'zhk-severnoe-siyanie',
        title: 'ЖК «Северное сияние»',
        legacyId: 3,
        profitId: 1101,
        photos: [strapiMedia({ id: 11, name: 'cover.jpg', formats: ['small', 'medium', 'large'] }), strapiMedia({ id: 12, name: 'tour.mp4', mime: 'video/mp4' })],
        media: [strapiMedia({ id: 13, name: 'facade.jpg' }), strapiMedia({ id: 11, name: 'cover.jpg', formats: ['small', 'medium', 'large'] })],
      }),
    ),
    { mediaBaseUrl: CMS_URL },
  );

const bare = () => reshapeProject(projectSchema.parse({ id: 9, Slug: 'bare', Legacy_id: 900, Project_Title: 'ЖК «Пустой»' }), { mediaBaseUrl: CMS_URL });

const overview = (statistics: Partial<typeof emptyProjectStatistics>): SalesProjectOverview => ({
  profitId: 1101,
  district: 'Прикубанский округ',
  address: 'ул. Стахановская, 15',
  released: false,
  completion: { year: 2027, quarter: 4 },
  statistics: { ...emptyProjectStatistics, ...statistics },
});

afterEach(() => vi.restoreAllMocks());

describe('projectSales', () => {
  const figures = {
    amount_flat: 300,
    amount_flat_free: 21,
    amount_car: 80,
    amount_car_free: 0,
    amount_store_room: 40,
    amount_store_room_free: 2,
    amount_commercial: 0,
    amount_commercial_free: 0,
    min_price_studio_room: 3_900_000,
    min_price_two_bedroom: 0,
    min_price_three_bedroom: 9_100_000,
    min_price_four_bedroom: 12_500_000,
    max_price_flat: 14_000_000,
  };

  it('says what is left of each kind the complex has, and none left for a sold-out kind', () => {
    const sales = projectSales(overview(figures), 3_950_000, false);
    expect(sales?.remaining.map((line) => [line.kind, line.text])).toEqual([
      ['flat', `Осталась 21${NBSP}квартира`],
      ['parking', 'Машино-мест не осталось'],
      ['storage', `Осталось 2${NBSP}кладовые`],
    ]);
  });

  it('lists the minimum price of each room type above 0, the live price and the completion', () => {
    const sales = projectSales(overview(figures), 3_950_000, false, 4_700_000);
    expect(sales?.roomPrices).toEqual([
      { rooms: 0, label: 'Студии', value: 3_900_000 },
      { rooms: 1, label: '1-комнатные', value: 4_700_000 },
      { rooms: 3, label: '3-комнатные', value: 9_100_000 },
      { rooms: 4, label: '4-комнатные и больше', value: 12_500_000 },
    ]);
    expect(sales).toMatchObject({ minFlatPrice: 3_950_000, maxFlatPrice: 14_000_000, completion: `IV${NBSP}кв.${NBSP}2027` });
    expect(projectSales(overview(figures), 3_950_000, true)?.completion).toBeNull();
  });

  it('gives nothing without statistics, even with a live price (no mix of fresh and missing figures)', () => {
    expect(projectSales(undefined, 5_000_000, false)).toBeNull();
    expect(projectSales(overview(figures), undefined, false)?.minFlatPrice).toBeNull();
  });
});

describe('constructionMonths', () => {
  const report = (id: number, date: string | null, photos = 1, text: string | null = `Отчёт ${id}`): ConstructionProgressReport => ({
    id,
    date,
    text,
    photos: Array.from({ length: photos }, (_, i) => ({ ...full().photos[0]!, id: id * 10 + i })),
    project: null,
  });

  it('groups the reports by month, newest first, undated last, and drops empty ones', () => {
    const months = constructionMonths([
      report(1, '2026-05-25'),
      report(2, '2026-10-25', 3),
      report(3, '2026-10-02'),
      report(4, null),
      report(5, '2025-12-25'),
      report(6, '2026-07-01', 0, null),
    ]);
    expect(months.map((m) => [m.label, m.reports.map((r) => r.id), m.photos.length])).toEqual([
      ['Октябрь 2026', [2, 3], 4],
      ['Май 2026', [1], 1],
      ['Декабрь 2025', [5], 1],
      ['Другие отчёты', [4], 1],
    ]);
  });

  it('is empty without reports', () => {
    expect(constructionMonths([])).toEqual([]);
  });
});

describe('links and media', () => {
  it('follows only http(s) links and the site own paths', () => {
    expect(safeLink(' https://наш.дом.рф/объект/1 ')).toBe('https://наш.дом.рф/объект/1');
    expect(safeLink('/commercial')).toBe('/commercial');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('//evil.example/x')).toBeNull();
    expect(safeLink('www.example.ru')).toBeNull();
    expect(safeLink('  ')).toBeNull();
  });

  it('puts each photo once in the gallery, Project_Media first, without videos', () => {
    expect(galleryPhotos(full()).map((p) => p.id)).toEqual([13, 11]);
  });

  it('lists the documents: one presentation, наш.дом.рф, the extra document', () => {
    const project = { ...full(), constructionReportUrl: 'https://наш.дом.рф/объект/1' };
    expect(documentLinks(project).map((l) => l.key)).toEqual(['presentation', 'dom-rf', 'additional']);
    expect(documentLinks(bare())).toEqual([]);
  });
});

describe('projectMap', () => {
  it('shows the complex and its points, categories in the editors order, and skips unreadable coordinates', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const project = full();
    project.mapPoints = [
      ...project.mapPoints,
      { id: 32, name: 'Парк', category: 'Парк', icon: null, downIcon: null, sort: 3, coordinates: '45.08, 38.99' },
      { id: 33, name: 'Где-то', category: 'Магазин', icon: null, downIcon: null, sort: 4, coordinates: '45 с.ш. 38 в.д.' },
    ];
    const map = projectMap(project);
    expect(map.points.map((p) => p.name)).toEqual(['ЖК «Северное сияние»', 'Школа № 5', 'Парк']);
    expect(map.categories).toEqual(['Образование', 'Парк']);
    expect(map.center).toEqual({ lat: 45.0712, lng: 38.9851 });
    expect(warn.mock.calls.flat().join(' ')).toContain('Где-то');
  });

  it('is empty without points (the complex alone is no map)', () => {
    expect(projectMap({ ...full(), mapPoints: [] }).points).toEqual([]);
    expect(projectMap(bare()).points).toEqual([]);
  });
});

describe('pageSections and unitTiles', () => {
  it('a complex with every field has every section', () => {
    const sales = projectSales(overview({ amount_flat: 10, amount_flat_free: 3, amount_car: 5, amount_car_free: 1 }), 5_000_000, false);
    const project = { ...full(), aboutVideoLink: 'https://rutube.ru/video/1/', engineeringText: 'Лифты', constructionReportUrl: 'https://наш.дом.рф/1' };
    project.advantages = [{ id: 1, title: 'Двор без машин', text: null, image: null }];
    const month = constructionMonths([{ id: 1, date: '2026-10-25', text: 'Монолит', photos: [], project: null }]);
    expect(pageSections({ project, construction: month, sales }, hrefs).map((s) => s.id)).toEqual([
      'about-project',
      'video',
      'advantages',
      'entrance',
      'yard',
      'engineering',
      'finishing',
      'sales',
      'units',
      'location',
      'construction',
      'developer',
      'documents',
    ]);
  });

  it('a complex with only the required fields has no section at all', () => {
    expect(pageSections({ project: bare(), construction: [], sales: null }, hrefs)).toEqual([]);
    expect(unitTiles(bare(), null, hrefs)).toEqual([]);
  });

  it('leaves out the entrance when an editor switched it off, and advantages likewise', () => {
    const project = { ...full(), showEntrance: false, showAdvantages: false };
    project.advantages = [{ id: 1, title: 'Двор без машин', text: null, image: null }];
    const ids = pageSections({ project, construction: null, sales: null }, hrefs).map((s) => s.id);
    expect(ids).not.toContain('entrance');
    expect(ids).not.toContain('advantages');
    // Reports the CMS did not give: the section keeps the live cameras, and goes without them.
    expect(ids).toContain('construction');
    const noCameras = pageSections({ project: { ...project, liveCameraLinks: [] }, construction: null, sales: null }, hrefs);
    expect(noCameras.map((s) => s.id)).not.toContain('construction');
  });

  it('makes a tile per image or per kind on sale, with its remaining count', () => {
    const sales = projectSales(overview({ amount_store_room: 4, amount_store_room_free: 0, amount_commercial: 3, amount_commercial_free: 1 }), undefined, false);
    const tiles = unitTiles(full(), sales, hrefs);
    expect(tiles.map((t) => [t.kind, t.href, t.image?.id ?? null, t.remaining, t.action])).toEqual([
      ['commercial', '/commercial?project=1101', 64, `Осталось 1${NBSP}помещение`, 'Смотреть варианты'],
      ['parking', '/parking?project=1101', 65, null, 'Смотреть варианты'],
      // None left here: the tile leads to the storerooms of the other complexes instead of an empty list.
      ['storage', '/store-room', null, 'Кладовых не осталось', 'Смотреть в других ЖК'],
    ]);
  });
});

describe('projectJsonLd', () => {
  it('describes the complex as an ApartmentComplex with its address, place and an AggregateOffer from the sales data', () => {
    const sales = projectSales(overview({ amount_flat: 100, amount_flat_free: 21, max_price_flat: 14_000_000 }), 5_240_000, false);
    const data = projectJsonLd('https://novostroy.example', full(), sales);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ApartmentComplex',
      '@id': 'https://novostroy.example/our-projects/zhk-severnoe-siyanie#complex',
      name: 'ЖК «Северное сияние»',
      url: 'https://novostroy.example/our-projects/zhk-severnoe-siyanie',
      description: 'Квартиры от застройщика',
      address: { '@type': 'PostalAddress', streetAddress: 'ул. Стахановская, 15', addressLocality: 'Краснодар', addressCountry: 'RU' },
      geo: { '@type': 'GeoCoordinates', latitude: 45.0712, longitude: 38.9851 },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'RUB',
        lowPrice: 5_240_000,
        highPrice: 14_000_000,
        offerCount: 21,
        availability: 'https://schema.org/InStock',
        seller: { '@id': 'https://novostroy.example/#organization' },
      },
      numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: 100 },
      numberOfAvailableAccommodationUnits: { '@type': 'QuantitativeValue', value: 21 },
    });
    expect(data.image).toEqual([`${CMS_URL}/uploads/facade.jpg`, `${CMS_URL}/uploads/large_cover.jpg`]);
  });

  it('has no offer while no flat is on sale, and never a high price below the low one', () => {
    const soldOut = projectSales(overview({ amount_flat: 100, amount_flat_free: 0, max_price_flat: 14_000_000 }), undefined, false);
    const none = projectJsonLd('https://novostroy.example', full(), soldOut);
    expect(none).not.toHaveProperty('offers');
    expect(none).toMatchObject({ numberOfAvailableAccommodationUnits: { value: 0 }, address: { streetAddress: 'ул. Стахановская, 15' } });
    const odd = projectSales(overview({ amount_flat: 10, amount_flat_free: 2, max_price_flat: 4_000_000 }), 5_000_000, false);
    expect(projectJsonLd('https://novostroy.example', full(), odd).offers).not.toHaveProperty('highPrice');
  });

  it('keeps a hostile complex name inside the JSON', () => {
    const project = { ...full(), title: 'ЖК</script><script>alert(1)</script>', seoDescription: '<!-- & \u2028' };
    const data = projectJsonLd('https://novostroy.example', project, null);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('has no offer without sales data, and no place or image when the CMS has none', () => {
    const data = projectJsonLd('https://novostroy.example', bare(), null);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ApartmentComplex',
      '@id': 'https://novostroy.example/our-projects/bare#complex',
      name: 'ЖК «Пустой»',
      url: 'https://novostroy.example/our-projects/bare',
    });
  });
});
