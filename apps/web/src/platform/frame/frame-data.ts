// What the header and footer show, built from the CMS menus, Global and Contacts. Pure: each
// source may be missing (the CMS failed), and the frame then falls back to built-in values.
import type { Global, Menu, MenuItem, Office } from '@/upstream/content';

export interface FrameLink {
  label: string;
  href: string;
  /** An absolute http(s) URL: rendered as a plain <a>, not a client-side Link. */
  external: boolean;
}

/**
 * One entry of a menu: a plain link, or a group of links (the CMS items sharing a `Group`), shown
 * as a dropdown in the desktop header, an expandable section in the phone menu and a titled
 * column in the footer.
 */
export type FrameMenuEntry = { kind: 'link'; link: FrameLink } | { kind: 'group'; title: string; links: FrameLink[] };

export interface FramePhone {
  label: string | null;
  /** As the editors wrote it, for display. */
  display: string;
  /** `tel:` URL: digits and a leading plus only. */
  href: string;
}

export interface FrameData {
  siteName: string;
  logo: { url: string; width: number | null; height: number | null } | null;
  headerMenu: FrameMenuEntry[];
  footerMenu: FrameMenuEntry[];
  phones: FramePhone[];
  socials: FrameLink[];
  offices: Array<{ id: number; name: string | null; address: string | null; hours: string | null; phone: FramePhone | null }>;
  footerText: string | null;
  /** The CMS privacyPolicyVersion that lead forms send as the consent version; null when unknown. */
  privacyPolicyVersion: string | null;
}

export interface FrameSources {
  menus: Menu[] | null;
  global: Global | null;
  offices: Office[] | null;
}

export const FALLBACK_SITE_NAME = 'Новострой';

/** Shown when the CMS menus cannot be read: only routes the site certainly has. */
export const FALLBACK_MENU: readonly FrameMenuEntry[] = [
  { kind: 'link', link: { label: 'Главная', href: '/', external: false } },
  { kind: 'link', link: { label: 'Проекты', href: '/our-projects', external: false } },
];

export function toFrameLink(label: string, url: string): FrameLink | null {
  const href = url.trim();
  if (/^https?:\/\//i.test(href)) return { label, href, external: true };
  // Only site-relative paths are followed client-side; anything else (javascript:, //host) is dropped.
  if (href.startsWith('/') && !href.startsWith('//')) return { label, href, external: false };
  return null;
}

export function toFramePhone(number: string, label: string | null = null): FramePhone | null {
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (digits.replace('+', '').length < 5) return null;
  return { label, display: number.trim(), href: `tel:${digits}` };
}

/**
 * Turns menu items, already in their order, into entries: an item without a group (none, empty or
 * blank) is a plain link where it stands; the items of one group form a single group entry at the
 * place of the group's first item, in their own order, even when there is only one. Items whose
 * URL cannot be followed are left out, and so is a group left without links.
 */
export function toMenuEntries(items: readonly Pick<MenuItem, 'label' | 'url' | 'group'>[]): FrameMenuEntry[] {
  const entries: FrameMenuEntry[] = [];
  const groups = new Map<string, Extract<FrameMenuEntry, { kind: 'group' }>>();
  for (const item of items) {
    const title = item.group?.trim() ?? '';
    let group = title ? groups.get(title) : undefined;
    if (title && !group) {
      group = { kind: 'group', title, links: [] };
      groups.set(title, group);
      entries.push(group);
    }
    const link = toFrameLink(item.label, item.url);
    if (!link) continue;
    if (group) group.links.push(link);
    else entries.push({ kind: 'link', link });
  }
  return entries.filter((entry) => entry.kind === 'link' || entry.links.length > 0);
}

function menuEntries(menus: Menu[] | null, location: Menu['location']): FrameMenuEntry[] | null {
  const menu = menus?.find((candidate) => candidate.location === location);
  if (!menu) return null;
  const entries = toMenuEntries(menu.items);
  return entries.length > 0 ? entries : null;
}

export function buildFrameData({ menus, global, offices }: FrameSources): FrameData {
  const headerMenu = menuEntries(menus, 'header') ?? [...FALLBACK_MENU];
  return {
    siteName: global?.siteName?.trim() || FALLBACK_SITE_NAME,
    logo: global?.logo ? { url: global.logo.url, width: global.logo.width, height: global.logo.height } : null,
    headerMenu,
    footerMenu: menuEntries(menus, 'footer') ?? headerMenu,
    phones: (global?.phones ?? []).map((phone) => toFramePhone(phone.number, phone.label)).filter((p): p is FramePhone => p !== null),
    socials: (global?.socials ?? [])
      .map((social) => toFrameLink(social.title ?? social.url, social.url))
      .filter((link): link is FrameLink => link !== null),
    offices: (offices ?? []).map((office) => ({
      id: office.id,
      name: office.info,
      address: office.address,
      hours: office.hours,
      phone: office.phone ? toFramePhone(office.phone) : null,
    })),
    footerText: global?.footerText ?? null,
    privacyPolicyVersion: global?.privacyPolicyVersion?.trim() || null,
  };
}
