// CMS operations: the queries each page needs and the domain types they return. Pages and
// features call only these; a failed fetch throws (see errors.ts), a missing entry is null.
// The reads without arguments are made once per page render (React's cache): the frame, the
// metadata and the page often ask for the same entries (the global settings up to four times), and
// each read is a data-cache lookup, a decoding and a reshaping.
import 'server-only';
import { cache } from 'react';
import { getCmsApiToken, getConfig } from '@/lib/config';
import { contentTags } from './cache-tags';
import { createContentClient, type ContentClient } from './client';
import { ContentBadResponseError, ContentUnavailableError } from './errors';
import * as queries from './queries';
import {
  bySortThenId,
  reshapeAboutCompany,
  reshapeConstructionProgress,
  reshapeFaqItem,
  reshapeGlobal,
  reshapeLink,
  reshapeLoan,
  reshapeMainBlock,
  reshapeMenu,
  reshapeNewsPost,
  reshapeOffice,
  reshapePage,
  reshapeRedirect,
  reshapeProject,
  reshapeProjectFeedEntry,
  reshapeSeoContent,
  reshapeTender,
  serverMediaUrl,
  type ReshapeContext,
} from './reshape';
import { reshapedOnce } from './reshaped-once';
import {
  aboutCompanySchema,
  constructionProgressSchema,
  faqSchema,
  globalSchema,
  linkSchema,
  loanSchema,
  mainBlockSchema,
  menuSchema,
  newsSchema,
  officeSchema,
  pageSchema,
  projectFeedIdsSchema,
  projectSchema,
  projectSlugSchema,
  redirectSchema,
  seoContentSchema,
  tenderSchema,
} from './schemas';
import type {
  AboutCompany,
  ConstructionProgressReport,
  FaqItem,
  Global,
  Link,
  Loan,
  MainBlock,
  Menu,
  NewsPost,
  Office,
  Page,
  Project,
  ProjectFeedEntry,
  Redirect,
  SeoContent,
  Tender,
} from './types';

let client: ContentClient | undefined;

function content(): ContentClient {
  if (!client) {
    const config = getConfig();
    client = createContentClient({
      baseUrl: config.cms.url,
      token: getCmsApiToken,
      tokenInQuery: config.cms.tokenInQuery,
      timeoutMs: config.upstreamTimeoutMs,
      pageBudgetMs: config.pageUpstreamBudgetMs,
    });
  }
  return client;
}

const reshapeContext = (): ReshapeContext => ({ mediaBaseUrl: getConfig().cms.mediaUrl });

// The complexes and the news are read by most pages; their shapes are kept with the CMS entries.
const projectOf = reshapedOnce(reshapeProject);
const newsPostOf = reshapedOnce(reshapeNewsPost);

// ---- operations ---------------------------------------------------------------------------

/** Reads of the types with drafts (projects, news, SEO pages). */
export interface ReadOptions {
  /** An editor's draft preview: the unpublished versions, never cached (platform/preview). */
  draft?: boolean;
}

/** Every published complex, in the editors' order (Sort_main_page, empty last). */
export const fetchProjects = cache(async function fetchProjects(): Promise<Project[]> {
  const items = await content().listAll('/api/projects', projectSchema, { query: queries.projectsQuery(), tags: [contentTags.projects] });
  const context = reshapeContext();
  return items
    .map((item) => projectOf(item, context))
    .sort((a, b) => bySortThenId({ id: a.id, sort: a.sortMainPage }, { id: b.id, sort: b.sortMainPage }));
});

/**
 * Every published complex with its ids at the listing sites (features/feeds). A CMS that does not
 * have the fields yet answers 400 to their populate: then every complex reads as having no ids
 * (logged), so the feeds leave them out instead of failing.
 */
export const fetchProjectFeedEntries = cache(async function fetchProjectFeedEntries(): Promise<ProjectFeedEntry[]> {
  try {
    const items = await content().listAll('/api/projects', projectFeedIdsSchema, { query: queries.projectFeedIdsQuery(), tags: [contentTags.projects] });
    return items.map(reshapeProjectFeedEntry);
  } catch (error) {
    if (!(error instanceof ContentBadResponseError && error.status === 400)) throw error;
    console.warn(`[cms] ${error.message}: the CMS has no listing-site ids (Feed_ids, Feed_houses) yet; every complex reads as having none`);
    const projects = await fetchProjects();
    return projects.map((project) => reshapeProjectFeedEntry({ id: project.id, Slug: project.slug, Project_Title: project.title, Profit_id: project.profitId, Feed_ids: null, Feed_houses: [] }));
  }
});

