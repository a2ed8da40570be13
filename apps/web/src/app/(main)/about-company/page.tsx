// /about-company (spec §2: the main layout): the company's story, team, history and general
// contractor from the CMS About company entry (features/company).
import type { Metadata } from 'next';
import { AboutCompanyPage, aboutCompanyMetadata } from '@/features/company';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return aboutCompanyMetadata();
}

export default function Page() {
  return <AboutCompanyPage />;
}
