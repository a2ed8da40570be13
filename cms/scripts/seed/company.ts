// Seeds the team (workers), the about-company page and the three purchase programmes (loans),
// each programme with its consultant.
import type { Modules } from '@strapi/strapi';
import { existingValues, findDocumentId, hasAny, type SeedContext } from './context';
import { poolPhoto } from './gallery';

type LoanInput = Modules.Documents.Params.Data.Input<'api::loan.loan'>;

const WORKERS = [
  { name: 'Алексей Громов', Position: 'Генеральный директор', key: 'gromov' },
  { name: 'Ольга Мельникова', Position: 'Главный архитектор', key: 'melnikova' },
  { name: 'Сергей Лебедев', Position: 'Главный инженер', key: 'lebedev' },
  { name: 'Марина Соколова', Position: 'Руководитель отдела продаж', key: 'sokolova' },
  { name: 'Ирина Белова', Position: 'Ипотечный брокер', key: 'belova' },
  { name: 'Дмитрий Орлов', Position: 'Менеджер по рассрочке', key: 'orlov' },
  { name: 'Елена Крылова', Position: 'Специалист по программе трейд-ин', key: 'krylova' },
] as const;

export async function seedWorkers(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::worker.worker', 'name');
  for (const [i, worker] of WORKERS.entries()) {
    if (known.has(worker.name)) {
      ctx.tally.add('workers', false);
      continue;
    }
    await ctx.strapi.documents('api::worker.worker').create({
      data: {
        name: worker.name,
        Position: worker.Position,
        Sort_3: i + 1,
        Photo_worker: await ctx.media.portrait(`worker-${worker.key}`, worker.name),
        Photo_page: await ctx.media.portrait(`worker-${worker.key}`, worker.name),
      },
    });
    ctx.tally.add('workers', true);
  }
}

async function workerId(ctx: SeedContext, name: string): Promise<string> {
  const id = await findDocumentId(ctx.strapi, 'api::worker.worker', { name });
  if (!id) throw new Error(`worker ${name} is missing; seedWorkers runs first`);
  return id;
}

interface HistorySeed {
  Year: number;
  Label_1: string;
  Label_2: string;
  Project_name: string;
  Main_text: string;
  /** The milestone is an award: it gets a diploma's picture. */
  award?: boolean;
}

const HISTORY: readonly HistorySeed[] = [
  { Year: 2012, Label_1: '2012', Label_2: 'Основание', Project_name: 'Первый дом', Main_text: 'Компания основана в Краснодаре. Первый проект — пятиэтажный клубный дом на 60 квартир в Центральном округе.' },
  { Year: 2015, Label_1: '2015', Label_2: 'Первый квартал', Project_name: 'ЖК «Акварель»', Main_text: 'Старт первого квартального проекта с закрытым двором и детским садом на первом этаже.' },
  { Year: 2018, Label_1: '2018', Label_2: 'Собственное производство', Project_name: 'Завод ЖБИ', Main_text: 'Запущено собственное производство железобетонных изделий: сроки строительства сократились на четверть.' },
  { Year: 2020, Label_1: '2020', Label_2: 'Премия', award: true, Project_name: 'ЖК «Красная площадь»', Main_text: 'Проект в центре города получил региональную премию «Строитель года» в номинации «Лучший жилой комплекс».' },
  { Year: 2022, Label_1: '2022', Label_2: '1 млн м²', Project_name: 'ЖК «Олимп»', Main_text: 'Общая площадь построенного жилья превысила миллион квадратных метров, в наших домах живут более 18 000 семей.' },
  { Year: 2025, Label_1: '2025', Label_2: 'Благоустройство', award: true, Project_name: 'ЖК «Дом на Кубани»', Main_text: 'Двор комплекса признан лучшим проектом благоустройства года: набережная, сад и спортивный кластер.' },
  { Year: 2026, Label_1: '2026', Label_2: '17 проектов', Project_name: 'ЖК «Маяк»', Main_text: 'В портфеле компании 17 жилых комплексов, 13 из них строятся в разных районах Краснодара.' },
];

