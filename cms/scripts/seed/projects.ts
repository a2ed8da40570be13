// Seeds the 17 demo complexes (every field of the Project type filled) and their monthly
// construction reports. Texts are composed from the complex's own data with deterministic variety.
import type { Modules } from '@strapi/strapi';
import { existingValues, findDocumentId, type ComplexFacts, type DemoComplex, type SeedContext } from './context';
import { poolPhoto, poolPhotos } from './gallery';
import { randomFrom } from './placeholders';
import { inDistrict, inQuarter, monthsUntil, plural, quarterShort, quarterText } from './russian';

type ProjectInput = Modules.Documents.Params.Data.Input<'api::project.project'>;
type ProgressInput = Modules.Documents.Params.Data.Input<'api::construcrion-progress.construcrion-progress'>;

/** Construction reports cover the six months up to this one (fixed, so every seed run writes the same). */
const REPORT_YEAR = 2026;
const REPORT_LAST_MONTH = 10;
const REPORT_MONTHS = 6;

const MONTHS_NOMINATIVE = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

const MAP_CATEGORIES = [
  { key: 'school', category: 'Школа', glyph: 'Ш', colour: '#3c6e91', names: ['Школа № 101', 'Гимназия № 36', 'Лицей № 48', 'Школа № 87'] },
  { key: 'kindergarten', category: 'Детский сад', glyph: 'Д', colour: '#e98a4b', names: ['Детский сад № 233 «Солнышко»', 'Детский сад № 115 «Радуга»', 'Детский сад «Колокольчик»'] },
  { key: 'shop', category: 'Магазин', glyph: 'М', colour: '#6a8f4e', names: ['Супермаркет у дома', 'Торговый центр «Кубань»', 'Фермерский рынок', 'Гипермаркет «Семейный»'] },
  { key: 'park', category: 'Парк', glyph: 'П', colour: '#2f6f5e', names: ['Сквер у дома', 'Парк «Солнечный остров»', 'Бульвар с велодорожкой', 'Парк «Краснодар»'] },
  { key: 'clinic', category: 'Поликлиника', glyph: '+', colour: '#c0504d', names: ['Городская поликлиника № 5', 'Детская поликлиника № 3', 'Медицинский центр «Здоровье»'] },
  { key: 'sport', category: 'Спорт', glyph: 'С', colour: '#7a5ea6', names: ['Фитнес-клуб', 'Бассейн «Дельфин»', 'Спортивный комплекс «Олимп»', 'Теннисные корты'] },
] as const;

const ADVANTAGES = [
  { Title: 'Двор без машин', Text: 'Автомобили остаются в подземном паркинге и на гостевых стоянках по периметру, а во дворе — только дети, пешеходы и велосипедисты.', pool: 'yard' },
  { Title: 'Собственный детский сад', Text: 'Детский сад на первых этажах комплекса: утром не нужно везти ребёнка через полгорода.', pool: 'yard' },
  { Title: 'Видовые квартиры', Text: 'Панорамное остекление на верхних этажах открывает вид на город и на реку Кубань.', pool: 'facade' },
  { Title: 'Подземный паркинг', Text: 'Паркинг с лифтом до этажа квартиры, зарядными станциями для электромобилей и кладовыми.', pool: 'parking' },
  { Title: 'Умный дом', Text: 'Вход по лицу, видеонаблюдение с доступом из приложения и дистанционная передача показаний счётчиков.', pool: 'engineering' },
  { Title: 'Дизайнерские холлы', Text: 'Входные группы по проекту архитектурного бюро: высокие потолки, колясочные и лаунж-зоны.', pool: 'entrance' },
  { Title: 'Инфраструктура рядом', Text: 'Школы, поликлиники, магазины и остановки общественного транспорта — в пешей доступности.', pool: 'commercial' },
  { Title: 'Спорт во дворе', Text: 'Воркаут-площадка, беговая дорожка и площадки для командных игр внутри квартала.', pool: 'yard' },
] as const;

/** A house's stages, a report every month: about three months each, counted back from completion. */
const STAGES = [
  'Площадка огорожена, идут подготовительные работы и перенос сетей, завозится техника.',
  'Разрабатывается котлован, выполняется устройство свайного поля.',
  'Завершены земляные работы, устраивается фундаментная плита. Параллельно прокладываются внутриплощадочные сети.',
  'Ведутся монолитные работы: возводятся стены и перекрытия подземного этажа и первых надземных этажей.',
  'Монолитный каркас поднимается по графику, идёт кладка наружных стен на нижних этажах.',
  'Каркас возведён до верхних этажей, продолжается кладка и устройство кровли, начат монтаж окон.',
  'Выполняются фасадные работы и остекление, в подъездах монтируются инженерные системы.',
  'Идут отделка мест общего пользования, пусконаладка лифтов и благоустройство двора.',
  'Дом готовится к вводу в эксплуатацию: завершаются благоустройство и приёмка инженерных систем.',
];

