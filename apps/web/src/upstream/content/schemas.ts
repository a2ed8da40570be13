// zod schemas of the CMS entries after flattenStrapi (so they hold for Strapi 4 and 5 alike).
// Field names are the content model's, exactly (spec §3). Optional fields accept null and absence:
// Strapi omits unpopulated relations and sends null for empty fields.
import { z } from 'zod';

/** Text fields: empty or absent become null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

/** Whole numbers that an editor may have typed into a text field ("1101"). */
export const optionalInteger = z
  .union([z.number().int(), z.string().trim().regex(/^-?\d+$/).transform(Number), z.literal('')])
  .nullish()
  .transform((value) => (typeof value === 'number' ? value : null));

export const optionalBoolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

export const mediaFormatSchema = z.object({
  url: z.string().min(1),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

export const mediaSchema = z.object({
  id: z.number().int(),
  url: z.string().min(1),
  width: z.number().nullish(),
  height: z.number().nullish(),
  formats: z.record(z.string(), mediaFormatSchema.nullable()).nullish(),
  alternativeText: z.string().nullish(),
  caption: z.string().nullish(),
  name: z.string().nullish(),
  mime: z.string().nullish(),
  /** Kilobytes, as Strapi stores it (40.06); read for downloads (a PDF's size beside its link). */
  size: z.number().nullish(),
  ext: z.string().nullish(),
});
export type StrapiMedia = z.infer<typeof mediaSchema>;

export const mediaListSchema = z
  .array(mediaSchema)
  .nullish()
  .transform((value) => value ?? []);

export const mapPointSchema = z.object({
  id: z.number().int(),
  Object_name: z.string().nullish(),
  Object_category: optionalText,
  Icon: mediaSchema.nullish(),
  Down_icon: mediaSchema.nullish(),
  Sort_4: optionalInteger,
  Object_coordinates: optionalText,
});
export type StrapiMapPoint = z.infer<typeof mapPointSchema>;

export const projectAdvantageSchema = z.object({
  id: z.number().int(),
  Title: optionalText,
  Text: optionalText,
  Image: mediaSchema.nullish(),
});

/** One of the developer's ≤ 6 document buttons (Developer_buttons). */
export const developerButtonSchema = z.object({
  id: z.number().int(),
  Link: optionalText,
  Text: optionalText,
});

/** One line of the developer's facts (Developer_info_list). */
export const developerInfoItemSchema = z.object({
  id: z.number().int(),
  Label: optionalText,
  Value: optionalText,
});

/** Feed_ids: the complex's ids in the listing sites' catalogues (features/feeds). */
export const feedIdsSchema = z.object({
  Yandex_complex_id: optionalText,
  Cian_complex_id: optionalText,
  Avito_complex_id: optionalText,
});

/** One of Feed_houses: a house by its sales-data id with its ids in the listing sites' catalogues. */
export const feedHouseSchema = z.object({
  id: z.number().int().optional(),
  Profit_house_id: optionalInteger,
  Yandex_house_id: optionalText,
  Cian_house_id: optionalText,
  Avito_house_id: optionalText,
});

export const projectSchema = z.object({
  id: z.number().int(),
  documentId: z.string().nullish(),
  Slug: z.string().min(1),
  Legacy_id: optionalInteger,
  Project_Title: z.string().min(1),
  Label_1: optionalText,
  Label_2: optionalText,
  Label_3: optionalText,
  About_project_text: optionalText,
  About_project_video: mediaSchema.nullish(),
  About_project_video_link: optionalText,
  Url_dom_stroit: optionalText,
  About_project_photos: mediaListSchema,
  Project_Media: mediaListSchema,
  Profit_id: optionalInteger,
  Sort_main_page: optionalInteger,
  Sort_2: optionalInteger,
  Released_Project: optionalBoolean,
  Page_title: optionalText,
  Page_description: optionalText,
  seo_title: optionalText,
  seo_description: optionalText,
  Project_coordinates: optionalText,
  maps: z
    .array(mapPointSchema)
    .nullish()
    .transform((value) => value ?? []),
  Project_advantages: z
    .array(projectAdvantageSchema)
    .nullish()
    .transform((value) => value ?? []),
  Show_advantages: optionalBoolean,
  Presentation_desktop: mediaSchema.nullish(),
  Presentation_mobile: mediaSchema.nullish(),
  Text_about_entrance: optionalText,
  Text_about_yard: optionalText,
  Text_about_engineering: optionalText,
  // The model's default is true: an entry saved before the field existed (null) keeps the section.
  Show_entrance: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  Media_entrance: mediaListSchema,
  Main_yard: mediaListSchema,
  Media_engineering: mediaListSchema,
  Live_construction_link_1: optionalText,
  Live_construction_link_2: optionalText,
  Developer_name: optionalText,
  Developer_text: optionalText,
  Developer_buttons: z
    .array(developerButtonSchema)
    .nullish()
    .transform((value) => value ?? []),
  Developer_info_list: z
    .array(developerInfoItemSchema)
    .nullish()
    .transform((value) => value ?? []),
  Image_commercial: mediaSchema.nullish(),
  Image_parking: mediaSchema.nullish(),
  Image_storage: mediaSchema.nullish(),
  Additional_document_link: optionalText,
  finishing_the_apartment: optionalText,
  Facing_enabled: optionalBoolean,
  /** Strapi's last-edit time (ISO 8601): the sitemap's lastmod. */
  updatedAt: z.string().nullish(),
  publishedAt: z.string().nullish(),
});
export type StrapiProject = z.infer<typeof projectSchema>;

/** A complex with its listing-site ids (projectFeedIdsQuery); absent fields read as null / []. */
export const projectFeedIdsSchema = z.object({
  id: z.number().int(),
  Slug: z.string().min(1),
  Project_Title: z.string().min(1),
  Profit_id: optionalInteger,
  Feed_ids: feedIdsSchema.nullish().transform((value) => value ?? null),
  Feed_houses: z
    .array(feedHouseSchema)
    .nullish()
    .transform((value) => value ?? []),
});

/** Just enough of a project to redirect a legacy numeric URL. */
export const projectSlugSchema = z.object({
  id: z.number().int(),
  Slug: z.string().min(1),
  Legacy_id: optionalInteger,
});

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);

/** Decimals: Strapi sends numbers, but a Postgres-backed Strapi may send "7.5". */
export const optionalDecimal = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)])
  .nullish()
  .transform((value) => (typeof value === 'number' ? value : null));

