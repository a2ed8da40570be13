import { describe, expect, it } from 'vitest';
import { CMS_URL, strapi4Project, strapi5Project, strapiMedia, type ProjectInput } from './fixtures';
import { absoluteMediaUrl, serverMediaUrl, reshapeFaqItem, reshapeFile, reshapeMainBlock, reshapeMenu, reshapePhoto, reshapeProject, reshapeProjectFeedEntry, reshapeTender } from './reshape';
import { faqSchema, mainBlockSchema, mediaSchema, menuSchema, projectFeedIdsSchema, projectSchema, tenderSchema } from './schemas';
import { flattenStrapi } from './strapi-shape';

const context = { mediaBaseUrl: CMS_URL };
const parseProject = (raw: unknown) => reshapeProject(projectSchema.parse(flattenStrapi(raw)), context);
const parsePhoto = (raw: unknown) => reshapePhoto(mediaSchema.parse(flattenStrapi(raw)), context);

const input: ProjectInput = {
  id: 7,
  slug: 'zhk-severnoe-siyanie',
  title: 'ЖК «Северное сияние»',
  legacyId: 3,
  profitId: 1101,
  sort: 2,
  photos: [
    strapiMedia({ id: 11, name: 'yard.jpg', alt: 'Двор с детской площадкой', formats: ['small', 'medium', 'large', 'xlarge'] }),
    strapiMedia({ id: 12, name: 'tour.mp4', mime: 'video/mp4' }),
  ],
  media: [strapiMedia({ id: 13, name: 'facade.jpg', formats: ['small', 'medium'], width: 900, height: 600 })],
};