interface ComplexProfile {
  klass: string;
  ceiling: string;
  minutesToCentre: number;
  developer: string;
  inn: string;
  /** Floors, finishing and flat sizes as the sales-data inventory has them, so the page and its units agree. */
  facts: ComplexFacts;
}

function profile(complex: DemoComplex, index: number, facts: ComplexFacts): ComplexProfile {
  const rnd = randomFrom(complex.slug);
  const klass = ['комфорт', 'комфорт+', 'бизнес'][index % 3];
  return {
    klass,
    ceiling: klass === 'бизнес' ? '3,0' : '2,8',
    minutesToCentre: 10 + Math.floor(rnd() * 20),
    developer: `ООО «Специализированный застройщик „Новострой-${index + 1}“»`,
    inn: String(2310000000 + complex.profitId * 977),
    facts,
  };
}

const FINISHING = {
  none: { name: 'Без отделки', with: 'без отделки', what: 'ремонт по вашему проекту с самого начала, а цена квартиры ниже' },
  white_box: { name: 'Предчистовая (white box)', with: 'с предчистовой отделкой (white box)', what: 'выровненные стены и стяжка пола, электрика с розетками и выключателями, подготовка под чистовую отделку по вашему дизайн-проекту' },
  full: { name: 'Чистовая «под ключ»', with: 'с чистовой отделкой «под ключ»', what: 'выровненные стены и стяжка пола, электрика с розетками и выключателями, ламинат, обои под покраску, сантехника и межкомнатные двери' },
} as const;

