// Questions and answers (/faq): the page, from the CMS FAQ items.
export { FaqPage } from './components/faq-page';
export { faqTexts } from './texts';