/** One complex by its canonical slug, or null; `draft`: its unpublished version (an editor's preview). */
export async function fetchProjectBySlug(slug: string, { draft = false }: ReadOptions = {}): Promise<Project | null> {
  const { items } = await content().list('/api/projects', projectSchema, {
    query: queries.projectBySlugQuery(slug),
    tags: [contentTags.projects, contentTags.project(slug)],
    draft,
  });
  const item = items[0];
  return item ? projectOf(item, reshapeContext()) : null;
}

/** The slug of the complex an old numeric URL meant, or null. */
export async function fetchProjectSlugByLegacyId(legacyId: number): Promise<string | null> {
  const { items } = await content().list('/api/projects', projectSlugSchema, {
    query: queries.projectByLegacyIdQuery(legacyId),
    tags: [contentTags.projects],
  });
  return items[0]?.Slug ?? null;
}

/** News posts, newest first. */
export async function fetchNews({ draft = false }: ReadOptions = {}): Promise<NewsPost[]> {
  const items = await content().listAll('/api/news', newsSchema, { query: queries.newsListQuery(), tags: [contentTags.news], draft });
  const context = reshapeContext();
  return items.map((item) => newsPostOf(item, context));
}

export async function fetchNewsPostBySlug(slug: string, { draft = false }: ReadOptions = {}): Promise<NewsPost | null> {
  const { items } = await content().list('/api/news', newsSchema, {
    query: queries.newsBySlugQuery(slug),
    tags: [contentTags.news, contentTags.newsItem(slug)],
    draft,
  });
  const item = items[0];
  return item ? newsPostOf(item, reshapeContext()) : null;
}

/** The about-company page (a single type, at the spec's /api/about-companies). */
export const fetchAboutCompany = cache(async function fetchAboutCompany(): Promise<AboutCompany> {
  const item = await content().single('/api/about-companies', aboutCompanySchema, {
    query: queries.aboutCompanyQuery(),
    tags: [contentTags.aboutCompany],
  });
  return reshapeAboutCompany(item, reshapeContext());
});

export const fetchLoans = cache(async function fetchLoans(): Promise<Loan[]> {
  const items = await content().listAll('/api/loans', loanSchema, { query: queries.loansQuery(), tags: [contentTags.loans] });
  const context = reshapeContext();
  return items.map((item) => reshapeLoan(item, context));
});

/** One loan programme (/loan/<slug>), or null. */
export async function fetchLoanBySlug(slug: string): Promise<Loan | null> {
  const { items } = await content().list('/api/loans', loanSchema, {
    query: queries.loanBySlugQuery(slug),
    tags: [contentTags.loans, contentTags.loan(slug)],
  });
  const item = items[0];
  return item ? reshapeLoan(item, reshapeContext()) : null;
}

/** Sales offices (/api/contacts). */
export const fetchOffices = cache(async function fetchOffices(): Promise<Office[]> {
  const items = await content().listAll('/api/contacts', officeSchema, { query: queries.officesQuery(), tags: [contentTags.offices] });
  return items.map(reshapeOffice);
});

export const fetchLinks = cache(async function fetchLinks(): Promise<Link[]> {
  const items = await content().listAll('/api/links', linkSchema, { query: queries.linksQuery(), tags: [contentTags.links] });
  return items.map(reshapeLink);
});

export const fetchMenus = cache(async function fetchMenus(): Promise<Menu[]> {
  const items = await content().listAll('/api/menus', menuSchema, { query: queries.menusQuery(), tags: [contentTags.menus] });
  return items.map(reshapeMenu);
});

/** The page list the spec's site loads at start-up. */
export const fetchPages = cache(async function fetchPages(): Promise<Page[]> {
  const items = await content().listAll('/api/pages', pageSchema, { query: queries.pagesQuery(), tags: [contentTags.pages] });
  return items.map(reshapePage);
});

