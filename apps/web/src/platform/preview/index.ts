// Editors' draft previews: the banner (root layout) and the flag pages pass to the CMS fetches.
// The routes that turn draft mode on and off are in ./server.
export { isDraftPreview } from './draft';
export { PreviewBanner, PREVIEW_BANNER_TEXTS } from './preview-banner';
