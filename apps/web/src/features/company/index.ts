// The company (/about-company): its story, team, history and general contractor, from the CMS.
export { AboutCompanyPage } from './components/about-page';
export { aboutCompanyMetadata } from './data/about-metadata';
export { companyTexts } from './texts';
