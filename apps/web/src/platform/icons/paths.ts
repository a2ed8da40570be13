// Where the icons and the manifest are served, and the <head> links that name them. No image code
// here: the root layout imports this.
import type { Metadata } from 'next';

/** The icon files; the root (favicon, Apple's touch icon) or /icons/ serves each. */
export const ICON_FILES = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'maskable-512.png'] as const;
export type IconFile = (typeof ICON_FILES)[number];

export const ICON_PATHS: Record<IconFile, string> = {
  // Browsers and crawlers ask for these two at the root whatever the page names.
  'favicon.ico': '/favicon.ico',
  'apple-touch-icon.png': '/apple-touch-icon.png',
  'icon-192.png': '/icons/icon-192.png',
  'icon-512.png': '/icons/icon-512.png',
  'maskable-512.png': '/icons/maskable-512.png',
};

/** The file /icons/<name> serves, or null for a name it does not have. */
export function iconUnderIcons(name: string): IconFile | null {
  const file = ICON_FILES.find((candidate) => ICON_PATHS[candidate] === `/icons/${name}`);
  return file ?? null;
}

/** The root layout's icon links (Next adds the manifest's link for app/manifest.ts). */
export const ICONS_METADATA: NonNullable<Metadata['icons']> = {
  icon: [
    { url: ICON_PATHS['favicon.ico'], sizes: '16x16 32x32 48x48' },
    { url: ICON_PATHS['icon-192.png'], type: 'image/png', sizes: '192x192' },
  ],
  apple: [{ url: ICON_PATHS['apple-touch-icon.png'], sizes: '180x180' }],
};
