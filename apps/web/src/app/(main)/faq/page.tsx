// /faq: questions and answers from the CMS (features/faq). The spec does not show its layout;
// it is a content page like /about-company, so it takes the main one.
import type { Metadata } from 'next';
import { FaqPage, faqTexts } from '@/features/faq';
import { pageMetadata } from '@/platform/seo';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(faqTexts.path, faqTexts.fallback);
}

export default function Page() {
  return <FaqPage />;
}
