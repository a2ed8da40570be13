// Seeds the site-wide records: global settings, menus, the page list (one per spec route), the
// home hero block, links, offices, legacy redirects, SEO landing pages, FAQ and tenders.
import type { Modules } from '@strapi/strapi';
import { existingValues, hasAny, type SeedContext } from './context';
import { poolPhoto } from './gallery';

type PageInput = Modules.Documents.Params.Data.Input<'api::page.page'>;

export async function seedGlobal(ctx: SeedContext): Promise<void> {
  if (await hasAny(ctx.strapi, 'api::global.global')) {
    ctx.tally.add('global', false);
    return;
  }
  const media = ctx.media;
  await ctx.strapi.documents('api::global.global').create({
    data: {
      Site_name: 'Новострой',
      Phones: [
        { Label: 'Отдел продаж', Number: '+7 (861) 200-00-00' },
        { Label: 'Ипотечный центр', Number: '+7 (861) 200-00-11' },
        { Label: 'Сервисная служба', Number: '+7 (861) 200-00-22' },
      ],
      Logo: await media.logo(),
      Socials: [
        { title: 'ВКонтакте', Link: 'https://vk.com/novostroy', Icon: await media.icon('social-vk', 'VK', '#0077ff', false, 'ВКонтакте') },
        { title: 'Telegram', Link: 'https://t.me/novostroy', Icon: await media.icon('social-telegram', 'TG', '#229ed9', false, 'Telegram') },
        { title: 'Одноклассники', Link: 'https://ok.ru/novostroy', Icon: await media.icon('social-ok', 'OK', '#ee8208', false, 'Одноклассники') },
      ],
      Footer_text:
        '© 2012–2026 ООО «СЗ „Новострой“», ИНН 2311007531, ОГРН 1122311000756. Информация на сайте не является публичной офертой. Проектные декларации опубликованы на сайте наш.дом.рф.',
      Privacy_policy: [
        '## 1. Общие положения',
        'Настоящая политика определяет порядок обработки персональных данных посетителей сайта застройщика «Новострой» в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».',
        '## 2. Какие данные мы обрабатываем',
        'Имя, номер телефона, адрес электронной почты, которые вы указываете в формах заявки, а также технические данные: файлы cookie, IP-адрес, сведения о браузере и источнике перехода (UTM-метки).',
        '## 3. Цели обработки',
        '- связь с вами по заявке и консультация по покупке;',
        '- подбор ипотечных программ по вашему запросу;',
        '- улучшение работы сайта и анализ рекламных кампаний.',
        '## 4. Передача третьим лицам',
        'Данные передаются только банкам-партнёрам по вашему запросу и сервисам, которые обеспечивают работу сайта и отдела продаж. Мы не продаём персональные данные.',
        '## 5. Хранение и отзыв согласия',
        'Данные хранятся не дольше, чем этого требуют цели обработки. Отозвать согласие можно письмом на privacy@novostroy.example.',
      ].join('\n\n'),
      Privacy_policy_version: '2026-01',
      Default_og_image: await poolPhoto(media, 'share'),
    },
  });
  ctx.tally.add('global', true);
}

/** [Label, Url, Group]: items with the same Group form one dropdown of the header, titled by it. */
type MenuItemInput = readonly [label: string, url: string, group?: string];

const HEADER_ITEMS: readonly MenuItemInput[] = [
  ['Проекты', '/our-projects'],
  ['Студии', '/kupit-0-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'],
  ['1-комнатные', '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'],
  ['2-комнатные', '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'],
  ['3-комнатные', '/kupit-3-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'],
  ['4-комнатные и больше', '/kupit-4-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'],
  ['Коммерция', '/commercial'],
  ['Паркинг', '/parking'],
  ['Кладовые', '/store-room'],
  ['Ипотека', '/loan/mortgage', 'Ипотека'],
  ['Рассрочка', '/loan/deffered', 'Ипотека'],
  ['Трейд-ин', '/loan/tradein', 'Ипотека'],
  ['О компании', '/about-company', 'О компании'],
  ['Новости', '/posts', 'О компании'],
  ['Тендеры', '/tenders', 'О компании'],
  ['Вопросы и ответы', '/faq', 'О компании'],
  ['Контакты', '/contacts', 'О компании'],
];