export const newsSchema = z.object({
  id: z.number().int(),
  Slug: z.string().min(1),
  News_title: z.string().min(1),
  News_date: optionalText,
  News_text: optionalText,
  Sort_news: optionalInteger,
  News_image: mediaSchema.nullish(),
  publishedAt: z.string().nullish(),
  /** Strapi's last-edit time (ISO 8601): the article's dateModified and the sitemap's lastmod. */
  updatedAt: z.string().nullish(),
});

export const workerSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  Position: optionalText,
  Sort_3: optionalInteger,
  Photo_worker: mediaSchema.nullish(),
  Photo_page: mediaSchema.nullish(),
});

export const companyHistoryItemSchema = z.object({
  id: z.number().int(),
  Label_1: optionalText,
  Label_2: optionalText,
  Main_text: optionalText,
  Project_name: optionalText,
  Reward_image: mediaSchema.nullish(),
  Project_image: mediaSchema.nullish(),
  Year: optionalInteger,
});

export const aboutCompanySchema = z.object({
  id: z.number().int(),
  Title: optionalText,
  Text_about_team: optionalText,
  Text_about_company: optionalText,
  Page_title: optionalText,
  Page_description: optionalText,
  Video_link: optionalText,
  Text_about_company_ksi: optionalText,
  Video_link_ksi: optionalText,
  Presentation_ksi: mediaSchema.nullish(),
  advantage1: optionalText,
  Image_about_ksi: mediaSchema.nullish(),
  Video_about_ksi: mediaSchema.nullish(),
  video_zaglushka: mediaSchema.nullish(),
  workers: list(workerSchema),
  Company_history: list(companyHistoryItemSchema),
  Image_1_block: mediaSchema.nullish(),
});