describe('reshapeProject', () => {
  it('reshapes a Strapi 5 project into the domain type', () => {
    const project = parseProject(strapi5Project(input));
    expect(project).toMatchObject({
      id: 7,
      documentId: 'doc-zhk-severnoe-siyanie',
      slug: 'zhk-severnoe-siyanie',
      legacyId: 3,
      title: 'ЖК «Северное сияние»',
      labels: ['Комфорт-класс', 'Сдача в 2027'],
      aboutText: '## О проекте\n\nЖилой комплекс у реки.',
      profitId: 1101,
      sortMainPage: 2,
      released: false,
      pageTitle: 'Купить квартиру в ЖК',
      seoTitle: 'ЖК «Северное сияние»',
      seoDescription: null,
    });
    expect(project.photos.map((p) => p.id)).toEqual([11, 12]);
    expect(project.media.map((p) => p.id)).toEqual([13]);
    expect(project.mapPoints).toEqual([
      expect.objectContaining({ id: 31, name: 'Школа № 5', category: 'Образование', sort: 2, downIcon: null }),
    ]);
    expect(project.mapPoints[0]?.icon?.url).toBe(`${CMS_URL}/uploads/school.svg`);
  });

  it('reshapes the page sections: texts, media, the developer, the tiles, presentations', () => {
    const project = parseProject(strapi5Project(input));
    expect(project).toMatchObject({
      entranceText: 'Входные группы с высокими потолками.',
      showEntrance: true,
      yardText: 'Двор без машин.',
      engineeringText: null,
      liveCameraLinks: ['https://cams.example/1'],
      additionalDocumentUrl: 'https://novostroy.example/documents/1',
      finishingText: 'Чистовая **под ключ**.',
      facadeCladding: true,
      presentationMobile: null,
      storageImage: null,
    });
    expect(project.presentationDesktop).toMatchObject({ url: `${CMS_URL}/uploads/presentation-desktop.pdf`, mime: 'application/pdf' });
    expect(project.entranceMedia.map((p) => p.id)).toEqual([61]);
    expect(project.yardMedia.map((p) => [p.id, p.isVideo])).toEqual([
      [62, false],
      [63, true],
    ]);
    expect(project.engineeringMedia).toEqual([]);
    expect(project.commercialImage?.url).toBe(`${CMS_URL}/uploads/commercial.jpg`);
    expect(project.parkingImage?.id).toBe(65);
    // A button without its link and a fact without its value are not shown.
    expect(project.developer).toEqual({
      name: 'ООО «СЗ «Новострой-1»',
      text: 'Строительство по 214-ФЗ.',
      buttons: [{ id: 41, text: 'Проектная декларация', url: 'https://наш.дом.рф/объект/1#declaration' }],
      infoList: [{ id: 51, label: 'ИНН', value: '2310000977' }],
    });
  });

  it('keeps at most six developer buttons, and shows the entrance unless an editor switched it off', () => {
    const buttons = Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, Text: `Документ ${i + 1}`, Link: `/doc/${i + 1}` }));
    const project = parseProject({ ...strapi5Project(input), Developer_buttons: buttons, Show_entrance: null });
    expect(project.developer.buttons.map((b) => b.text)).toEqual(['Документ 1', 'Документ 2', 'Документ 3', 'Документ 4', 'Документ 5', 'Документ 6']);
    expect(project.showEntrance).toBe(true);
    expect(parseProject({ ...strapi5Project(input), Show_entrance: false }).showEntrance).toBe(false);
  });

  it('reads a project with only the required fields: every section empty', () => {
    const project = parseProject({ id: 9, documentId: 'bare', Slug: 'bare', Legacy_id: 900, Project_Title: 'ЖК «Пустой»' });
    expect(project).toMatchObject({
      labels: [],
      aboutText: null,
      aboutVideo: null,
      photos: [],
      media: [],
      entranceText: null,
      entranceMedia: [],
      yardMedia: [],
      liveCameraLinks: [],
      developer: { name: null, text: null, buttons: [], infoList: [] },
      presentationDesktop: null,
      commercialImage: null,
      finishingText: null,
      facadeCladding: false,
      mapPoints: [],
      advantages: [],
    });
  });

  it('gives the same result for the Strapi 4 shape (attributes, { data } relations and media)', () => {
    const v5 = parseProject(strapi5Project(input));
    const v4 = parseProject(strapi4Project(input));
    expect(v4).toEqual({ ...v5, documentId: null });
  });

  it('falls back to the project title when seo_title is empty, and keeps a given one', () => {
    expect(parseProject(strapi5Project({ ...input, seoTitle: '' })).seoTitle).toBe('ЖК «Северное сияние»');
    expect(parseProject(strapi4Project({ ...input, seoTitle: null })).seoTitle).toBe('ЖК «Северное сияние»');
    expect(parseProject(strapi5Project({ ...input, seoTitle: 'Квартиры в «Северном сиянии»' })).seoTitle).toBe('Квартиры в «Северном сиянии»');
  });

  it('reads a Profit_id typed as text, and treats missing media and relations as empty', () => {
    const raw = { ...strapi5Project({ ...input, profitId: '1101' }), About_project_photos: null, maps: undefined };
    const project = parseProject(raw);
    expect(project.profitId).toBe(1101);
    expect(project.photos).toEqual([]);
    expect(project.mapPoints).toEqual([]);
    const v4Empty = strapi4Project({ ...input, photos: [], media: [] });
    expect(parseProject(v4Empty).photos).toEqual([]);
  });

  it('rejects a project without a slug or a title', () => {
    expect(() => parseProject({ ...strapi5Project(input), Slug: '' })).toThrow();
    expect(() => parseProject({ ...strapi5Project(input), Project_Title: null })).toThrow();
  });
});

