// What the header and footer show, built from the CMS menus, Global and Contacts. Pure: each
// source may be missing (the CMS failed), and the frame then falls back to built-in values.
import type { Global, Menu, Office } from '@/upstream/content';

export interface FrameLink {
  label: string;
  href: string;
  /** An absolute http(s) URL: rendered as a plain <a>, not a client-side Link. */
  external: boolean;
}

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
  headerMenu: FrameLink[];
  footerMenu: FrameLink[];
  phones: FramePhone[];
  socials: FrameLink[];
  offices: Array<{ id: number; address: string | null; hours: string | null; phone: FramePhone | null }>;
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
export const FALLBACK_MENU: readonly FrameLink[] = [
  { label: 'Главная', href: '/', external: false },
  { label: 'Проекты', href: '/our-projects', external: false },
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

function menuLinks(menus: Menu[] | null, location: Menu['location']): FrameLink[] | null {
  const menu = menus?.find((candidate) => candidate.location === location);
  if (!menu) return null;
  const links = menu.items.map((item) => toFrameLink(item.label, item.url)).filter((link): link is FrameLink => link !== null);
  return links.length > 0 ? links : null;
}

export function buildFrameData({ menus, global, offices }: FrameSources): FrameData {
  const headerMenu = menuLinks(menus, 'header') ?? [...FALLBACK_MENU];
  return {
    siteName: global?.siteName?.trim() || FALLBACK_SITE_NAME,
    logo: global?.logo ? { url: global.logo.url, width: global.logo.width, height: global.logo.height } : null,
    headerMenu,
    footerMenu: menuLinks(menus, 'footer') ?? headerMenu,
    phones: (global?.phones ?? []).map((phone) => toFramePhone(phone.number, phone.label)).filter((p): p is FramePhone => p !== null),
    socials: (global?.socials ?? [])
      .map((social) => toFrameLink(social.title ?? social.url, social.url))
      .filter((link): link is FrameLink => link !== null),
    offices: (offices ?? []).map((office) => ({
      id: office.id,
      address: office.address,
      hours: office.hours,
      phone: office.phone ? toFramePhone(office.phone) : null,
    })),
    footerText: global?.footerText ?? null,
    privacyPolicyVersion: global?.privacyPolicyVersion?.trim() || null,
  };
}
