// Test data: CMS answers as Strapi 5 (flat) and Strapi 4 ({ id, attributes }, { data }) send them.
// The two builders describe the same content, so a reshaper must give equal results for both.
// At the end, reshaped values for tests of the code that uses them.
import type { Loan } from './types';

export const CMS_URL = 'http://cms.test:1337';

export interface MediaInput {
  id: number;
  name: string;
  mime?: string;
  alt?: string | null;
  /** Which formats Strapi made (small images get no large/xlarge). */
  formats?: Array<'small' | 'medium' | 'large' | 'xlarge'>;
  width?: number;
  height?: number;
}

const FORMAT_WIDTH = { small: 500, medium: 750, large: 1000, xlarge: 1920 } as const;

export function strapiMedia(input: MediaInput) {
  const width = input.width ?? 2400;
  const height = input.height ?? 1600;
  const formats = Object.fromEntries(
    (input.formats ?? []).map((name) => [
      name,
      {
        name: `${name}_${input.name}`,
        ext: '.jpg',
        mime: 'image/jpeg',
        url: `/uploads/${name}_${input.name}`,
        width: FORMAT_WIDTH[name],
        height: Math.round((FORMAT_WIDTH[name] * height) / width),
        size: 10.5,
      },
    ]),
  );
  return {
    id: input.id,
    documentId: `media${input.id}`,
    name: input.name,
    alternativeText: input.alt ?? null,
    caption: null,
    width: input.mime?.includes('video') ? null : width,
    height: input.mime?.includes('video') ? null : height,
    formats: input.formats ? formats : null,
    mime: input.mime ?? 'image/jpeg',
    url: `/uploads/${input.name}`,
    provider: 'local',
  };
}

type Media = ReturnType<typeof strapiMedia>;

export interface ProjectInput {
  id: number;
  slug: string;
  title: string;
  legacyId?: number | null;
  profitId?: number | string | null;
  sort?: number | null;
  seoTitle?: string | null;
  photos?: Media[];
  media?: Media[];
  released?: boolean | null;
}

/** The attributes of a project, without id/documentId and with media as given. */
function projectAttributes(input: ProjectInput) {
  return {
    Slug: input.slug,
    Legacy_id: input.legacyId ?? null,
    Project_Title: input.title,
    Label_1: 'Комфорт-класс',
    Label_2: '',
    Label_3: 'Сдача в 2027',
    About_project_text: '## О проекте\n\nЖилой комплекс у реки.',
    About_project_video_link: null,
    Url_dom_stroit: null,
    Profit_id: input.profitId ?? null,
    Sort_main_page: input.sort ?? null,
    Sort_2: null,
    Released_Project: input.released ?? false,
    Page_title: 'Купить квартиру в ЖК',
    Page_description: 'Квартиры от застройщика',
    seo_title: input.seoTitle ?? null,
    seo_description: null,
    Project_coordinates: '45.0712, 38.9851',
    Show_advantages: true,
    Text_about_entrance: 'Входные группы с высокими потолками.',
    Text_about_yard: 'Двор без машин.',
    Text_about_engineering: '',
    Show_entrance: true,
    Live_construction_link_1: 'https://cams.example/1',
    Live_construction_link_2: '  ',
    Developer_name: 'ООО «СЗ «Новострой-1»',
    Developer_text: 'Строительство по 214-ФЗ.',
    Developer_buttons: [
      { id: 41, Text: 'Проектная декларация', Link: 'https://наш.дом.рф/объект/1#declaration' },
      { id: 42, Text: 'Без ссылки', Link: null },
    ],
    Developer_info_list: [
      { id: 51, Label: 'ИНН', Value: '2310000977' },
      { id: 52, Label: 'Пусто', Value: '' },
    ],
    Additional_document_link: 'https://novostroy.example/documents/1',
    finishing_the_apartment: 'Чистовая **под ключ**.',
    Facing_enabled: true,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    publishedAt: '2026-01-10T10:00:00.000Z',
  };
}

/** Media fields beyond the photos, the same in every fixture. */
const extraMedia = () => ({
  Presentation_desktop: strapiMedia({ id: 60, name: 'presentation-desktop.pdf', mime: 'application/pdf' }),
  Presentation_mobile: null,
  Media_entrance: [strapiMedia({ id: 61, name: 'entrance.jpg', formats: ['small', 'medium'] })],
  Main_yard: [strapiMedia({ id: 62, name: 'yard-2.jpg' }), strapiMedia({ id: 63, name: 'yard.mp4', mime: 'video/mp4' })],
  Media_engineering: [] as Media[],
  Image_commercial: strapiMedia({ id: 64, name: 'commercial.jpg' }),
  Image_parking: strapiMedia({ id: 65, name: 'parking.jpg' }),
  Image_storage: null,
});

const mapPoint = { id: 31, Object_name: 'Школа № 5', Object_category: 'Образование', Sort_4: 2, Object_coordinates: '45.07, 38.98' };

/** A project as Strapi 5 returns it. */
export function strapi5Project(input: ProjectInput) {
  return {
    id: input.id,
    documentId: `doc-${input.slug}`,
    ...projectAttributes(input),
    About_project_photos: input.photos ?? [],
    Project_Media: input.media ?? [],
    ...extraMedia(),
    maps: [{ ...mapPoint, documentId: 'map31', Icon: strapiMedia({ id: 90, name: 'school.svg', mime: 'image/svg+xml' }), Down_icon: null }],
  };
}

const v4Entry = <T extends { id: number; documentId?: string }>(entry: T) => {
  const { id, documentId: _documentId, ...attributes } = entry;
  return { id, attributes };
};

/** The same project as Strapi 4 returns it: attributes, and { data } around relations and media. */
export function strapi4Project(input: ProjectInput) {
  const media = (list: Media[] | undefined) => ({ data: (list ?? []).length ? (list ?? []).map(v4Entry) : null });
  return {
    id: input.id,
    attributes: {
      ...projectAttributes(input),
      About_project_photos: media(input.photos),
      Project_Media: media(input.media),
      ...Object.fromEntries(
        Object.entries(extraMedia()).map(([key, value]) => [
          key,
          Array.isArray(value) ? media(value) : { data: value ? v4Entry(value) : null },
        ]),
      ),
      maps: {
        data: [
          {
            id: mapPoint.id,
            attributes: {
              Object_name: mapPoint.Object_name,
              Object_category: mapPoint.Object_category,
              Sort_4: mapPoint.Sort_4,
              Object_coordinates: mapPoint.Object_coordinates,
              Icon: { data: v4Entry(strapiMedia({ id: 90, name: 'school.svg', mime: 'image/svg+xml' })) },
              Down_icon: { data: null },
            },
          },
        ],
      },
    },
  };
}

export const listEnvelope = <T>(data: T[], pageCount = 1) => ({
  data,
  meta: { pagination: { page: 1, pageSize: 150, pageCount, total: data.length } },
});

/** A loan programme as the content client returns it: the given fields, the rest empty. */
export const loanValue = (fields: Pick<Loan, 'slug'> & Partial<Loan>): Loan => ({
  id: 1,
  name: fields.slug,
  info: null,
  percent: null,
  minFirstPayment: null,
  pageTitle: null,
  pageDescription: null,
  advantages: null,
  advantages2: null,
  imageBefore: null,
  imageAfter: null,
  worker: null,
  ...fields,
});