const FOOTER_ITEMS: readonly MenuItemInput[] = [
  ['Проекты', '/our-projects'],
  ['Ипотека', '/loan/mortgage'],
  ['Рассрочка', '/loan/deffered'],
  ['Трейд-ин', '/loan/tradein'],
  ['Избранное', '/favourite'],
  ['О компании', '/about-company'],
  ['Новости', '/posts'],
  ['Тендеры', '/tenders'],
  ['Вопросы и ответы', '/faq'],
  ['Контакты', '/contacts'],
];

export async function seedMenus(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::menu.menu', 'Location');
  const menus = [
    { Location: 'header', Title: 'Главное меню', items: HEADER_ITEMS },
    { Location: 'footer', Title: 'Меню в подвале', items: FOOTER_ITEMS },
  ] as const;
  for (const menu of menus) {
    if (known.has(menu.Location)) {
      ctx.tally.add('menus', false);
      continue;
    }
    await ctx.strapi.documents('api::menu.menu').create({
      data: {
        Location: menu.Location,
        Title: menu.Title,
        Items: menu.items.map(([Label, Url, Group], i) => ({ Label, Url, Sort: (i + 1) * 10, ...(Group ? { Group } : {}) })),
      },
    });
    ctx.tally.add('menus', true);
  }
}

/** One record per route of spec section 2; `{id}` marks the dynamic part as the spec writes it. */
const PAGES: PageInput[] = [
  { path: '/', layout: 'default', title: 'Новострой — квартиры от застройщика в Краснодаре', description: 'Новостройки Краснодара от застройщика «Новострой»: 17 жилых комплексов, квартиры с отделкой, ипотека от 5,9 %, рассрочка и трейд-ин.' },
  { path: '/about-company', layout: 'main', title: 'О компании', description: 'История, команда и принципы застройщика «Новострой».' },
  { path: '/commercial', layout: 'default', title: 'Коммерческая недвижимость от застройщика', description: 'Помещения свободного назначения на первых этажах жилых комплексов: от 39 до 158 м², отдельные входы.' },
  { path: '/commercial/{id}', layout: 'main', title: 'Коммерческое помещение', description: 'Планировка, цена и условия покупки коммерческого помещения.' },
  { path: '/contacts', layout: 'imposed', title: 'Контакты и офисы продаж', description: 'Адреса и часы работы офисов продаж «Новострой», телефоны и схема проезда.' },
  { path: '/debug', layout: 'default', title: 'Диагностика', description: 'Служебная страница.' },
  { path: '/faq', layout: 'default', title: 'Вопросы и ответы', description: 'Ответы на частые вопросы о покупке квартиры, ипотеке, документах и строительстве.' },
  { path: '/favourite', layout: 'default', title: 'Избранное', description: 'Избранные квартиры и помещения: актуальные цены и наличие.' },
  { path: '/kupit-{id}-komnatnuyu-kvartiru-ot-zastroishika', layout: 'default', title: 'Купить квартиру от застройщика', description: 'Квартиры в новостройках Краснодара по числу комнат: студии, одно-, двух-, трёх- и четырёхкомнатные.' },
  // The five flats listings by room count, each its own entry (an exact path wins over the pattern above).
  { path: '/kupit-0-komnatnuyu-kvartiru-ot-zastroishika', layout: 'default', title: 'Студии от застройщика', description: 'Студии в новостройках Краснодара от застройщика «Новострой»: цены, планировки и сроки сдачи.' },
  { path: '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika', layout: 'default', title: 'Однокомнатные квартиры от застройщика', description: 'Однокомнатные квартиры в новостройках Краснодара: цены, планировки, этажи и сроки сдачи.' },
  { path: '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', layout: 'default', title: 'Двухкомнатные квартиры от застройщика', description: 'Двухкомнатные квартиры в новостройках Краснодара: цены, планировки, этажи и сроки сдачи.' },
  { path: '/kupit-3-komnatnuyu-kvartiru-ot-zastroishika', layout: 'default', title: 'Трёхкомнатные квартиры от застройщика', description: 'Трёхкомнатные квартиры в новостройках Краснодара: цены, планировки, этажи и сроки сдачи.' },
  { path: '/kupit-4-komnatnuyu-kvartiru-ot-zastroishika', layout: 'default', title: 'Четырёхкомнатные и большие квартиры', description: 'Квартиры от четырёх комнат в новостройках Краснодара: цены, планировки и сроки сдачи.' },
  { path: '/loan/deffered', layout: 'default', title: 'Рассрочка без переплаты', description: 'Беспроцентная рассрочка от застройщика до конца строительства.' },
  { path: '/loan/mortgage', layout: 'default', title: 'Ипотека от 5,9 %', description: 'Ипотечные программы банков-партнёров: семейная, IT-ипотека, господдержка.' },
  { path: '/loan/tradein', layout: 'default', title: 'Трейд-ин', description: 'Обмен вашей квартиры на новую с фиксацией цены.' },
  { path: '/our-projects', layout: 'default', title: 'Жилые комплексы', description: 'Все жилые комплексы «Новострой» в Краснодаре: строящиеся и сданные.' },
  { path: '/our-projects/{id}', layout: 'default', title: 'Жилой комплекс', description: 'О проекте, планировки, ход строительства и условия покупки.' },
  { path: '/our-projects/{id}/test', layout: 'none', title: 'Жилой комплекс (тестовая страница)', description: 'Служебная страница проекта без общего макета.' },
  { path: '/parking', layout: 'default', title: 'Машино-места', description: 'Машино-места в подземных паркингах жилых комплексов.' },
  { path: '/parking/{id}', layout: 'main', title: 'Машино-место', description: 'Расположение, цена и условия покупки машино-места.' },
  { path: '/posts', layout: 'default', title: 'Новости', description: 'Новости компании, старты продаж и ход строительства.' },
  { path: '/posts/{id}', layout: 'main', title: 'Новость', description: 'Новость застройщика «Новострой».' },
  { path: '/property/{id}', layout: 'default', title: 'Квартира', description: 'Планировка, цена, этаж и условия покупки квартиры.' },
  { path: '/seo/{id}', layout: 'default', title: 'Подборка', description: 'Подборки квартир и материалы о покупке жилья.' },
  { path: '/store-room', layout: 'default', title: 'Кладовые', description: 'Кладовые помещения в жилых комплексах.' },
  { path: '/store-room/{id}', layout: 'main', title: 'Кладовая', description: 'Площадь, расположение и цена кладовой.' },
  { path: '/tenders', layout: 'default', title: 'Тендеры', description: 'Тендеры для подрядчиков и поставщиков.' },
  { path: '/test', layout: 'none', title: 'Тест', description: 'Служебная страница, перенаправляет на главную.' },
];