/** «Без отделки», or the choices: «Без отделки или предчистовая (white box)». */
function finishingValue(facts: ComplexFacts): string {
  const names = facts.finishing.map((finishing, i) => (i === 0 ? FINISHING[finishing].name : FINISHING[finishing].name.toLowerCase()));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} или ${names[names.length - 1]}`;
}

/** «9» when every section is as tall, «12–20» otherwise. */
const floorsValue = ({ floors }: ComplexFacts) => (floors.min === floors.max ? String(floors.min) : `${floors.min}–${floors.max}`);

const floorsPhrase = ({ floors }: ComplexFacts) =>
  floors.min === floors.max
    ? `высотой ${floors.min} ${plural(floors.min, 'этаж', 'этажа', 'этажей')}`
    : // «до 21 этажа», «до 25 этажей»: after «до» a number ending in 1 takes the singular.
      `высотой от ${floors.min} до ${floors.max} ${plural(floors.max, 'этажа', 'этажей', 'этажей')}`;

/** «от студий до просторных четырёхкомнатных», as far as the complex's flats go. */
function flatRange(facts: ComplexFacts): string {
  const from = facts.smallestArea.studio !== undefined ? 'студий' : 'однокомнатных';
  const to = ['', 'однокомнатных', 'двухкомнатных', 'трёхкомнатных', 'четырёхкомнатных'][facts.mostRooms] ?? 'четырёхкомнатных';
  return `от ${from} до просторных ${to}`;
}

/** The smallest flat of each size, in whole m² rounded down, so «от» stays true. */
function smallestFlats(facts: ComplexFacts): string[] {
  const names = [
    ['studio', 'Студии'],
    ['1', 'Однокомнатные'],
    ['2', 'Двухкомнатные'],
    ['3', 'Трёхкомнатные'],
  ] as const;
  return names.flatMap(([key, name]) => (facts.smallestArea[key] === undefined ? [] : [`${name} от ${Math.floor(facts.smallestArea[key])} м²`]));
}

function aboutText(c: DemoComplex, p: ComplexProfile): string {
  const houses = `${c.houses} ${plural(c.houses, 'дом', 'дома', 'домов')}`;
  const status = c.released
    ? `Комплекс сдан ${inQuarter(c.completion)}: ключи выданы, работает управляющая компания, ${c.houses === 1 ? 'в доме' : 'в домах'} уже живут семьи.`
    : `Срок сдачи — ${quarterText(c.completion)}. Строительство идёт по графику, ход работ можно смотреть онлайн с камер на площадке.`;
  return [
    `**${c.title}** — жилой комплекс класса «${p.klass}» ${inDistrict(c.district)} Краснодара, по адресу ${c.address}. Проект включает ${houses} ${floorsPhrase(p.facts)}, закрытый двор без машин и собственную инфраструктуру на первых этажах.`,
    `Квартиры — ${flatRange(p.facts)}: кухни-гостиные, гардеробные, мастер-спальни, лоджии с панорамным остеклением. Высота потолков — ${p.ceiling} м, в каждом подъезде — грузопассажирский лифт.`,
    status,
    `Рядом — школы, детские сады, поликлиника и остановки общественного транспорта, до центра города около ${p.minutesToCentre} минут на автомобиле.`,
  ].join('\n\n');
}

function finishingText(p: ComplexProfile): string {
  const { finishing } = p.facts;
  const common = 'Во всех квартирах — входная металлическая дверь, энергосберегающие окна и индивидуальные счётчики воды и тепла.';
  const guarantee = finishing.some((each) => each !== 'none') ? ' Гарантия на отделочные работы — 1 год.' : '';
  if (finishing.length === 1) {
    const only = FINISHING[finishing[0]];
    return [`Квартиры передаются **${only.with}**: ${only.what}.`, '', `${common}${guarantee}`].join('\n');
  }
  const withs = finishing.map((each) => FINISHING[each].with);
  return [
    `Отделка зависит от дома: в комплексе есть квартиры ${withs.slice(0, -1).join(', ')} и ${withs[withs.length - 1]}. Отделка каждой квартиры указана на её странице, а в каталоге нужную подберёт фильтр «Отделка».`,
    '',
    ...finishing.map((each, i) => `- **${FINISHING[each].name.toLowerCase()}**: ${FINISHING[each].what}${i === finishing.length - 1 ? '.' : ';'}`),
    '',
    `${common}${guarantee}`,
  ].join('\n');
}

const workers = (count: number) => `${count} ${plural(count, 'человек', 'человека', 'человек')}`;

const around = (lat: number, lng: number, rnd: () => number): string => {
  const dLat = (rnd() - 0.5) * 0.014;
  const dLng = (rnd() - 0.5) * 0.02;
  return `${(lat + dLat).toFixed(6)},${(lng + dLng).toFixed(6)}`;
};

async function mapPoints(ctx: SeedContext, c: DemoComplex): Promise<NonNullable<ProjectInput['maps']>> {
  const rnd = randomFrom(`map:${c.slug}`);
  const count = 6 + Math.floor(rnd() * 3);
  const points: NonNullable<ProjectInput['maps']> = [];
  const named = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const cat = MAP_CATEGORIES[i % MAP_CATEGORIES.length];
    // A category met twice (more points than categories) gets a second place, never the same school twice.
    const first = Math.floor(rnd() * cat.names.length);
    const name = [...cat.names.slice(first), ...cat.names.slice(0, first)].find((candidate) => !named.has(candidate)) ?? cat.names[first];
    named.add(name);
    points.push({
      Object_name: name,
      Object_category: cat.category,
      Icon: await ctx.media.icon(`map-${cat.key}`, cat.glyph, cat.colour, false, cat.category),
      Down_icon: await ctx.media.icon(`map-${cat.key}-outline`, cat.glyph, cat.colour, true, cat.category),
      Sort_4: i + 1,
      Object_coordinates: around(c.lat, c.lng, rnd),
    });
  }
  return points;
}

async function advantages(ctx: SeedContext, index: number): Promise<NonNullable<ProjectInput['Project_advantages']>> {
  const count = 4 + (index % 3);
  const list: NonNullable<ProjectInput['Project_advantages']> = [];
  for (let i = 0; i < count; i += 1) {
    const a = ADVANTAGES[(index + i) % ADVANTAGES.length];
    list.push({ Title: a.Title, Text: a.Text, Image: await poolPhoto(ctx.media, a.pool, index + i) });
  }
  return list;
}

function presentationPages(c: DemoComplex, p: ComplexProfile) {
  return [
    { title: 'Презентация проекта', lines: [`${c.district}, ${c.address}`, `${c.houses} ${plural(c.houses, 'дом', 'дома', 'домов')}, ${floorsValue(p.facts)} ${plural(p.facts.floors.max, 'этаж', 'этажа', 'этажей')}`, `Класс: ${p.klass}`, c.released ? 'Комплекс сдан' : `Сдача: ${quarterText(c.completion)}`] },
    { title: 'Квартиры и отделка', lines: [...smallestFlats(p.facts), `Отделка: ${finishingValue(p.facts).toLowerCase()}`] },
    { title: 'Покупка', lines: ['Ипотека от 5,9 % с господдержкой', 'Рассрочка без переплаты', 'Трейд-ин: зачтём вашу квартиру', 'Отдел продаж: +7 (861) 200-00-00'] },
  ];
}

async function projectData(ctx: SeedContext, c: DemoComplex, index: number, listRank: number): Promise<ProjectInput> {
  const p = profile(c, index, ctx.demo.facts[String(c.profitId)]);
  const media = ctx.media;
  // No caption on the cover: the page shows the name and address beside it. The alt text says what is in the picture.
  const cover = await media.photo(
    `cover-${c.slug}`,
    { scene: c.released ? 'facade' : 'construction', title: c.title, subtitle: `${c.district}, ${c.address}`, caption: false },
    c.released ? `${c.title}: дома комплекса` : `${c.title}: дома на стройке`,
  );
  const yardCover = await poolPhoto(media, 'yard', index);
  const video = await media.video();
  const pages = presentationPages(c, p);
  const objectUrl = `https://наш.дом.рф/сервисы/каталог-новостроек/объект/${50000 + c.profitId}`;
  const released = c.released ? 'Сдан' : `Сдача в ${quarterShort(c.completion)}`;
  return {
    Slug: c.slug,
    Legacy_id: c.legacyId,
    Project_Title: c.title,
    Label_1: c.district,
    Label_2: c.address,
    Label_3: released,
    About_project_text: aboutText(c, p),
    About_project_video: video,
    About_project_video_link: `https://rutube.ru/video/novostroy-${c.slug}/`,
    Url_dom_stroit: objectUrl,
    Presentation_desktop: await media.pdf(`presentation-${c.slug}-desktop`, c.title, pages, 'landscape'),
    Presentation_mobile: await media.pdf(`presentation-${c.slug}-mobile`, c.title, pages, 'phone'),
    Text_about_entrance: [
      'Входные группы спроектированы как продолжение квартиры: высокие потолки, натуральный камень, тёплый свет и мягкие диваны в зоне ожидания.',
      'На первом этаже каждого подъезда — колясочная, комната для мытья лап питомцев и почтовые ящики. Вход без порогов, удобный для колясок и маломобильных жителей.',
    ].join('\n\n'),
    Text_about_yard: [
      `Двор ${c.title} закрыт от машин: автомобили остаются в паркинге и на гостевых стоянках по периметру.`,
      'Внутри — детские площадки для разных возрастов, воркаут-зона, беседки, прогулочные дорожки и много зелени. Освещение и видеонаблюдение работают круглосуточно.',
    ].join('\n\n'),
    Text_about_engineering: [
      'В каждой квартире — индивидуальный учёт воды, тепла и электричества с дистанционной передачей показаний.',
      'Бесшумные лифты, система контроля доступа по лицу, видеонаблюдение во дворе и подъездах, оптоволоконный интернет от нескольких провайдеров.',
    ].join('\n\n'),
    // Cameras watch a building site; a completed complex has none.
    ...(c.released ? {} : { Live_construction_link_1: `https://cams.novostroy.example/${c.slug}/1`, Live_construction_link_2: `https://cams.novostroy.example/${c.slug}/2` }),
    Developer_name: p.developer,
    Developer_text: `Застройщик проекта — ${p.developer}, компания группы «Новострой». Строительство ведётся по 214-ФЗ с использованием счетов эскроу: деньги покупателей хранятся в банке до ввода дома в эксплуатацию. Проектная декларация и разрешительные документы опубликованы в ЕИСЖС.`,
    Developer_buttons: [
      { Text: 'Проектная декларация', Link: `${objectUrl}#declaration` },
      { Text: 'Разрешение на строительство', Link: `${objectUrl}#permit` },
      { Text: 'Заключение о соответствии', Link: `${objectUrl}#conformity` },
      { Text: 'Выписка из ЕГРН на участок', Link: `${objectUrl}#land` },
      { Text: 'Бухгалтерская отчётность', Link: `${objectUrl}#reports` },
      { Text: 'Образец договора ДДУ', Link: `${objectUrl}#contract` },
    ],
    Sort_main_page: index + 1,
    Sort_2: listRank,
    Released_Project: c.released,
    Page_title: `${c.title} в Краснодаре — квартиры от застройщика`,
    Page_description: `Квартиры в ${c.title} ${inDistrict(c.district)} Краснодара: планировки, цены, ипотека и рассрочка от застройщика «Новострой».`,
    Project_coordinates: `${c.lat},${c.lng}`,
    Project_Media: [cover, ...(await poolPhotos(media, 'facade', index, 2)), yardCover],
    About_project_photos: [cover, yardCover, ...(await poolPhotos(media, 'finishing', index, 1)), ...(await poolPhotos(media, 'entrance', index, 1))],
    maps: await mapPoints(ctx, c),
    Project_advantages: await advantages(ctx, index),
    Show_advantages: true,
    Show_entrance: index % 5 !== 4,
    Media_entrance: await poolPhotos(media, 'entrance', index, 2),
    Main_yard: await poolPhotos(media, 'yard', index, 3),
    Media_engineering: await poolPhotos(media, 'engineering', index, 2),
    Image_commercial: await poolPhoto(media, 'commercial'),
    Image_parking: await poolPhoto(media, 'parking'),
    Image_storage: await poolPhoto(media, 'storage'),
    Additional_document_link: `https://novostroy.example/documents/${c.slug}`,
    Profit_id: c.profitId,
    seo_title: `${c.title} — официальный сайт застройщика`,
    seo_description: `${c.title}: ${c.houses} ${plural(c.houses, 'дом', 'дома', 'домов')} класса «${p.klass}» ${inDistrict(c.district)}, ${c.released ? `${c.houses > 1 ? 'сданы' : 'сдан'} ${inQuarter(c.completion)}` : `сдача ${inQuarter(c.completion)}`}. Квартиры от застройщика, ипотека и рассрочка.`,
    Developer_info_list: [
      { Label: 'Застройщик', Value: p.developer },
      { Label: 'ИНН', Value: p.inn },
      { Label: 'Адрес', Value: `г. Краснодар, ${c.address}` },
      { Label: 'Класс', Value: p.klass[0].toUpperCase() + p.klass.slice(1) },
      { Label: 'Этажность', Value: floorsValue(p.facts) },
      { Label: 'Количество домов', Value: String(c.houses) },
      { Label: 'Срок сдачи', Value: c.released ? `Сдан, ${quarterShort(c.completion)}` : quarterShort(c.completion) },
      { Label: 'Отделка', Value: finishingValue(p.facts) },
    ],
    finishing_the_apartment: finishingText(p),
    Facing_enabled: index % 3 !== 1,
    ...feedIds(c),
  };
}

