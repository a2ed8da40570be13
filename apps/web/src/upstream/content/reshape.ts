// Validated CMS entries -> domain types. Pure functions: media URLs are made absolute against the
// CMS base URL passed in, so they work in the browser whatever host Strapi stored them for.
import type { z } from 'zod';
import type {
  aboutCompanySchema,
  companyHistoryItemSchema,
  constructionProgressSchema,
  faqSchema,
  globalSchema,
  linkSchema,
  loanSchema,
  mainBlockSchema,
  mapPointSchema,
  mediaSchema,
  menuSchema,
  newsSchema,
  officeSchema,
  pageSchema,
  redirectSchema,
  projectAdvantageSchema,
  projectFeedIdsSchema,
  projectSchema,
  seoContentSchema,
  seoSchema,
  tenderSchema,
  workerSchema,
} from './schemas';
import type {
  AboutCompany,
  CompanyHistoryItem,
  ConstructionProgressReport,
  ContentFile,
  FaqItem,
  Global,
  Link,
  Loan,
  MainBlock,
  MapPoint,
  Menu,
  NewsPost,
  Office,
  Page,
  Photo,
  PhotoVariant,
  PhotoVariantName,
  Project,
  ProjectAdvantage,
  Promotion,
  Redirect,
  RedirectStatus,
  Seo,
  SeoContent,
  Tender,
  Worker,
  ProjectFeedEntry,
} from './types';

export interface ReshapeContext {
  /** The public base of uploads (CMS_MEDIA_URL, else CMS_URL); relative upload URLs ("/uploads/x.jpg") resolve against it. */
  mediaBaseUrl: string;
}

const VARIANTS: readonly PhotoVariantName[] = ['small', 'medium', 'large', 'xlarge'];