export async function seedPages(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::page.page', 'path');
  for (const page of PAGES) {
    if (known.has(page.path)) {
      ctx.tally.add('pages', false);
      continue;
    }
    await ctx.strapi.documents('api::page.page').create({ data: page });
    ctx.tally.add('pages', true);
  }
}

// The demo promotion of the home page's countdown. Its end lies far enough ahead that the demo
// shows days left for a long time; an ended promotion shows 0 0 0 (spec §4).
const DEMO_PROMOTION = {
  Promo_title: 'Семейная ипотека от 5,9 % в ЖК «Акварель»',
  Promo_text: 'Успейте забронировать квартиру по условиям акции: ставка 5,9 % на весь срок кредита, дом уже сдан.',
  Promo_end_date: '2027-06-30T20:59:59.000Z',
  // The post with the promotion's terms (news.ts).
  Promo_link: '/posts/semejnaya-ipoteka-pod-5-9-v-zhk-akvarel',
};

export async function seedMainBlock(ctx: SeedContext): Promise<void> {
  const existing = await ctx.strapi.db.query('api::main-block.main-block').findOne({});
  if (existing) {
    // A block seeded before the promotion fields existed gets the demo promotion once; a block
    // whose promotion an editor filled in or ended keeps it.
    const neverHadPromotion = !existing.Promo_title && !existing.Promo_end_date;
    if (neverHadPromotion) {
      await ctx.strapi.documents('api::main-block.main-block').update({ documentId: existing.documentId, data: DEMO_PROMOTION });
    }
    ctx.tally.add('main block', neverHadPromotion);
    return;
  }
  await ctx.strapi.documents('api::main-block.main-block').create({
    data: {
      Title: 'Квартиры от застройщика в Краснодаре',
      Subtitle: '17 жилых комплексов, ипотека от 5,9 %, рассрочка без переплаты и трейд-ин',
      Image: await poolPhoto(ctx.media, 'hero'),
      Button_text: 'Выбрать квартиру',
      Button_link: '/our-projects',
      ...DEMO_PROMOTION,
    },
  });
  ctx.tally.add('main block', true);
}

