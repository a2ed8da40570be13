// The tenders of /tenders from the CMS; a failure is an answer ("unavailable"): the page still
// shows its heading, a note and the request form.
import 'server-only';
import { siteToday } from '@/lib/date';
import { fetchTenders } from '@/upstream/content';
import { groupTenders, type TenderGroups } from './tender-list';

export type TendersContent = ({ kind: 'ready' } & TenderGroups) | { kind: 'unavailable' };

export async function loadTenders(): Promise<TendersContent> {
  try {
    return { kind: 'ready', ...groupTenders(await fetchTenders(), siteToday()) };
  } catch (error) {
    console.warn(`[tenders] list unavailable, the page shows a note: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unavailable' };
  }
}