/** SEO landing pages (/api/contents), with their meta and openGraph images. */
export async function fetchSeoContents({ draft = false }: ReadOptions = {}): Promise<SeoContent[]> {
  const items = await content().listAll('/api/contents', seoContentSchema, {
    query: queries.seoContentsQuery(),
    tags: [contentTags.seoContents],
    draft,
  });
  const context = reshapeContext();
  return items.map((item) => reshapeSeoContent(item, context));
}

export const fetchGlobal = cache(async function fetchGlobal(): Promise<Global> {
  const item = await content().single('/api/global', globalSchema, { query: queries.globalQuery(), tags: [contentTags.global] });
  return reshapeGlobal(item, reshapeContext());
});

/** The largest uploaded file read into memory (a logo drawn into the site's icons). */
const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The bytes of an uploaded file at a Photo's URL (public, no token). Throws ContentUnavailableError
 * when it cannot be read in time, and ContentBadResponseError for an error answer or a file over 10 MB.
 */
export async function fetchContentMedia(url: string): Promise<Buffer> {
  const path = new URL(url).pathname;
  const config = getConfig();
  const timeoutMs = config.upstreamTimeoutMs;
  let response: Response;
  try {
    response = await fetch(serverMediaUrl(url, { mediaBaseUrl: config.cms.mediaUrl, cmsUrl: config.cms.url }), { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  } catch (error) {
    throw new ContentUnavailableError(`CMS GET ${path}: ${error instanceof Error ? error.message : String(error)}`, { path, cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ContentBadResponseError(`CMS GET ${path} answered ${response.status}`, { path, status: response.status });
  }
  if (Number(response.headers.get('content-length') ?? 0) > MEDIA_MAX_BYTES) {
    await response.body?.cancel();
    throw new ContentBadResponseError(`CMS GET ${path}: the file is over ${MEDIA_MAX_BYTES} bytes`, { path, status: response.status });
  }
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new ContentUnavailableError(`CMS GET ${path}: ${error instanceof Error ? error.message : String(error)}`, { path, cause: error });
  }
  if (bytes.length > MEDIA_MAX_BYTES) throw new ContentBadResponseError(`CMS GET ${path}: the file is over ${MEDIA_MAX_BYTES} bytes`, { path, status: response.status });
  return bytes;
}

export const fetchMainBlock = cache(async function fetchMainBlock(): Promise<MainBlock> {
  const item = await content().single('/api/main-block', mainBlockSchema, { query: queries.mainBlockQuery(), tags: [contentTags.mainBlock] });
  return reshapeMainBlock(item, reshapeContext());
});

/** Construction reports, oldest first; of one complex when its slug is given. */
export async function fetchConstructionProgress(projectSlug?: string): Promise<ConstructionProgressReport[]> {
  const items = await content().listAll('/api/construcrion-progresses', constructionProgressSchema, {
    query: queries.constructionProgressQuery(projectSlug),
    tags: [contentTags.constructionProgress],
  });
  const context = reshapeContext();
  return items.map((item) => reshapeConstructionProgress(item, context));
}

/**
 * The editors' redirects. Not kept in Next's data cache (revalidate 0): the redirects feature holds
 * its own TTL table with a last-known copy on disk, so it must see a CMS failure as a failure.
 */
export const fetchRedirects = cache(async function fetchRedirects(): Promise<Redirect[]> {
  const items = await content().listAll('/api/redirects', redirectSchema, {
    query: queries.redirectsQuery(),
    tags: [contentTags.redirects],
    revalidate: 0,
  });
  return items.map(reshapeRedirect).filter((item): item is Redirect => item !== null);
});

/** The questions of /faq, in the editors' order (Sort, empty last, then id). */
export const fetchFaqs = cache(async function fetchFaqs(): Promise<FaqItem[]> {
  const items = await content().listAll('/api/faqs', faqSchema, { query: queries.faqsQuery(), tags: [contentTags.faqs] });
  return items.map(reshapeFaqItem).sort(bySortThenId);
});

/** Contractor tenders (/tenders), the latest start first, with their documents. */
export const fetchTenders = cache(async function fetchTenders(): Promise<Tender[]> {
  const items = await content().listAll('/api/tenders', tenderSchema, { query: queries.tendersQuery(), tags: [contentTags.tenders] });
  const context = reshapeContext();
  return items.map((item) => reshapeTender(item, context));
});
