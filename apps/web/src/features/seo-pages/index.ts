// SEO landing pages (/seo/{slug}) from the CMS content list.
export { SeoPage } from './components/seo-page';
export { resolveSeoPage, seoPageShareImage } from './data/resolve-seo-page';
export { seoPageTexts } from './texts';
