// The About company entry, read once per request for the page and its metadata (React cache());
// null when the CMS cannot answer, and the page then says so.
import 'server-only';
import { cache } from 'react';
import { fetchAboutCompany, type AboutCompany } from '@/upstream/content';

export const loadAboutCompany = cache(async (): Promise<AboutCompany | null> => {
  try {
    return await fetchAboutCompany();
  } catch (error) {
    console.warn(`[company] about-company unavailable, the page shows a note: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
});
