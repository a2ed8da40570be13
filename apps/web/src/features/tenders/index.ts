// Contractor tenders (/tenders): the page, from the CMS tenders.
export { TendersPage, type TendersSearchParams } from './components/tenders-page';
export { tenderTexts } from './texts';
