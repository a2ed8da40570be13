// The questions of /faq from the CMS, grouped; a CMS failure is an answer too ("unavailable"),
// so the page still renders its heading, a note and the question form.
import 'server-only';
import { fetchFaqs } from '@/upstream/content';
import { groupFaqs, type FaqGroup } from './faq-groups';

export type FaqContent = { kind: 'ready'; groups: FaqGroup[] } | { kind: 'unavailable' };

export async function loadFaq(): Promise<FaqContent> {
  try {
    return { kind: 'ready', groups: groupFaqs(await fetchFaqs()) };
  } catch (error) {
    console.warn(`[faq] questions unavailable, the page shows a note: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unavailable' };
  }
}