/**
 * The complex whose units no listing site gets (no feed ids), so /debug has something to list
 * and the feeds' tests see a complex left out.
 */
export const COMPLEX_WITHOUT_FEED_IDS = 'zhk-mayak';

/** Demo house id in sales-data: the complex's profitId * 10 + the house number (services/sales-data inventory). */
const salesHouseId = (c: DemoComplex, number: number) => c.profitId * 10 + number;

/** Plausible demo ids of a complex and its houses in Yandex Realty, CIAN and Avito; none for COMPLEX_WITHOUT_FEED_IDS. */
interface FeedIdsInput {
  /** Left out (not null: Strapi's input types have no null for a component) when the complex has none. */
  Feed_ids?: { Yandex_complex_id: string; Cian_complex_id: string; Avito_complex_id: string };
  Feed_houses: Array<{ Profit_house_id: number; Yandex_house_id: string; Cian_house_id: string; Avito_house_id: string }>;
}

export function feedIds(c: DemoComplex): FeedIdsInput {
  if (c.slug === COMPLEX_WITHOUT_FEED_IDS) return { Feed_houses: [] };
  return {
    Feed_ids: {
      Yandex_complex_id: String(1_800_000 + c.profitId),
      Cian_complex_id: String(4_500_000 + c.profitId),
      Avito_complex_id: String(2_900_000 + c.profitId),
    },
    Feed_houses: Array.from({ length: c.houses }, (_, i) => {
      const house = salesHouseId(c, i + 1);
      return {
        Profit_house_id: house,
        Yandex_house_id: String(3_100_000 + house),
        Cian_house_id: String(5_200_000 + house),
        Avito_house_id: String(7_600_000 + house),
      };
    }),
  };
}