const LINKS = [
  { title: 'Проектные декларации на наш.дом.рф', Link: 'https://наш.дом.рф/' },
  { title: 'Калькулятор ипотеки', Link: '/loan/mortgage' },
  { title: 'Политика конфиденциальности', Link: '/privacy-policy' },
  { title: 'Раскрытие информации', Link: 'https://novostroy.example/disclosure' },
  { title: 'Telegram-канал', Link: 'https://t.me/novostroy' },
  { title: 'Приложение для жителей', Link: 'https://novostroy.example/app' },
];

export async function seedLinks(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::link.link', 'title');
  for (const link of LINKS) {
    if (known.has(link.title)) {
      ctx.tally.add('links', false);
      continue;
    }
    await ctx.strapi.documents('api::link.link').create({ data: link });
    ctx.tally.add('links', true);
  }
}

const OFFICES = [
  { slug: 'central', Office_info: 'Центральный офис продаж', Office_address: 'г. Краснодар, ул. Красная, 122', Office_hours: 'Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00', Phone: '+7 (861) 200-00-00', Coordinates: '45.041860,38.976430' },
  { slug: 'severnoe-siyanie', Office_info: 'Офис продаж в ЖК «Северное сияние»', Office_address: 'г. Краснодар, ул. Стахановская, 15, павильон 1', Office_hours: 'Ежедневно 9:00–19:00', Phone: '+7 (861) 200-00-01', Coordinates: '45.070620,38.984180' },
  { slug: 'solnechnyj-bereg', Office_info: 'Офис продаж в ЖК «Солнечный берег»', Office_address: 'г. Краснодар, ул. Ставропольская, 204', Office_hours: 'Ежедневно 10:00–19:00', Phone: '+7 (861) 200-00-02', Coordinates: '45.012900,39.053200' },
];

export async function seedContacts(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::contact.contact', 'slug');
  for (const office of OFFICES) {
    if (known.has(office.slug)) {
      ctx.tally.add('contacts', false);
      continue;
    }
    await ctx.strapi.documents('api::contact.contact').create({ data: office });
    ctx.tally.add('contacts', true);
  }
}

export async function seedRedirects(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::redirect.redirect', 'from');
  for (const redirect of ctx.demo.legacyRedirects) {
    if (known.has(redirect.from)) {
      ctx.tally.add('redirects', false);
      continue;
    }
    await ctx.strapi.documents('api::redirect.redirect').create({
      data: { from: redirect.from, to: `/our-projects/${redirect.toSlug}`, code: 301 },
    });
    ctx.tally.add('redirects', true);
  }
}

