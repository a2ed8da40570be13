// The metadata and viewport every document starts from: the site's URL (for absolute links), the
// title template, the description and the icons. The root layout uses them as they are; the
// global 404, which Next renders without the root layout, builds on them.
import type { Metadata, Viewport } from 'next';
import { ICONS_METADATA } from '@/platform/icons';
import { getConfig } from '@/lib/config';

export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: 'Новострой — квартиры от застройщика', template: '%s — Новострой' },
    description: 'Жилые комплексы, квартиры, коммерческие помещения, машино-места и кладовые от застройщика «Новострой».',
    icons: ICONS_METADATA,
  };
}

export const SITE_VIEWPORT: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#f65605' };