/** The months a report is written for: the last six before the fixed report month. */
function reportMonths(): Array<{ year: number; month: number }> {
  const months: Array<{ year: number; month: number }> = [];
  for (let i = REPORT_MONTHS - 1; i >= 0; i -= 1) {
    const m = REPORT_LAST_MONTH - i;
    months.push(m > 0 ? { year: REPORT_YEAR, month: m } : { year: REPORT_YEAR - 1, month: m + 12 });
  }
  return months;
}

async function progressReports(ctx: SeedContext, c: DemoComplex, projectDocumentId: string, index: number): Promise<number> {
  let created = 0;
  const existingDates = new Set(
    ((await ctx.strapi.db.query('api::construcrion-progress.construcrion-progress').findMany({
      select: ['date'],
      where: { project: { documentId: projectDocumentId } },
    })) as Array<{ date: string }>).map((row) => row.date),
  );
  for (const { year, month } of reportMonths()) {
    const date = `${year}-${String(month).padStart(2, '0')}-25`;
    if (existingDates.has(date)) {
      ctx.tally.add('construction reports', false);
      continue;
    }
    // Further from completion means an earlier stage; the last report is at most the final stage.
    const left = monthsUntil(c.completion, year, month);
    const stage = Math.max(0, Math.min(STAGES.length - 1, STAGES.length - 1 - Math.floor(left / 3)));
    const house = 1 + ((index + month) % c.houses);
    // More people on site as the work grows, never the same step from month to month.
    const crew = 30 + stage * 12 + Math.floor(randomFrom(`${c.slug}:${date}`)() * 25);
    const data: ProgressInput = {
      project: projectDocumentId,
      date,
      text: `${MONTHS_NOMINATIVE[month - 1]} ${year}. ${c.title}, дом ${house}. ${STAGES[stage]} На площадке работают ${workers(crew)}, отставаний от графика нет.`,
      photos: [...(await poolPhotos(ctx.media, 'construction', index + month, 3)), await poolPhoto(ctx.media, 'engineering', month)],
    };
    await ctx.strapi.documents('api::construcrion-progress.construcrion-progress').create({ data });
    ctx.tally.add('construction reports', true);
    created += 1;
  }
  return created;
}

