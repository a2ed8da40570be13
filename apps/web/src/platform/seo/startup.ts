// Binds the start-up loads to the real CMS operations; imported by instrumentation.ts only.
import { fetchPages, fetchSeoContents } from '@/upstream/content';
import { runStartupLoads } from './startup-loads';

export function startSeoStartupLoads(): Promise<unknown> {
  return runStartupLoads({ loadPageList: fetchPages, loadContentList: fetchSeoContents });
}
