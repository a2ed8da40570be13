// The domain types of the CMS content: one per spec entity (spec §3). Components see only these,
// never Strapi envelopes; the reshapers in reshape.ts are the only code that builds them.

import type { Photo } from '@/lib/photo';

export type { Photo, PhotoVariant, PhotoVariantName } from '@/lib/photo';

export interface MapPoint {
  id: number;
  name: string;
  category: string | null;
  icon: Photo | null;
  downIcon: Photo | null;
  sort: number | null;
  /** As the editor typed it, e.g. "45.0712, 38.9851". */
  coordinates: string | null;
}

export interface ProjectAdvantage {
  id: number;
  title: string | null;
  text: string | null;
  image: Photo | null;
}

/** A developer's document button: both halves filled, or it is not shown (Developer_buttons). */
export interface DeveloperButton {
  id: number;
  url: string;
  text: string;
}

/** One fact about the developer: "ИНН" — "2310…" (Developer_info_list). */
export interface DeveloperInfoItem {
  id: number;
  label: string | null;
  value: string;
}

export interface ProjectDeveloper {
  name: string | null;
  text: string | null;
  /** At most six, in the editors' order; a pair with a blank link or text is dropped. */
  buttons: DeveloperButton[];
  /** Lines without a value are dropped. */
  infoList: DeveloperInfoItem[];
}

/** The listing sites whose feeds the site publishes (/feeds/{yandex,cian,avito}.xml). */
export type FeedSite = 'yandex' | 'cian' | 'avito';

/** A complex's ids in the listing sites' catalogues; null where the editor left a field empty. */
export interface ProjectFeedIds {
  complex: Record<FeedSite, string | null>;
  /** By sales-data house id; a house not listed has no ids. */
  houses: ReadonlyArray<{ profitHouseId: number } & Record<FeedSite, string | null>>;
}

/** A complex's listing-site ids (Feed_ids + Feed_houses), keyed to sales-data by its Profit_id. */
export interface ProjectFeedEntry {
  slug: string;
  title: string;
  profitId: number | null;
  feedIds: ProjectFeedIds;
}

export interface Project {
  id: number;
  /** Strapi 5's stable document id (null on Strapi 4). Not used in URLs: see `slug`. */
  documentId: string | null;
  /** Canonical URL key: /our-projects/<slug>. */
  slug: string;
  /** Stable numeric id of old numeric URLs (/our-projects/25, /25). */
  legacyId: number | null;
  title: string;
  /** Label_1..3, blanks dropped. */
  labels: string[];
  /** Markdown. */
  aboutText: string | null;
  aboutVideo: Photo | null;
  aboutVideoLink: string | null;
  /** Url_dom_stroit: the complex's page on наш.дом.рф (project declaration, construction reports). */
  constructionReportUrl: string | null;
  /** Presentation_desktop / Presentation_mobile: PDF files (Photo: url, mime; no image variants). */
  presentationDesktop: Photo | null;
  presentationMobile: Photo | null;
  /** Text_about_entrance / _yard / _engineering: plain text, paragraphs split by blank lines. */
  entranceText: string | null;
  /** Show_entrance: the editors' switch for the entrance section. */
  showEntrance: boolean;
  entranceMedia: Photo[];
  yardText: string | null;
  yardMedia: Photo[];
  engineeringText: string | null;
  engineeringMedia: Photo[];
  /** Live_construction_link_1/2, blanks dropped. */
  liveCameraLinks: string[];
  developer: ProjectDeveloper;
  /** Image_commercial / Image_parking / Image_storage: the pictures of the tiles to those listings. */
  commercialImage: Photo | null;
  parkingImage: Photo | null;
  storageImage: Photo | null;
  additionalDocumentUrl: string | null;
  /** finishing_the_apartment: markdown. */
  finishingText: string | null;
  /** Facing_enabled: the facade is clad (a line on the page). */
  facadeCladding: boolean;
  photos: Photo[];
  media: Photo[];
  /** The project id in the sales-data service. */
  profitId: number | null;
  sortMainPage: number | null;
  sort2: number | null;
  released: boolean;
  pageTitle: string | null;
  pageDescription: string | null;
  /** seo_title, or the project title when it is empty. */
  seoTitle: string;
  seoDescription: string | null;
  coordinates: string | null;
  mapPoints: MapPoint[];
  advantages: ProjectAdvantage[];
  showAdvantages: boolean;
  publishedAt: string | null;
  /** When an editor last changed it (ISO 8601), when the CMS says: the sitemap's lastmod. */
  updatedAt?: string | null;
}

export interface NewsPost {
  id: number;
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string | null;
  /** Markdown. */
  text: string | null;
  sort: number | null;
  image: Photo | null;
  /** When an editor last saved the post (Strapi's updatedAt, an ISO date-time); null when unknown. */
  updatedAt: string | null;
}

export interface Worker {
  id: number;
  name: string;
  position: string | null;
  sort: number | null;
  photo: Photo | null;
  pagePhoto: Photo | null;
}

export interface CompanyHistoryItem {
  id: number;
  label1: string | null;
  label2: string | null;
  text: string | null;
  projectName: string | null;
  rewardImage: Photo | null;
  projectImage: Photo | null;
  year: number | null;
}

