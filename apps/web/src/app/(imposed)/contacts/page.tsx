// /contacts (spec §2: the imposed layout): the sales offices, phones and map (features/contacts).
import type { Metadata } from 'next';
import { ContactsPage, contactsTexts } from '@/features/contacts';
import { pageMetadata } from '@/platform/seo';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(contactsTexts.path, contactsTexts.fallback);
}

export default function Page() {
  return <ContactsPage />;
}