export async function seedAboutCompany(ctx: SeedContext): Promise<void> {
  if (await hasAny(ctx.strapi, 'api::about-company.about-company')) {
    ctx.tally.add('about company', false);
    return;
  }
  const media = ctx.media;
  const workers: string[] = [];
  for (const worker of WORKERS) workers.push(await workerId(ctx, worker.name));
  const history = [];
  // A diploma's picture only where the year's milestone is an award: the page captions it «Награда».
  for (const [i, { award, ...item }] of HISTORY.entries()) {
    history.push({
      ...item,
      ...(award ? { Reward_image: await poolPhoto(media, 'award', i) } : {}),
      Project_image: await poolPhoto(media, i % 2 ? 'facade' : 'yard', i),
    });
  }
  await ctx.strapi.documents('api::about-company.about-company').create({
    data: {
      Title: 'О компании «Новострой»',
      Text_about_team:
        'Над проектами работают более 1 200 человек: архитекторы, инженеры, строители, специалисты по продажам и сервису. Мы сами проектируем, строим и обслуживаем наши дома, поэтому отвечаем за результат на каждом этапе.',
      Text_about_company: [
        '«Новострой» строит жильё в Краснодаре с 2012 года. За это время мы сдали более миллиона квадратных метров и ни разу не сорвали сроки ввода домов.',
        'Мы проектируем кварталы с закрытыми дворами, детскими садами и коммерцией на первых этажах, чтобы всё необходимое было рядом с домом.',
        'Все проекты строятся по 214-ФЗ с использованием счетов эскроу.',
      ].join('\n\n'),
      Page_title: 'О компании — застройщик «Новострой», Краснодар',
      Page_description: 'История, команда и принципы застройщика «Новострой»: 17 жилых комплексов в Краснодаре, собственное производство и сервис.',
      Video_link: 'https://rutube.ru/video/novostroy-o-kompanii/',
      Text_about_company_ksi: [
        '**«КубаньСтройИнвест» (КСИ)** — генеральный подрядчик группы. Собственный парк техники, завод железобетонных изделий и лаборатория контроля качества.',
        'КСИ одновременно ведёт строительство на тринадцати площадках и выполняет полный цикл работ: от нулевого цикла до благоустройства.',
      ].join('\n\n'),
      Video_link_ksi: 'https://rutube.ru/video/novostroy-ksi/',
      Presentation_ksi: await media.pdf('presentation-ksi', 'КубаньСтройИнвест', [
        { title: 'Генеральный подрядчик', lines: ['Полный цикл строительных работ', 'Собственный завод ЖБИ', 'Лаборатория контроля качества', '13 строительных площадок'] },
        { title: 'Техника и люди', lines: ['120 единиц техники', '900 сотрудников', '12 башенных кранов', 'Работаем с 2012 года'] },
      ], 'landscape'),
      advantage1: 'Собственное производство и генеральный подряд: мы контролируем качество и сроки без посредников.',
      Image_about_ksi: await poolPhoto(media, 'construction', 1),
      Video_about_ksi: await media.video(),
      video_zaglushka: await poolPhoto(media, 'construction', 2),
      workers,
      Company_history: history,
      Image_1_block: await poolPhoto(media, 'hero'),
    },
  });
  ctx.tally.add('about company', true);
}

interface LoanSeed {
  Slug: 'mortgage' | 'deffered' | 'tradein';
  worker: string;
  data: Omit<LoanInput, 'Slug' | 'worker' | 'Image_before' | 'Image_after'>;
}