describe('reshapePhoto', () => {
  it('makes every URL absolute and keeps each format it has', () => {
    const photo = parsePhoto(strapiMedia({ id: 1, name: 'a.jpg', alt: 'Фасад', formats: ['small', 'medium', 'large', 'xlarge'] }));
    expect(photo).toEqual({
      id: 1,
      url: `${CMS_URL}/uploads/a.jpg`,
      width: 2400,
      height: 1600,
      variants: {
        small: { url: `${CMS_URL}/uploads/small_a.jpg`, width: 500, height: 333 },
        medium: { url: `${CMS_URL}/uploads/medium_a.jpg`, width: 750, height: 500 },
        large: { url: `${CMS_URL}/uploads/large_a.jpg`, width: 1000, height: 667 },
        xlarge: { url: `${CMS_URL}/uploads/xlarge_a.jpg`, width: 1920, height: 1280 },
      },
      alt: 'Фасад',
      mime: 'image/jpeg',
      isVideo: false,
    });
  });

  it('falls back to the original for each missing format (small images, no formats at all)', () => {
    const small = parsePhoto(strapiMedia({ id: 2, name: 'b.jpg', formats: ['small'], width: 600, height: 400 }));
    const original = { url: `${CMS_URL}/uploads/b.jpg`, width: 600, height: 400 };
    expect(small.variants.small.url).toBe(`${CMS_URL}/uploads/small_b.jpg`);
    expect(small.variants.medium).toEqual(original);
    expect(small.variants.large).toEqual(original);
    expect(small.variants.xlarge).toEqual(original);

    const none = parsePhoto(strapiMedia({ id: 3, name: 'c.png' }));
    expect(Object.values(none.variants).every((v) => v.url === `${CMS_URL}/uploads/c.png`)).toBe(true);
  });

  it('marks videos by mime type', () => {
    expect(parsePhoto(strapiMedia({ id: 4, name: 'v.mp4', mime: 'video/mp4' }))).toMatchObject({ isVideo: true, width: null, height: null });
    expect(parsePhoto(strapiMedia({ id: 5, name: 'v.mov', mime: 'Video/QuickTime' })).isVideo).toBe(true);
    expect(parsePhoto(strapiMedia({ id: 6, name: 'p.webp', mime: 'image/webp' })).isVideo).toBe(false);
  });

  it('uses the caption when there is no alternative text, and null when neither exists', () => {
    expect(parsePhoto({ ...strapiMedia({ id: 7, name: 'd.jpg' }), caption: 'Вид с набережной' }).alt).toBe('Вид с набережной');
    expect(parsePhoto(strapiMedia({ id: 8, name: 'e.jpg', alt: '  ' })).alt).toBeNull();
  });

  it('reads a Strapi 4 media entry', () => {
    const { id, documentId: _d, ...attributes } = strapiMedia({ id: 9, name: 'f.jpg', formats: ['medium'] });
    const photo = parsePhoto({ data: { id, attributes } });
    expect(photo.variants.medium.url).toBe(`${CMS_URL}/uploads/medium_f.jpg`);
  });
});

describe('absoluteMediaUrl', () => {
  it.each([
    ['/uploads/a.jpg', 'http://cms.test:1337', 'http://cms.test:1337/uploads/a.jpg'],
    ['uploads/a.jpg', 'http://cms.test:1337/', 'http://cms.test:1337/uploads/a.jpg'],
    ['/uploads/a.jpg', 'https://site.ru/cms', 'https://site.ru/cms/uploads/a.jpg'],
    ['https://cdn.site.ru/a.jpg', 'http://cms.test:1337', 'https://cdn.site.ru/a.jpg'],
    ['//cdn.site.ru/a.jpg', 'https://cms.site.ru', 'https://cdn.site.ru/a.jpg'],
  ])('%s against %s', (url, base, expected) => {
    expect(absoluteMediaUrl(url, { mediaBaseUrl: base })).toBe(expected);
  });
});

describe('serverMediaUrl', () => {
  const bases = { mediaBaseUrl: 'https://cms.example.ru', cmsUrl: 'http://cms.internal:1337' };
  it.each([
    ['https://cms.example.ru/uploads/logo.png', 'http://cms.internal:1337/uploads/logo.png'],
    ['https://cdn.example.ru/uploads/logo.png', 'https://cdn.example.ru/uploads/logo.png'],
    // Another host that merely starts with the same letters is not the media base.
    ['https://cms.example.ru.evil.test/uploads/logo.png', 'https://cms.example.ru.evil.test/uploads/logo.png'],
  ])('web reads %s from %s', (url, expected) => {
    expect(serverMediaUrl(url, bases)).toBe(expected);
  });
  it('reads every upload where the browser does when the two bases are the same', () => {
    expect(serverMediaUrl('http://127.0.0.1:1337/uploads/a.webp', { mediaBaseUrl: 'http://127.0.0.1:1337', cmsUrl: 'http://127.0.0.1:1337' })).toBe('http://127.0.0.1:1337/uploads/a.webp');
  });
});