/** "/uploads/a.jpg" -> "<media base>/uploads/a.jpg"; absolute (CDN, S3) URLs stay as they are. */
export function absoluteMediaUrl(url: string, context: ReshapeContext): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `${new URL(context.mediaBaseUrl).protocol}${url}`;
  const base = context.mediaBaseUrl.replace(/\/+$/, '');
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Where web itself reads an upload: a URL on the public media base (CMS_MEDIA_URL) is the same file
 * on the CMS address web calls (CMS_URL), so web does not go out through the public address; any
 * other URL (a CDN's) as it is.
 */
export function serverMediaUrl(url: string, bases: { mediaBaseUrl: string; cmsUrl: string }): string {
  const media = bases.mediaBaseUrl.replace(/\/+$/, '');
  return url.startsWith(`${media}/`) ? `${bases.cmsUrl.replace(/\/+$/, '')}${url.slice(media.length)}` : url;
}

export function reshapePhoto(media: z.infer<typeof mediaSchema>, context: ReshapeContext): Photo {
  const original: PhotoVariant = {
    url: absoluteMediaUrl(media.url, context),
    width: media.width ?? null,
    height: media.height ?? null,
  };
  const variants = {} as Record<PhotoVariantName, PhotoVariant>;
  for (const name of VARIANTS) {
    const format = media.formats?.[name];
    variants[name] = format
      ? { url: absoluteMediaUrl(format.url, context), width: format.width ?? null, height: format.height ?? null }
      : original;
  }
  const mime = media.mime ?? null;
  return {
    id: media.id,
    ...original,
    variants,
    alt: media.alternativeText?.trim() || media.caption?.trim() || null,
    mime,
    isVideo: mime !== null && mime.toLowerCase().includes('video'),
  };
}

const reshapeOptionalPhoto = (media: z.infer<typeof mediaSchema> | null | undefined, context: ReshapeContext) =>
  media ? reshapePhoto(media, context) : null;

export function reshapeMapPoint(point: z.infer<typeof mapPointSchema>, context: ReshapeContext): MapPoint {
  return {
    id: point.id,
    name: point.Object_name ?? '',
    category: point.Object_category,
    icon: reshapeOptionalPhoto(point.Icon, context),
    downIcon: reshapeOptionalPhoto(point.Down_icon, context),
    sort: point.Sort_4,
    coordinates: point.Object_coordinates,
  };
}

function reshapeAdvantage(advantage: z.infer<typeof projectAdvantageSchema>, context: ReshapeContext): ProjectAdvantage {
  return {
    id: advantage.id,
    title: advantage.Title,
    text: advantage.Text,
    image: reshapeOptionalPhoto(advantage.Image, context),
  };
}

export function reshapeProject(project: z.infer<typeof projectSchema>, context: ReshapeContext): Project {
  return {
    id: project.id,
    documentId: project.documentId ?? null,
    slug: project.Slug,
    legacyId: project.Legacy_id,
    title: project.Project_Title,
    labels: [project.Label_1, project.Label_2, project.Label_3].filter((label): label is string => label !== null),
    aboutText: project.About_project_text,
    aboutVideo: reshapeOptionalPhoto(project.About_project_video, context),
    aboutVideoLink: project.About_project_video_link,
    constructionReportUrl: project.Url_dom_stroit,
    presentationDesktop: reshapeOptionalPhoto(project.Presentation_desktop, context),
    presentationMobile: reshapeOptionalPhoto(project.Presentation_mobile, context),
    entranceText: project.Text_about_entrance,
    showEntrance: project.Show_entrance,
    entranceMedia: project.Media_entrance.map((media) => reshapePhoto(media, context)),
    yardText: project.Text_about_yard,
    yardMedia: project.Main_yard.map((media) => reshapePhoto(media, context)),
    engineeringText: project.Text_about_engineering,
    engineeringMedia: project.Media_engineering.map((media) => reshapePhoto(media, context)),
    liveCameraLinks: [project.Live_construction_link_1, project.Live_construction_link_2].filter((link): link is string => link !== null),
    developer: {
      name: project.Developer_name,
      text: project.Developer_text,
      buttons: project.Developer_buttons.flatMap((button) =>
        button.Link !== null && button.Text !== null ? [{ id: button.id, url: button.Link.trim(), text: button.Text }] : [],
      ).slice(0, 6),
      infoList: project.Developer_info_list.flatMap((item) => (item.Value !== null ? [{ id: item.id, label: item.Label, value: item.Value }] : [])),
    },
    commercialImage: reshapeOptionalPhoto(project.Image_commercial, context),
    parkingImage: reshapeOptionalPhoto(project.Image_parking, context),
    storageImage: reshapeOptionalPhoto(project.Image_storage, context),
    additionalDocumentUrl: project.Additional_document_link,
    finishingText: project.finishing_the_apartment,
    facadeCladding: project.Facing_enabled,
    photos: project.About_project_photos.map((media) => reshapePhoto(media, context)),
    media: project.Project_Media.map((media) => reshapePhoto(media, context)),
    profitId: project.Profit_id,
    sortMainPage: project.Sort_main_page,
    sort2: project.Sort_2,
    released: project.Released_Project,
    pageTitle: project.Page_title,
    pageDescription: project.Page_description,
    seoTitle: project.seo_title ?? project.Project_Title,
    seoDescription: project.seo_description,
    coordinates: project.Project_coordinates,
    mapPoints: project.maps.map((point) => reshapeMapPoint(point, context)).sort(bySortThenId),
    advantages: project.Project_advantages.map((advantage) => reshapeAdvantage(advantage, context)),
    showAdvantages: project.Show_advantages,
    publishedAt: project.publishedAt ?? null,
    updatedAt: project.updatedAt ?? null,
  };
}

/** Editors' sort fields first (empty ones last), then the id, so the order is stable. */
export function bySortThenId<T extends { sort: number | null; id: number }>(a: T, b: T): number {
  const sa = a.sort ?? Number.POSITIVE_INFINITY;
  const sb = b.sort ?? Number.POSITIVE_INFINITY;
  return sa === sb ? a.id - b.id : sa < sb ? -1 : 1;
}

export function reshapeNewsPost(post: z.infer<typeof newsSchema>, context: ReshapeContext): NewsPost {
  return {
    id: post.id,
    slug: post.Slug,
    title: post.News_title,
    date: post.News_date,
    text: post.News_text,
    sort: post.Sort_news,
    image: reshapeOptionalPhoto(post.News_image, context),
    updatedAt: post.updatedAt ?? null,
  };
}

export function reshapeWorker(worker: z.infer<typeof workerSchema>, context: ReshapeContext): Worker {
  return {
    id: worker.id,
    name: worker.name,
    position: worker.Position,
    sort: worker.Sort_3,
    photo: reshapeOptionalPhoto(worker.Photo_worker, context),
    pagePhoto: reshapeOptionalPhoto(worker.Photo_page, context),
  };
}

function reshapeHistoryItem(item: z.infer<typeof companyHistoryItemSchema>, context: ReshapeContext): CompanyHistoryItem {
  return {
    id: item.id,
    label1: item.Label_1,
    label2: item.Label_2,
    text: item.Main_text,
    projectName: item.Project_name,
    rewardImage: reshapeOptionalPhoto(item.Reward_image, context),
    projectImage: reshapeOptionalPhoto(item.Project_image, context),
    year: item.Year,
  };
}

export function reshapeAboutCompany(about: z.infer<typeof aboutCompanySchema>, context: ReshapeContext): AboutCompany {
  return {
    title: about.Title,
    teamText: about.Text_about_team,
    companyText: about.Text_about_company,
    pageTitle: about.Page_title,
    pageDescription: about.Page_description,
    videoLink: about.Video_link,
    ksiText: about.Text_about_company_ksi,
    ksiVideoLink: about.Video_link_ksi,
    ksiPresentation: reshapeOptionalPhoto(about.Presentation_ksi, context),
    ksiPresentationFile: about.Presentation_ksi ? reshapeFile(about.Presentation_ksi, context) : null,
    advantage: about.advantage1,
    ksiImage: reshapeOptionalPhoto(about.Image_about_ksi, context),
    ksiVideo: reshapeOptionalPhoto(about.Video_about_ksi, context),
    videoPlaceholder: reshapeOptionalPhoto(about.video_zaglushka, context),
    firstBlockImage: reshapeOptionalPhoto(about.Image_1_block, context),
    workers: about.workers.map((worker) => reshapeWorker(worker, context)).sort(bySortThenId),
    history: about.Company_history.map((item) => reshapeHistoryItem(item, context)),
  };
}

export function reshapeLoan(loan: z.infer<typeof loanSchema>, context: ReshapeContext): Loan {
  return {
    id: loan.id,
    slug: loan.Slug,
    name: loan.Name,
    info: loan.Info,
    percent: loan.Percent,
    // A share of the price, so only 0-100 can mean anything; outside it the calculator sets no floor.
    minFirstPayment: loan.Min_first_payment !== null && loan.Min_first_payment > 0 && loan.Min_first_payment <= 100 ? loan.Min_first_payment : null,
    pageTitle: loan.Page_title,
    pageDescription: loan.Page_description,
    advantages: loan.Advav,
    advantages2: loan.Adv_2,
    imageBefore: reshapeOptionalPhoto(loan.Image_before, context),
    imageAfter: reshapeOptionalPhoto(loan.Image_after, context),
    worker: loan.worker ? reshapeWorker(loan.worker, context) : null,
  };
}

export function reshapeOffice(office: z.infer<typeof officeSchema>): Office {
  return {
    id: office.id,
    slug: office.slug,
    info: office.Office_info,
    hours: office.Office_hours,
    address: office.Office_address,
    phone: office.Phone,
    coordinates: office.Coordinates,
  };
}

export function reshapeLink(link: z.infer<typeof linkSchema>): Link {
  return { id: link.id, url: link.Link, title: link.title };
}

export function reshapeMenu(menu: z.infer<typeof menuSchema>): Menu {
  return {
    id: menu.id,
    location: menu.Location ?? 'header',
    title: menu.Title,
    items: menu.Items.map((item) => ({ id: item.id, label: item.Label, url: item.Url, sort: item.Sort, group: item.Group?.trim() || null })).sort(bySortThenId),
  };
}

export function reshapePage(page: z.infer<typeof pageSchema>): Page {
  return { id: page.id, path: page.path, layout: page.layout ?? 'default', title: page.title, description: page.description, updatedAt: page.updatedAt ?? null };
}

function reshapeSeo(seo: z.infer<typeof seoSchema>, context: ReshapeContext): Seo {
  const og = seo.openGraph;
  return {
    metaTitle: seo.metaTitle,
    metaDescription: seo.metaDescription,
    metaImage: reshapeOptionalPhoto(seo.metaImage, context),
    openGraph: og
      ? { title: og.ogTitle, description: og.ogDescription, image: reshapeOptionalPhoto(og.ogImage, context), url: og.ogUrl, type: og.ogType }
      : null,
  };
}

export function reshapeSeoContent(content: z.infer<typeof seoContentSchema>, context: ReshapeContext): SeoContent {
  return {
    id: content.id,
    slug: content.Slug,
    title: content.Title,
    body: content.Body,
    seo: content.seo ? reshapeSeo(content.seo, context) : null,
    updatedAt: content.updatedAt ?? null,
  };
}

export function reshapeGlobal(global: z.infer<typeof globalSchema>, context: ReshapeContext): Global {
  return {
    siteName: global.Site_name,
    phones: global.Phones.map((phone) => ({ id: phone.id, label: phone.Label, number: phone.Number })),
    logo: reshapeOptionalPhoto(global.Logo, context),
    socials: global.Socials.map((social) => ({
      id: social.id,
      title: social.title,
      url: social.Link,
      icon: reshapeOptionalPhoto(social.Icon, context),
    })),
    footerText: global.Footer_text,
    privacyPolicy: global.Privacy_policy,
    privacyPolicyVersion: global.Privacy_policy_version,
    defaultOgImage: reshapeOptionalPhoto(global.Default_og_image, context),
  };
}

export function reshapeMainBlock(block: z.infer<typeof mainBlockSchema>, context: ReshapeContext): MainBlock {
  return {
    title: block.Title,
    subtitle: block.Subtitle,
    image: reshapeOptionalPhoto(block.Image, context),
    buttonText: block.Button_text,
    buttonLink: block.Button_link,
    promotion: reshapePromotion(block),
  };
}

/**
 * The promotion of the main block: it needs a title to be shown at all. The end date is kept as a
 * normalised ISO string only when it reads as a date (a date alone, "2027-06-30", is that day's
 * start in UTC, as Strapi stores dates); otherwise the promotion has no countdown.
 */
export function reshapePromotion(
  block: Pick<z.infer<typeof mainBlockSchema>, 'Promo_title' | 'Promo_text' | 'Promo_end_date' | 'Promo_link'>,
): Promotion | null {
  const title = block.Promo_title?.trim();
  if (!title) return null;
  const endsAtMs = block.Promo_end_date ? Date.parse(block.Promo_end_date.trim()) : Number.NaN;
  return {
    title,
    text: block.Promo_text?.trim() || null,
    endsAt: Number.isFinite(endsAtMs) ? new Date(endsAtMs).toISOString() : null,
    link: block.Promo_link?.trim() || null,
  };
}

export function reshapeConstructionProgress(
  report: z.infer<typeof constructionProgressSchema>,
  context: ReshapeContext,
): ConstructionProgressReport {
  const project = report.project;
  return {
    id: report.id,
    date: report.date,
    text: report.text,
    photos: report.photos.map((photo) => reshapePhoto(photo, context)),
    project: project
      ? { slug: project.Slug, title: project.Project_Title, legacyId: project.Legacy_id, profitId: project.Profit_id }
      : null,
  };
}

const REDIRECT_STATUSES: readonly RedirectStatus[] = [301, 302, 307, 308];

/**
 * An editor's redirect, or null when it cannot be used (no source or target). The source becomes a
 * bare path ("projects/3/" -> "/projects/3"); an unknown code falls back to a permanent 301.
 */
export function reshapeRedirect(redirect: z.infer<typeof redirectSchema>): Redirect | null {
  if (redirect.from === null || redirect.to === null) return null;
  const path = redirect.from.trim().split(/[?#]/)[0] ?? '';
  const from = `/${path.replace(/^\/+|\/+$/g, '')}`;
  const to = redirect.to.trim();
  if (from === '/' || to === '') return null;
  const status = REDIRECT_STATUSES.find((code) => code === redirect.code) ?? 301;
  return { id: redirect.id, from, to, status };
}

/**
 * An uploaded file as a download. Strapi keeps the size in kilobytes (40.06); the title is the
 * editors' alternative text or caption, else the file name without its extension.
 */
export function reshapeFile(media: z.infer<typeof mediaSchema>, context: ReshapeContext): ContentFile {
  const extension = (media.ext ?? /\.([a-z0-9]{1,8})$/i.exec(media.name ?? media.url)?.[0] ?? '').replace(/^\./, '');
  const fileTitle = media.name?.replace(/\.[a-z0-9]{1,8}$/i, '').trim();
  return {
    id: media.id,
    url: absoluteMediaUrl(media.url, context),
    title: media.alternativeText?.trim() || media.caption?.trim() || fileTitle || extension.toUpperCase() || 'file',
    sizeBytes: typeof media.size === 'number' && media.size >= 0 ? Math.round(media.size * 1024) : null,
    format: extension ? extension.toUpperCase() : null,
    mime: media.mime ?? null,
  };
}

export function reshapeFaqItem(item: z.infer<typeof faqSchema>): FaqItem {
  return { id: item.id, question: item.Question.trim(), answer: item.Answer, sort: item.Sort, category: item.Category?.trim() || null };
}

export function reshapeTender(tender: z.infer<typeof tenderSchema>, context: ReshapeContext): Tender {
  return {
    id: tender.id,
    number: tender.Number.trim(),
    subject: tender.Subject,
    startDate: tender.Date_start,
    endDate: tender.Date_end,
    status: tender.Status,
    documents: tender.Documents.map((media) => reshapeFile(media, context)),
  };
}

/** A complex's listing-site ids; empty fields (or a CMS without them) give null and no houses. */
export function reshapeProjectFeedEntry(project: z.infer<typeof projectFeedIdsSchema>): ProjectFeedEntry {
  const id = (value: string | null | undefined) => value?.trim() || null;
  return {
    slug: project.Slug,
    title: project.Project_Title,
    profitId: project.Profit_id,
    feedIds: {
      complex: { yandex: id(project.Feed_ids?.Yandex_complex_id), cian: id(project.Feed_ids?.Cian_complex_id), avito: id(project.Feed_ids?.Avito_complex_id) },
      houses: project.Feed_houses.flatMap((house) =>
        house.Profit_house_id === null ? [] : [{ profitHouseId: house.Profit_house_id, yandex: id(house.Yandex_house_id), cian: id(house.Cian_house_id), avito: id(house.Avito_house_id) }],
      ),
    },
  };
}
