// Loads the header and footer content from the CMS. Each of the three sources fails on its own:
// a failure is logged and the frame falls back, so a CMS problem never breaks the page.
import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { fetchGlobal, fetchMenus, fetchOffices } from '@/upstream/content';
import { buildFrameData, type FrameData } from './frame-data';

async function settle<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[site-frame] ${what} unavailable, using the built-in fallback: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export const loadFrame = cache(async (): Promise<FrameData> => {
  // Rendered per request, never baked in at build time: the build must not need the CMS, and a
  // static page would keep the fallback menu of a build made while the CMS was down.
  await connection();
  const [menus, global, offices] = await Promise.all([
    settle('menus', fetchMenus),
    settle('global', fetchGlobal),
    settle('offices', fetchOffices),
  ]);
  return buildFrameData({ menus, global, offices });
});