const SEO_PAGES = [
  { Slug: 'kvartiry-v-krasnodare-ot-zastrojshchika', Title: 'Квартиры в Краснодаре от застройщика', body: ['Покупка напрямую у застройщика — это цена без посреднических наценок, полный пакет документов и гарантия на дом.', '«Новострой» строит 13 жилых комплексов в разных округах Краснодара. Выберите квартиру по цене, площади, сроку сдачи и району.'] },
  { Slug: 'odnokomnatnye-kvartiry-v-novostrojkah', Title: 'Однокомнатные квартиры в новостройках', body: ['Однокомнатные квартиры площадью от 34 до 48 м² — с кухнями-гостиными, гардеробными и лоджиями.', 'Подходят для первой покупки, для сдачи в аренду и как вложение на этапе строительства.'] },
  { Slug: 'studii-v-krasnodare', Title: 'Квартиры-студии в Краснодаре', body: ['Студии от 22 м² с продуманной расстановкой мебели и большими окнами.', 'Самый доступный способ переехать в новый дом: ипотека с платежом, сопоставимым с арендой.'] },
  { Slug: 'kvartiry-s-otdelkoj', Title: 'Квартиры с отделкой', body: ['Квартиры с чистовой отделкой «под ключ» и в формате white box.', 'Отделка выполняется по стандартам компании, стоимость включается в ипотеку.'] },
  { Slug: 'kvartiry-v-ipoteku', Title: 'Квартиры в ипотеку', body: ['Семейная ипотека, IT-ипотека и программы с господдержкой в банках-партнёрах.', 'Ипотечный брокер подберёт программу и подаст заявку сразу в несколько банков.'] },
  { Slug: 'kvartiry-v-rassrochku', Title: 'Квартиры в рассрочку', body: ['Рассрочка без переплаты до окончания строительства, первый взнос от 30 %.', 'Без банков, справок о доходах и поручителей.'] },
  { Slug: 'novostrojki-prikubanskogo-okruga', Title: 'Новостройки Прикубанского округа', body: ['Прикубанский округ — самый быстрорастущий район Краснодара: новые школы, парки и дороги.', 'Здесь строятся ЖК «Северное сияние», «Истоки», «Новый город» и «Яблоневый сад».'] },
  { Slug: 'kommercheskaya-nedvizhimost', Title: 'Коммерческая недвижимость', body: ['Помещения на первых этажах жилых комплексов с высоким пешеходным трафиком.', 'Отдельные входы, витринное остекление, возможность объединения помещений.'] },
  { Slug: 'parking-i-kladovye', Title: 'Паркинг и кладовые', body: ['Машино-места в подземных паркингах с лифтом до квартиры и кладовые на цокольных этажах.', 'Можно купить вместе с квартирой в ипотеку.'] },
];

export async function seedSeoContents(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::content.content', 'Slug');
  for (const [i, page] of SEO_PAGES.entries()) {
    if (known.has(page.Slug)) {
      ctx.tally.add('SEO contents', false);
      continue;
    }
    const description = page.body[0];
    const image = await poolPhoto(ctx.media, i % 2 ? 'facade' : 'yard', i);
    await ctx.strapi.documents('api::content.content').create({
      data: {
        Slug: page.Slug,
        Title: page.Title,
        Body: page.body.join('\n\n'),
        seo: {
          metaTitle: `${page.Title} — Новострой`,
          metaDescription: description,
          metaImage: image,
          openGraph: { ogTitle: page.Title, ogDescription: description, ogImage: image, ogUrl: `/seo/${page.Slug}`, ogType: 'website' },
        },
      },
      status: 'published',
    });
    ctx.tally.add('SEO contents', true);
  }
}

const FAQ = [
  { Category: 'Покупка', Question: 'Как забронировать квартиру?', Answer: 'Оставьте заявку на сайте или позвоните в отдел продаж. Бронь бесплатная и действует 7 дней.' },
  { Category: 'Покупка', Question: 'Можно ли купить квартиру дистанционно?', Answer: 'Да. Договор подписывается электронной подписью, регистрация сделки проходит онлайн, ключи можно получить по доверенности.' },
  { Category: 'Покупка', Question: 'Какие способы оплаты доступны?', Answer: 'Полная оплата, ипотека, рассрочка от застройщика, трейд-ин и материнский капитал.' },
  { Category: 'Ипотека', Question: 'Какой минимальный первоначальный взнос?', Answer: 'От 15 % по большинству программ; по семейной ипотеке — от 20 %.' },
  { Category: 'Ипотека', Question: 'Сколько времени занимает одобрение?', Answer: 'Обычно от 1 до 3 рабочих дней: заявка уходит сразу в несколько банков-партнёров.' },
  { Category: 'Ипотека', Question: 'Можно ли использовать материнский капитал?', Answer: 'Да, материнский капитал можно направить на первоначальный взнос или погашение кредита.' },
  { Category: 'Документы', Question: 'Какой договор я подписываю?', Answer: 'Договор участия в долевом строительстве по 214-ФЗ, деньги хранятся на счёте эскроу до ввода дома.' },
  { Category: 'Документы', Question: 'Где посмотреть проектную декларацию?', Answer: 'На странице каждого жилого комплекса есть ссылки на документы, а также на сайте наш.дом.рф.' },
  { Category: 'Строительство', Question: 'Как следить за ходом строительства?', Answer: 'Ежемесячные фотоотчёты публикуются на странице проекта, там же — онлайн-камеры со строительной площадки.' },
  { Category: 'Строительство', Question: 'Что будет, если сроки сдачи сдвинутся?', Answer: 'Мы сдаём дома в срок. По закону при переносе сроков дольщику выплачивается неустойка.' },
  { Category: 'Заселение', Question: 'Как проходит приёмка квартиры?', Answer: 'Вы осматриваете квартиру вместе с инженером, замечания фиксируются в акте и устраняются за счёт застройщика.' },
  { Category: 'Заселение', Question: 'Какая гарантия на квартиру?', Answer: 'Гарантия на конструктив — 5 лет, на инженерное оборудование — 3 года, на отделку — 1 год.' },
];

