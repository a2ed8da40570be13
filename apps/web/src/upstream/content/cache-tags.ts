// Every Next cache tag and revalidate time of the CMS fetches, in one place, so the revalidation
// webhook (POST /api/revalidate, later) and the fetchers cannot drift apart.

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
} as const;

/**
 * Strapi model uid (as its webhooks name it) to the tags to revalidate. A project change also
 * touches every project page, which `project:<slug>` alone cannot reach when the slug changed.
 */
export const tagsByContentModel: Readonly<Record<string, readonly string[]>> = {
  'api::project.project': [contentTags.projects, contentTags.constructionProgress],
  'api::news-item.news-item': [contentTags.news],
  'api::about-company.about-company': [contentTags.aboutCompany],
  'api::loan.loan': [contentTags.loans],
  'api::contact.contact': [contentTags.offices],
  'api::link.link': [contentTags.links],
  'api::menu.menu': [contentTags.menus],
  'api::page.page': [contentTags.pages],
  'api::content.content': [contentTags.seoContents],
  'api::construcrion-progress.construcrion-progress': [contentTags.constructionProgress, contentTags.projects],
  // Workers appear on the about-company page and beside each loan.
  'api::worker.worker': [contentTags.aboutCompany, contentTags.loans],
  'api::global.global': [contentTags.global],
  'api::main-block.main-block': [contentTags.mainBlock],
};