export const loanSchema = z.object({
  id: z.number().int(),
  Slug: z.string().min(1),
  Name: z.string().min(1),
  Info: optionalText,
  Percent: optionalDecimal,
  Min_first_payment: optionalDecimal,
  Page_title: optionalText,
  Page_description: optionalText,
  Advav: optionalText,
  Adv_2: optionalText,
  Image_before: mediaSchema.nullish(),
  Image_after: mediaSchema.nullish(),
  worker: workerSchema.nullish(),
});

export const officeSchema = z.object({
  id: z.number().int(),
  slug: optionalText,
  Office_info: optionalText,
  Office_hours: optionalText,
  Office_address: optionalText,
  Phone: optionalText,
  Coordinates: optionalText,
});

export const linkSchema = z.object({
  id: z.number().int(),
  Link: z.string().min(1),
  title: optionalText,
});

export const menuSchema = z.object({
  id: z.number().int(),
  Location: z.enum(['header', 'footer']).nullish(),
  Title: optionalText,
  Items: list(z.object({ id: z.number().int(), Label: z.string().min(1), Url: z.string().min(1), Sort: optionalInteger, Group: optionalText })),
});

export const pageSchema = z.object({
  id: z.number().int(),
  path: z.string().min(1),
  layout: z.enum(['default', 'main', 'imposed', 'none']).nullish(),
  title: optionalText,
  description: optionalText,
  /** Strapi's last-edit time (ISO 8601): the sitemap's lastmod. */
  updatedAt: z.string().nullish(),
});

const openGraphSchema = z.object({
  ogTitle: optionalText,
  ogDescription: optionalText,
  ogImage: mediaSchema.nullish(),
  ogUrl: optionalText,
  ogType: optionalText,
});

export const seoSchema = z.object({
  metaTitle: optionalText,
  metaDescription: optionalText,
  metaImage: mediaSchema.nullish(),
  openGraph: openGraphSchema.nullish(),
});

export const seoContentSchema = z.object({
  id: z.number().int(),
  Slug: z.string().min(1),
  Title: z.string().min(1),
  Body: optionalText,
  seo: seoSchema.nullish(),
  /** Strapi's last-edit time (ISO 8601): the sitemap's lastmod. */
  updatedAt: z.string().nullish(),
});

export const globalSchema = z.object({
  id: z.number().int(),
  Site_name: optionalText,
  Phones: list(z.object({ id: z.number().int(), Label: optionalText, Number: z.string().min(1) })),
  Logo: mediaSchema.nullish(),
  Socials: list(z.object({ id: z.number().int(), title: optionalText, Link: z.string().min(1), Icon: mediaSchema.nullish() })),
  Footer_text: optionalText,
  Privacy_policy: optionalText,
  Privacy_policy_version: optionalText,
  Default_og_image: mediaSchema.nullish(),
});

export const mainBlockSchema = z.object({
  id: z.number().int(),
  Title: optionalText,
  Subtitle: optionalText,
  Image: mediaSchema.nullish(),
  Button_text: optionalText,
  Button_link: optionalText,
  // The promotion with a countdown; a CMS without these fields yet simply has none.
  Promo_title: optionalText,
  Promo_text: optionalText,
  Promo_end_date: optionalText,
  Promo_link: optionalText,
});

export const constructionProgressSchema = z.object({
  id: z.number().int(),
  date: optionalText,
  text: optionalText,
  photos: mediaListSchema,
  project: projectSlugSchema
    .extend({ Project_Title: z.string().min(1), Profit_id: optionalInteger })
    .nullish(),
});

/** An editor's redirect (/api/redirects): scalars only. */
export const redirectSchema = z.object({
  id: z.number().int(),
  from: optionalText,
  to: optionalText,
  code: optionalInteger,
});

/** A question of /faq (/api/faqs): scalars only. */
export const faqSchema = z.object({
  id: z.number().int(),
  Question: z.string().min(1),
  Answer: optionalText,
  Sort: optionalInteger,
  Category: optionalText,
});

/** A contractor tender (/api/tenders); an unknown status reads as null rather than failing the list. */
export const tenderSchema = z.object({
  id: z.number().int(),
  Number: z.string().min(1),
  Subject: optionalText,
  Date_start: optionalText,
  Date_end: optionalText,
  Status: z
    .string()
    .nullish()
    .transform((value) => (value === 'open' || value === 'closed' || value === 'cancelled' ? value : null)),
  Documents: mediaListSchema,
});
