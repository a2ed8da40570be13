// Spec §8 start-up loads: the CMS page list and content list, fetched once when the server
// starts (instrumentation.ts). A failed page-list load is reported (console.error and /debug);
// a failed content-list load is logged and ignored. The fetches go through the tagged Next data
// cache (tags "pages" and "contents"), so later requests reuse the answers.

export type LoadResult =
  | { status: 'pending' }
  | { status: 'ok'; count: number; finishedAt: string; durationMs: number }
  | { status: 'failed'; error: string; finishedAt: string; durationMs: number };

export interface StartupLoads {
  pageList: LoadResult;
  contentList: LoadResult;
}

export interface StartupLoaders {
  loadPageList: () => Promise<readonly unknown[]>;
  loadContentList: () => Promise<readonly unknown[]>;
  now?: () => number;
}

// instrumentation.ts and the route bundles are separate module graphs in one process, so the
// results live on globalThis rather than in a module variable.
const STATE_KEY = Symbol.for('novostroy.seo.startupLoads');
type GlobalWithState = typeof globalThis & { [STATE_KEY]?: StartupLoads };

export function getStartupLoads(): StartupLoads {
  const state = (globalThis as GlobalWithState)[STATE_KEY];
  return state ?? { pageList: { status: 'pending' }, contentList: { status: 'pending' } };
}

function setStartupLoads(next: StartupLoads): void {
  (globalThis as GlobalWithState)[STATE_KEY] = next;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function runOne(load: () => Promise<readonly unknown[]>, now: () => number): Promise<LoadResult> {
  const started = now();
  try {
    const items = await load();
    return { status: 'ok', count: items.length, finishedAt: new Date().toISOString(), durationMs: Math.round(now() - started) };
  } catch (error) {
    return { status: 'failed', error: messageOf(error), finishedAt: new Date().toISOString(), durationMs: Math.round(now() - started) };
  }
}

/** Runs both loads in parallel, records the results and logs failures; never throws. */
export async function runStartupLoads(loaders: StartupLoaders): Promise<StartupLoads> {
  const now = loaders.now ?? (() => performance.now());
  setStartupLoads({ pageList: { status: 'pending' }, contentList: { status: 'pending' } });
  const [pageList, contentList] = await Promise.all([runOne(loaders.loadPageList, now), runOne(loaders.loadContentList, now)]);
  if (pageList.status === 'failed') console.error(`[startup] page list load failed: ${pageList.error}`);
  if (contentList.status === 'failed') console.warn(`[startup] content list load failed (ignored): ${contentList.error}`);
  const result = { pageList, contentList };
  setStartupLoads(result);
  return result;
}
