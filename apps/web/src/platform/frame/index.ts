// The site frame: header, footer, the top loading bar and scroll restoration, and the CMS data
// they show (menus, phones, offices, the privacy policy version).
export { FALLBACK_SITE_NAME, type FrameData, type FramePhone } from './frame-data';
export { preloadSiteFonts } from './font-preloads';
export { loadFrame } from './load-frame';
export { ScrollManager } from './scroll-manager';
export { SiteDocument } from './site-document';
export { SiteFrame, type FrameLayout, type HeaderCallAction, type HeaderCallActionProps } from './site-frame';
export { TopLoader } from './top-loader';
