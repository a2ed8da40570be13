// Spec §8 start-up loads: the CMS page list and content list, fetched once when the server
// starts (instrumentation.ts). A failed page-list load is reported (console.error and /debug);
// a failed content-list load is logged and ignored. Requests read both lists through the tagged
// Next data cache (tags "pages" and "contents"); that cache is not active outside a request, so
// the start-up answers are also kept here as the last known lists, the fallback while the CMS
// cannot answer and nothing is cached yet.
import type { Page, SeoContent } from '@/upstream/content';

export type LoadResult =
  | { status: 'pending' }
  | { status: 'ok'; count: number; finishedAt: string; durationMs: number }
  | { status: 'failed'; error: string; finishedAt: string; durationMs: number };

export interface StartupLoads {
  pageList: LoadResult;
  contentList: LoadResult;
}

export interface StartupLoaders {
  loadPageList: () => Promise<Page[]>;
  loadContentList: () => Promise<SeoContent[]>;
  now?: () => number;
}

interface StartupState {
  loads: StartupLoads;
  pages?: Page[];
  contents?: SeoContent[];
}

// instrumentation.ts and the route bundles are separate module graphs in one process, so the
// results live on globalThis rather than in a module variable.
const STATE_KEY = Symbol.for('novostroy.seo.startupLoads');
type GlobalWithState = typeof globalThis & { [STATE_KEY]?: StartupState };

const pendingLoads = (): StartupLoads => ({ pageList: { status: 'pending' }, contentList: { status: 'pending' } });

export function getStartupLoads(): StartupLoads {
  return (globalThis as GlobalWithState)[STATE_KEY]?.loads ?? pendingLoads();
}

/** The page list as loaded at start-up, if that load succeeded. */
export function startupPageList(): Page[] | undefined {
  return (globalThis as GlobalWithState)[STATE_KEY]?.pages;
}

/** The content list as loaded at start-up, if that load succeeded. */
export function startupContentList(): SeoContent[] | undefined {
  return (globalThis as GlobalWithState)[STATE_KEY]?.contents;
}

function setState(next: StartupState): void {
  (globalThis as GlobalWithState)[STATE_KEY] = next;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function runOne<T>(load: () => Promise<T[]>, now: () => number): Promise<{ result: LoadResult; items?: T[] }> {
  const started = now();
  try {
    const items = await load();
    const result: LoadResult = { status: 'ok', count: items.length, finishedAt: new Date().toISOString(), durationMs: Math.round(now() - started) };
    return { result, items };
  } catch (error) {
    return {
      result: { status: 'failed', error: messageOf(error), finishedAt: new Date().toISOString(), durationMs: Math.round(now() - started) },
    };
  }
}

/** Runs both loads in parallel, records the results and logs failures; never throws. */
export async function runStartupLoads(loaders: StartupLoaders): Promise<StartupLoads> {
  const now = loaders.now ?? (() => performance.now());
  const previous = (globalThis as GlobalWithState)[STATE_KEY];
  setState({ ...previous, loads: pendingLoads() });
  const [pages, contents] = await Promise.all([runOne(loaders.loadPageList, now), runOne(loaders.loadContentList, now)]);
  if (pages.result.status === 'failed') console.error(`[startup] page list load failed: ${pages.result.error}`);
  if (contents.result.status === 'failed') console.warn(`[startup] content list load failed (ignored): ${contents.result.error}`);
  const loads = { pageList: pages.result, contentList: contents.result };
  // A failed load keeps the lists of an earlier successful one.
  setState({ loads, pages: pages.items ?? previous?.pages, contents: contents.items ?? previous?.contents });
  return loads;
}