describe('reshapeMenu', () => {
  const parseMenu = (raw: unknown) => reshapeMenu(menuSchema.parse(flattenStrapi(raw)));

  it('sorts the items and keeps their group, trimmed; no group or a blank one is null', () => {
    const menu = parseMenu({
      id: 1,
      Location: 'header',
      Title: 'Главное меню',
      Items: [
        { id: 3, Label: 'Рассрочка', Url: '/loan/deffered', Sort: 30, Group: ' Ипотека ' },
        { id: 1, Label: 'Проекты', Url: '/our-projects', Sort: 10, Group: null },
        { id: 2, Label: 'Ипотека', Url: '/loan/mortgage', Sort: 20, Group: 'Ипотека' },
        { id: 4, Label: 'Коммерция', Url: '/commercial', Sort: 40, Group: '   ' },
      ],
    });
    expect(menu.items.map(({ label, group }) => [label, group])).toEqual([
      ['Проекты', null],
      ['Ипотека', 'Ипотека'],
      ['Рассрочка', 'Ипотека'],
      ['Коммерция', null],
    ]);
  });

  it('reads items of a CMS that does not have the Group field yet', () => {
    const menu = parseMenu({ id: 2, Location: 'footer', Title: null, Items: [{ id: 1, Label: 'Тендеры', Url: '/tenders', Sort: 10 }] });
    expect(menu.items).toEqual([{ id: 1, label: 'Тендеры', url: '/tenders', sort: 10, group: null }]);
  });
});

describe('reshapeMainBlock', () => {
  const parseBlock = (raw: unknown) => reshapeMainBlock(mainBlockSchema.parse(flattenStrapi(raw)), context);
  const hero = {
    id: 1,
    Title: 'Квартиры от застройщика в Краснодаре',
    Subtitle: '17 жилых комплексов',
    Image: strapiMedia({ id: 41, name: 'hero.jpg', formats: ['small', 'medium', 'large', 'xlarge'] }),
    Button_text: 'Выбрать квартиру',
    Button_link: '/our-projects',
  };
  const promo = {
    Promo_title: 'Семейная ипотека от 5,9 %',
    Promo_text: 'Платёж от 28 000 ₽ в месяц.',
    Promo_end_date: '2027-06-30T20:59:59.000Z',
    Promo_link: ' /loan/mortgage ',
  };

  it('reshapes the hero and its promotion (Strapi 5)', () => {
    const block = parseBlock({ data: { ...hero, ...promo } });
    expect(block).toMatchObject({ title: hero.Title, subtitle: hero.Subtitle, buttonText: 'Выбрать квартиру', buttonLink: '/our-projects' });
    expect(block.image?.variants.xlarge.url).toBe(`${CMS_URL}/uploads/xlarge_hero.jpg`);
    expect(block.promotion).toEqual({
      title: 'Семейная ипотека от 5,9 %',
      text: 'Платёж от 28 000 ₽ в месяц.',
      endsAt: '2027-06-30T20:59:59.000Z',
      link: '/loan/mortgage',
    });
  });

  it('reads the promotion of a Strapi 4 block (attributes) the same way', () => {
    const { id, Image: _image, ...attributes } = { ...hero, ...promo };
    const block = parseBlock({ data: { id, attributes } });
    expect(block.promotion?.endsAt).toBe('2027-06-30T20:59:59.000Z');
    expect(block.title).toBe(hero.Title);
  });

  it('has no promotion without a title, whatever else is filled in', () => {
    expect(parseBlock({ data: { ...hero, ...promo, Promo_title: '  ' } }).promotion).toBeNull();
    expect(parseBlock({ data: { ...hero, Promo_end_date: '2027-06-30T20:59:59.000Z' } }).promotion).toBeNull();
    // A CMS that does not have the promotion fields yet.
    expect(parseBlock({ data: hero }).promotion).toBeNull();
  });

  it('keeps a promotion whose end date is missing or unreadable, without a date (no countdown)', () => {
    expect(parseBlock({ data: { ...hero, ...promo, Promo_end_date: null } }).promotion).toMatchObject({ title: promo.Promo_title, endsAt: null });
    expect(parseBlock({ data: { ...hero, ...promo, Promo_end_date: '30.06.2027' } }).promotion?.endsAt).toBeNull();
  });

  it('normalises the end date to UTC ISO and empties blank text and link', () => {
    const block = parseBlock({ data: { ...hero, ...promo, Promo_end_date: '2027-06-30T23:59:00+03:00', Promo_text: '', Promo_link: ' ' } });
    expect(block.promotion).toEqual({ title: promo.Promo_title, text: null, endsAt: '2027-06-30T20:59:00.000Z', link: null });
  });
});