export async function seedFaq(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::faq.faq', 'Question');
  for (const [i, item] of FAQ.entries()) {
    if (known.has(item.Question)) {
      ctx.tally.add('FAQ items', false);
      continue;
    }
    await ctx.strapi.documents('api::faq.faq').create({ data: { ...item, Sort: (i + 1) * 10 } });
    ctx.tally.add('FAQ items', true);
  }
}

/** A day `days` from the seeding, "YYYY-MM-DD". */
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

// The open tenders' dates are counted from the day the demo is seeded, so a fresh demo always has
// tenders taking applications (the site lists a tender past its last day as finished).
const TENDERS = [
  { Number: 'Т-2026-001', Subject: 'Поставка товарного бетона для ЖК «Северное сияние», Литер 2', Date_start: '2026-01-15', Date_end: '2026-02-15', Status: 'closed' },
  { Number: 'Т-2026-002', Subject: 'Благоустройство и озеленение двора, ЖК «Лазурный»', Date_start: '2026-03-01', Date_end: '2026-03-31', Status: 'closed' },
  { Number: 'Т-2026-003', Subject: 'Благоустройство дворовой территории ЖК «Зелёный квартал»', Date_start: '2026-04-10', Date_end: '2026-05-10', Status: 'cancelled' },
  { Number: 'Т-2026-004', Subject: 'Поставка и монтаж лифтового оборудования, ЖК «Речной парк»', Date_start: daysFromNow(-60), Date_end: daysFromNow(20), Status: 'open' },
  { Number: 'Т-2026-005', Subject: 'Устройство внутренних инженерных систем, ЖК «Новый город», очередь 1', Date_start: daysFromNow(-30), Date_end: daysFromNow(45), Status: 'open' },
  { Number: 'Т-2026-006', Subject: 'Поставка окон ПВХ и алюминиевых витражей, ЖК «Маяк»', Date_start: daysFromNow(-7), Date_end: daysFromNow(75), Status: 'open' },
] as const;

export async function seedTenders(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::tender.tender', 'Number');
  for (const tender of TENDERS) {
    if (known.has(tender.Number)) {
      ctx.tally.add('tenders', false);
      continue;
    }
    const key = tender.Number.toLowerCase();
    const documents = [
      // Each file's heading is its title on the site: «Техническое задание», «Проект договора».
      await ctx.media.pdf(`tender-${key}-tz`, 'Техническое задание', [
        { title: `Тендер ${tender.Number}`, lines: [tender.Subject, `Приём предложений: ${tender.Date_start} — ${tender.Date_end}`, 'Требования к участникам — в разделе 3', 'Контакт: tender@novostroy.example'] },
      ], 'portrait'),
      await ctx.media.pdf(`tender-${key}-contract`, 'Проект договора', [
        { title: `Тендер ${tender.Number}`, lines: ['Предмет договора, сроки и порядок приёмки', 'Порядок расчётов: по факту выполнения этапов', 'Гарантийные обязательства подрядчика', 'Ответственность сторон'] },
      ], 'portrait'),
    ];
    await ctx.strapi.documents('api::tender.tender').create({ data: { ...tender, Documents: documents } });
    ctx.tally.add('tenders', true);
  }
}