const LOANS: LoanSeed[] = [
  {
    Slug: 'mortgage',
    worker: 'Ирина Белова',
    data: {
      Name: 'Ипотека',
      Info: 'Семейная ипотека и ипотека с господдержкой от 5,9 % годовых, IT-ипотека. Подадим заявку сразу в несколько банков-партнёров.',
      Percent: 5.9,
      Min_first_payment: 15,
      Page_title: 'Ипотека на квартиру от застройщика — Новострой',
      Page_description: 'Ипотека от 5,9 % на квартиры в новостройках Краснодара: семейная, IT-ипотека, господдержка. Решение банка — от 1 рабочего дня.',
      Advav: ['- **Решение банка от 1 рабочего дня** — заявка сразу в 10 банков-партнёров', '- **Первоначальный взнос от 15 %**', '- **Семейная ипотека** для семей с детьми до 6 лет', '- Сопровождение сделки бесплатно'].join('\n'),
      Adv_2: ['Как оформить ипотеку:', '', '1. Выберите квартиру и забронируйте её на 7 дней.', '2. Передайте документы ипотечному брокеру в офисе продаж.', '3. Получите одобрение банка и подпишите договор.', '4. Регистрация сделки — электронно, без визита в МФЦ.'].join('\n'),
    },
  },
  {
    Slug: 'deffered',
    worker: 'Дмитрий Орлов',
    data: {
      Name: 'Рассрочка',
      Info: 'Беспроцентная рассрочка от застройщика до конца строительства: первый взнос от 30 %, остаток равными платежами.',
      Percent: 0,
      Min_first_payment: 30,
      Page_title: 'Рассрочка на квартиру от застройщика без переплаты — Новострой',
      Page_description: 'Рассрочка 0 % на квартиры в строящихся домах Краснодара: первый взнос от 30 %, без банков и справок о доходах.',
      Advav: ['- **0 % переплаты** — цена как при полной оплате', '- **Первый взнос от 30 %**', '- **Без справок** о доходах и поручителей', '- Досрочное погашение без комиссий'].join('\n'),
      Adv_2: ['Условия рассрочки:', '', '- срок — до ввода дома в эксплуатацию;', '- платежи ежемесячно или ежеквартально;', '- можно перевести остаток в ипотеку в любой момент.'].join('\n'),
    },
  },
  {
    Slug: 'tradein',
    worker: 'Елена Крылова',
    data: {
      Name: 'Трейд-ин',
      Info: 'Обменяйте вашу квартиру на новую: оценим жильё за 1 день, зафиксируем цену новой квартиры и поможем с продажей.',
      // No rate: an exchange has none, and "0 %" on its card would promise what it is not.
      Page_title: 'Трейд-ин: обмен старой квартиры на новую — Новострой',
      Page_description: 'Программа трейд-ин застройщика «Новострой»: оценка за 1 день, фиксация цены новой квартиры на время продажи старой.',
      Advav: ['- **Оценка за 1 день** бесплатно', '- **Фиксация цены** новой квартиры на 60 дней', '- **Юридическая проверка** сделки', '- Можно доплатить ипотекой или рассрочкой'].join('\n'),
      Adv_2: ['Как это работает:', '', '1. Оставьте заявку и покажите квартиру оценщику.', '2. Выберите новую квартиру — мы зафиксируем её цену.', '3. Мы продаём вашу квартиру, деньги идут в оплату новой.'].join('\n'),
    },
  },
];

export async function seedLoans(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::loan.loan', 'Slug');
  for (const [i, loan] of LOANS.entries()) {
    if (known.has(loan.Slug)) {
      ctx.tally.add('loans', false);
      continue;
    }
    await ctx.strapi.documents('api::loan.loan').create({
      data: {
        ...loan.data,
        Slug: loan.Slug,
        worker: await workerId(ctx, loan.worker),
        Image_before: await poolPhoto(ctx.media, 'finishing', i),
        Image_after: await poolPhoto(ctx.media, 'facade', i + 1),
      },
    });
    ctx.tally.add('loans', true);
  }
}