describe('FAQ items and tenders', () => {
  it('reads a question with its category, and an empty answer or category as null', () => {
    const raw = { id: 4, Question: ' Как забронировать квартиру? ', Answer: 'Оставьте **заявку**.', Sort: 10, Category: 'Покупка' };
    expect(reshapeFaqItem(faqSchema.parse(raw))).toEqual({ id: 4, question: 'Как забронировать квартиру?', answer: 'Оставьте **заявку**.', sort: 10, category: 'Покупка' });
    expect(reshapeFaqItem(faqSchema.parse({ id: 5, Question: 'Вопрос', Answer: '', Sort: null, Category: '  ' }))).toMatchObject({ answer: null, sort: null, category: null });
  });

  it('reads a tender with its PDFs as downloads (absolute URL, bytes, format) from Strapi 5 and 4 alike', () => {
    const pdf = { ...strapiMedia({ id: 100, name: 'seed-tender-tz.pdf', mime: 'application/pdf', alt: 'Техническое задание' }), ext: '.pdf', size: 40.06 };
    const flat = { id: 3, Number: 'Т-2026-004', Subject: 'Лифты', Date_start: '2026-09-01', Date_end: '2026-12-01', Status: 'open', Documents: [pdf] };
    const { id: _tenderId, ...tenderAttributes } = flat;
    const { id: _pdfId, ...pdfAttributes } = pdf;
    const v4 = { id: 3, attributes: { ...tenderAttributes, Documents: { data: [{ id: 100, attributes: pdfAttributes }] } } };
    const expected = {
      id: 3,
      number: 'Т-2026-004',
      subject: 'Лифты',
      startDate: '2026-09-01',
      endDate: '2026-12-01',
      status: 'open',
      documents: [{ id: 100, url: `${CMS_URL}/uploads/seed-tender-tz.pdf`, title: 'Техническое задание', sizeBytes: 41021, format: 'PDF', mime: 'application/pdf' }],
    };
    expect(reshapeTender(tenderSchema.parse(flattenStrapi(flat)), context)).toEqual(expected);
    expect(reshapeTender(tenderSchema.parse(flattenStrapi(v4)), context)).toEqual(expected);
  });

  it('keeps a tender whose status it does not know (status null) and one without documents', () => {
    const tender = reshapeTender(tenderSchema.parse({ id: 1, Number: 'Т-1', Status: 'archived', Documents: null }), context);
    expect(tender).toMatchObject({ status: null, documents: [], subject: null, startDate: null });
  });

  it('names a file without a caption by its file name, and without a size leaves the size out', () => {
    const media = mediaSchema.parse({ id: 1, url: '/uploads/a.pdf', name: 'Презентация КСИ.pdf', mime: 'application/pdf' });
    expect(reshapeFile(media, context)).toMatchObject({ title: 'Презентация КСИ', format: 'PDF', sizeBytes: null });
  });
});

describe('reshapeProjectFeedEntry', () => {
  const base = { id: 1, Slug: 'zhk-istoki', Project_Title: 'ЖК «Истоки»', Profit_id: 1105 };

  it('reads the listing-site ids of the complex and of each house, blanks as null', () => {
    const entry = reshapeProjectFeedEntry(
      projectFeedIdsSchema.parse({
        ...base,
        Feed_ids: { id: 7, Yandex_complex_id: ' 1801105 ', Cian_complex_id: '', Avito_complex_id: null },
        Feed_houses: [
          { id: 8, Profit_house_id: 11051, Yandex_house_id: '3111051', Cian_house_id: '5211051', Avito_house_id: '  ' },
          { id: 9, Profit_house_id: null, Yandex_house_id: '1' },
        ],
      }),
    );
    expect(entry).toEqual({
      slug: 'zhk-istoki',
      title: 'ЖК «Истоки»',
      profitId: 1105,
      feedIds: { complex: { yandex: '1801105', cian: null, avito: null }, houses: [{ profitHouseId: 11051, yandex: '3111051', cian: '5211051', avito: null }] },
    });
  });

  it('reads a CMS without the fields (absent) as no ids at all', () => {
    expect(reshapeProjectFeedEntry(projectFeedIdsSchema.parse(base)).feedIds).toEqual({ complex: { yandex: null, cian: null, avito: null }, houses: [] });
  });
});
