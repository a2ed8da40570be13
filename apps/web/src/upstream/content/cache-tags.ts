// Every Next cache tag and the revalidate time of the CMS fetches, in one place, so a revalidation
// webhook (POST /api/revalidate, revalidation.ts) and the fetchers cannot drift apart.

/** Seconds a CMS answer is served from the Next data cache before a background refresh. */
export const CONTENT_REVALIDATE_SECONDS = 300;

export const contentTags = {
  projects: 'projects',
  project: (slug: string) => `project:${slug}`,
  news: 'news',
  newsItem: (slug: string) => `news:${slug}`,
  aboutCompany: 'about-company',
  loans: 'loans',
  loan: (slug: string) => `loan:${slug}`,
  offices: 'contacts',
  links: 'links',
  menus: 'menus',
  pages: 'pages',
  seoContents: 'contents',
  constructionProgress: 'construction-progress',
  global: 'global',
  mainBlock: 'main-block',
  redirects: 'redirects',
  faqs: 'faqs',
  tenders: 'tenders',
} as const;