/**
 * A complex seeded before the feed ids existed gets them once (draft and published alike); a
 * complex that has either field filled in (by the seed or an editor) is left as it is.
 */
async function backfillFeedIds(ctx: SeedContext, c: DemoComplex): Promise<void> {
  const ids = feedIds(c);
  if (!ids.Feed_ids) return;
  const row = (await ctx.strapi.db.query('api::project.project').findOne({
    where: { Slug: c.slug, publishedAt: { $notNull: true } },
    select: ['documentId'],
    populate: { Feed_ids: true, Feed_houses: true },
  })) as { documentId: string; Feed_ids?: unknown; Feed_houses?: unknown[] } | null;
  if (!row || row.Feed_ids || (row.Feed_houses?.length ?? 0) > 0) {
    ctx.tally.add('project feed ids', false);
    return;
  }
  await ctx.strapi.documents('api::project.project').update({ documentId: row.documentId, data: ids });
  await ctx.strapi.documents('api::project.project').publish({ documentId: row.documentId });
  ctx.tally.add('project feed ids', true);
  ctx.log(`project ${c.title}: feed ids added`);
}

export async function seedProjects(ctx: SeedContext): Promise<void> {
  const known = await existingValues<string>(ctx.strapi, 'api::project.project', 'Slug');
  // The list of complexes (Sort_2) opens with those being built, the soonest to complete first, then the completed ones, the latest first.
  const byStatus = [...ctx.demo.complexes].sort((a, b) => Number(a.released) - Number(b.released) || (a.released ? b.completion.localeCompare(a.completion) : a.completion.localeCompare(b.completion)));
  const listRank = new Map(byStatus.map((complex, rank) => [complex.slug, rank + 1]));
  for (const [index, complex] of ctx.demo.complexes.entries()) {
    if (!known.has(complex.slug)) {
      await ctx.strapi.documents('api::project.project').create({ data: await projectData(ctx, complex, index, listRank.get(complex.slug) ?? index + 1), status: 'published' });
      ctx.tally.add('projects', true);
      ctx.log(`project ${complex.title} created`);
    } else {
      ctx.tally.add('projects', false);
      await backfillFeedIds(ctx, complex);
    }
    if (complex.released) continue;
    const documentId = await findDocumentId(ctx.strapi, 'api::project.project', { Slug: complex.slug });
    if (documentId) await progressReports(ctx, complex, documentId, index);
  }
}
