// Next preloads the site's fonts on every page (a Link header) but the global 404: its font
// manifest (.next/server/next-font-manifest.json) has no entry for that file. Without the preload
// the 404 paints in the fallback font and reflows when Manrope arrives. The 404 borrows the home
// page's list, which is the same document's fonts. Read once; no manifest or another format means
// no preloads, never an error.
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';

/** The font files the manifest lists for `entry` ("static/media/x.woff2"), from its text; [] when unreadable. */
export function manifestFontFiles(manifestText: string, entry: RegExp): string[] {
  try {
    const manifest = JSON.parse(manifestText) as { app?: unknown } | null;
    const app = manifest?.app;
    if (typeof app !== 'object' || app === null) return [];
    const files = Object.entries(app as Record<string, unknown>).find(([name]) => entry.test(name))?.[1];
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^static\/media\/[\w.-]+\.woff2$/.test(file)) : [];
  } catch {
    return [];
  }
}

/** The home page's entry in the manifest, whose fonts are the whole document's. */
export const HOME_PAGE_ENTRY = /\/app\/\(default\)\/page$/;

let homeFonts: string[] | undefined;

function readHomeFonts(): string[] {
  try {
    const text = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'server', 'next-font-manifest.json'), 'utf8');
    return manifestFontFiles(text, HOME_PAGE_ENTRY);
  } catch {
    return [];
  }
}

/** Asks React to preload the home page's fonts (rendered as <link rel="preload" as="font"> in the head). */
export function preloadSiteFonts(): void {
  homeFonts ??= readHomeFonts();
  for (const file of homeFonts) preload(`/_next/${file}`, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}