/** An uploaded file offered for download (a PDF): its link, what to call it, its size and format. */
export interface ContentFile {
  id: number;
  /** Absolute URL. */
  url: string;
  /** The editors' alternative text or caption, else the file name without its extension. */
  title: string;
  /** Bytes; null when the CMS does not say. */
  sizeBytes: number | null;
  /** "PDF", "DOCX": the extension, upper case; null when unknown. */
  format: string | null;
  mime: string | null;
}

export interface AboutCompany {
  title: string | null;
  teamText: string | null;
  /** Markdown. */
  companyText: string | null;
  pageTitle: string | null;
  pageDescription: string | null;
  videoLink: string | null;
  /** Markdown. */
  ksiText: string | null;
  ksiVideoLink: string | null;
  ksiPresentation: Photo | null;
  /** The same file (Presentation_ksi) as a download: title, size, format. */
  ksiPresentationFile: ContentFile | null;
  advantage: string | null;
  ksiImage: Photo | null;
  ksiVideo: Photo | null;
  videoPlaceholder: Photo | null;
  firstBlockImage: Photo | null;
  workers: Worker[];
  history: CompanyHistoryItem[];
}

export interface Loan {
  id: number;
  slug: string;
  name: string;
  info: string | null;
  /** Annual rate in percent. */
  percent: number | null;
  /** The least down (first) payment the programme takes, in percent of the price; null: none. */
  minFirstPayment: number | null;
  pageTitle: string | null;
  pageDescription: string | null;
  /** Markdown (Advav, Adv_2). */
  advantages: string | null;
  advantages2: string | null;
  imageBefore: Photo | null;
  imageAfter: Photo | null;
  worker: Worker | null;
}

export interface Office {
  id: number;
  slug: string | null;
  info: string | null;
  hours: string | null;
  address: string | null;
  phone: string | null;
  coordinates: string | null;
}

export interface Link {
  id: number;
  url: string;
  title: string | null;
}

export interface MenuItem {
  id: number;
  label: string;
  url: string;
  sort: number | null;
  /** The header dropdown the item belongs to (items with the same group form one); null: a plain link. */
  group: string | null;
}

export interface Menu {
  id: number;
  location: 'header' | 'footer';
  title: string | null;
  items: MenuItem[];
}

export type PageLayout = 'default' | 'main' | 'imposed' | 'none';

/** A route the site knows (the spec's startup page list). */
export interface Page {
  id: number;
  path: string;
  layout: PageLayout;
  title: string | null;
  description: string | null;
  /** When an editor last changed it (ISO 8601), when the CMS says: the sitemap's lastmod. */
  updatedAt?: string | null;
}

export interface Seo {
  metaTitle: string | null;
  metaDescription: string | null;
  metaImage: Photo | null;
  openGraph: {
    title: string | null;
    description: string | null;
    image: Photo | null;
    url: string | null;
    type: string | null;
  } | null;
}

/** An SEO landing page (/seo/<slug>) from the spec's content list. */
export interface SeoContent {
  id: number;
  slug: string;
  title: string;
  /** Markdown. */
  body: string | null;
  seo: Seo | null;
  /** When an editor last changed it (ISO 8601), when the CMS says: the sitemap's lastmod. */
  updatedAt?: string | null;
}

export interface Global {
  siteName: string | null;
  phones: Array<{ id: number; label: string | null; number: string }>;
  logo: Photo | null;
  socials: Array<{ id: number; title: string | null; url: string; icon: Photo | null }>;
  footerText: string | null;
  /** Markdown. */
  privacyPolicy: string | null;
  privacyPolicyVersion: string | null;
  defaultOgImage: Photo | null;
}

export interface MainBlock {
  title: string | null;
  subtitle: string | null;
  image: Photo | null;
  buttonText: string | null;
  buttonLink: string | null;
  /** The promotion of the home page's countdown; null when the editors set none (no title). */
  promotion: Promotion | null;
}

export interface Promotion {
  title: string;
  text: string | null;
  /** ISO date-time the promotion ends (the countdown's target); null when missing or unreadable. */
  endsAt: string | null;
  /** Where «Подробнее» leads, as the editors wrote it (trimmed). */
  link: string | null;
}

export interface ConstructionProgressReport {
  id: number;
  /** ISO date. */
  date: string | null;
  text: string | null;
  photos: Photo[];
  project: { slug: string; title: string; legacyId: number | null; profitId: number | null } | null;
}

export type RedirectStatus = 301 | 302 | 307 | 308;

/** An editor's redirect. `to` is not checked here: the redirects feature decides whether it is safe. */
export interface Redirect {
  id: number;
  /** Path only, with a leading slash and no trailing one ("/projects/3"). */
  from: string;
  to: string;
  status: RedirectStatus;
}

/** A question and answer of /faq. */
export interface FaqItem {
  id: number;
  question: string;
  /** Markdown. */
  answer: string | null;
  sort: number | null;
  category: string | null;
}

export type TenderStatus = 'open' | 'closed' | 'cancelled';

/** A contractor tender of /tenders. */
export interface Tender {
  id: number;
  number: string;
  subject: string | null;
  /** ISO dates (YYYY-MM-DD) as the editors set them. */
  startDate: string | null;
  endDate: string | null;
  /** null when the CMS sends a status the site does not know. */
  status: TenderStatus | null;
  documents: ContentFile[];
}
