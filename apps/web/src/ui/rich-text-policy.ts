// What an editor's text may contain once rendered (see RichText and docs/web.md "Editor text"):
// a strict allow-list for rehype-sanitize, then the site's own rules on what survived it: video
// frames only from the allowed players, images only from the CMS or the site, external links
// without opener or referrer, and a last URL check that react-markdown applies to every URL.
import type { Options as SanitizeSchema } from 'rehype-sanitize';
import { allowedVideoEmbed } from '@/lib/video-embed';

/** Link schemes a text may use; a URL without a scheme (/contacts, #plan, ?a=1) is relative and allowed. */
const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

export const richTextSchema: SanitizeSchema = {
  tagNames: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sup', 'sub', 'mark', 'small',
    'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
    'figure', 'figcaption', 'img', 'iframe',
  ],
  // Nothing on every element: no style, class, id, on* handlers or data-*.
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colSpan', 'rowSpan', 'scope'],
    td: ['colSpan', 'rowSpan'],
  },
  protocols: { href: [...LINK_PROTOCOLS], src: ['https', 'http'] },
  // Removed with their content; any other unknown element (svg, object, form, ...) is unwrapped:
  // its text stays, the element and its attributes go.
  strip: ['script', 'style', 'template', 'noscript', 'textarea', 'title', 'xmp', 'noembed', 'noframes'],
  allowComments: false,
  allowDoctypes: false,
};

/** The scheme of a URL as a browser reads it (tabs, newlines and control characters removed), or null when it has none. */
function schemeOf(url: string): string | null {
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? (match[1] ?? '').toLowerCase() : null;
}

/**
 * react-markdown's last word on every URL attribute (href, src): http(s), mailto and tel, or a
 * relative URL; anything else becomes empty (the link then renders as its text). Unlike the
 * library's default it keeps tel: links, which every contact text needs.
 */
export function richTextUrl(url: string): string {
  const scheme = schemeOf(url);
  if (scheme === null) return url;
  return (LINK_PROTOCOLS as readonly string[]).includes(scheme) ? url : '';
}

// ---- the rules applied after sanitising -------------------------------------------------------

interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastElement | { type: string; children?: HastNode[]; value?: string };
interface HastParent {
  children: HastNode[];
}

export interface RichTextPolicyOptions {
  /** The CMS's address: `/uploads/...` images resolve against it, and absolute images must come from its origin. */
  mediaBaseUrl: () => string | null;
  /**
   * The CMS's other origins (the address web calls, the admin's): an editor's text may hold an
   * upload by one of them (the admin inserts a picture with its own address), which is shown from
   * the media base. Nothing else of those origins is allowed.
   */
  uploadOrigins?: () => readonly string[];
  /** The default title of an embedded video, for screen readers. */
  videoTitle: string;
  /** The class of the box that keeps an embedded video at 16:9. */
  videoClassName?: string;
  /** The class of an image whose size the text does not give (its box is reserved by CSS). */
  unsizedImageClassName?: string;
}

const isElement = (node: HastNode): node is HastElement => node.type === 'element';
const text = (value: string): HastNode => ({ type: 'text', value });
const positiveInteger = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 && number <= 10000 ? number : null;
};

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The URL an image may load from, or null: the site's own path, a CMS upload, or a file on the
 * media base's origin. An upload by one of `uploadOrigins` (the CMS's other addresses) is moved
 * onto the media base.
 */
export function allowedImageSource(src: string, mediaBaseUrl: string | null, uploadOrigins: readonly string[] = []): string | null {
  const value = src.trim();
  const scheme = schemeOf(value);
  if (value === '' || (scheme !== null && scheme !== 'http' && scheme !== 'https')) return null;
  const cms = originOf(mediaBaseUrl);
  const onMediaBase = (path: string) => (cms ? `${mediaBaseUrl?.replace(/\/+$/, '')}${path}` : null);
  if (value.startsWith('/uploads/')) return onMediaBase(value);
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  const absolute = value.startsWith('//') ? `https:${value}` : value;
  const origin = originOf(absolute);
  if (origin === null) return null;
  if (origin === cms) return value;
  if (!uploadOrigins.includes(origin)) return null;
  const { pathname, search } = new URL(absolute);
  return pathname.startsWith('/uploads/') ? onMediaBase(`${pathname}${search}`) : null;
}

function isExternalLink(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === 'http' || scheme === 'https' || href.trim().startsWith('//');
}

/** The element that takes a node's place: itself (changed), another node, or nothing. */
function applyPolicy(node: HastElement, options: RichTextPolicyOptions): HastNode | null {
  const props = node.properties;
  switch (node.tagName) {
    case 'iframe': {
      const src = allowedVideoEmbed(typeof props.src === 'string' ? props.src : '');
      if (!src) return null;
      const title = typeof props.title === 'string' && props.title.trim() ? props.title.trim() : options.videoTitle;
      const frame: HastElement = {
        type: 'element',
        tagName: 'iframe',
        properties: {
          src,
          title,
          loading: 'lazy',
          // Players need their scripts and their own origin (cookies, storage); nothing more: no
          // top navigation, forms or downloads. Popups for "watch on the player's site".
          sandbox: ['allow-scripts', 'allow-same-origin', 'allow-presentation', 'allow-popups'],
          // YouTube refuses to play without a referrer; the origin alone is sent.
          referrerPolicy: 'strict-origin-when-cross-origin',
          allow: 'fullscreen; picture-in-picture; encrypted-media',
          allowFullScreen: true,
        },
        children: [],
      };
      return { type: 'element', tagName: 'div', properties: options.videoClassName ? { className: [options.videoClassName] } : {}, children: [frame] };
    }
    case 'img': {
      const alt = typeof props.alt === 'string' ? props.alt.trim() : '';
      const src = allowedImageSource(typeof props.src === 'string' ? props.src : '', options.mediaBaseUrl(), options.uploadOrigins?.() ?? []);
      // An image without a description or from elsewhere is not shown; its description stays as text.
      if (!src || !alt) return alt ? text(alt) : null;
      const width = positiveInteger(props.width);
      const height = positiveInteger(props.height);
      const sized = width !== null && height !== null;
      return {
        type: 'element',
        tagName: 'img',
        properties: {
          src,
          alt,
          ...(typeof props.title === 'string' ? { title: props.title } : {}),
          ...(sized ? { width, height } : options.unsizedImageClassName ? { className: [options.unsizedImageClassName] } : {}),
          loading: 'lazy',
          decoding: 'async',
        },
        children: [],
      };
    }
    case 'a': {
      const href = typeof props.href === 'string' ? props.href : '';
      if (href && isExternalLink(href)) props.rel = ['noopener', 'noreferrer'];
      return node;
    }
    default:
      return node;
  }
}

function walk(parent: HastParent, options: RichTextPolicyOptions): void {
  const next: HastNode[] = [];
  for (const child of parent.children) {
    if (isElement(child)) {
      walk(child, options);
      const replaced = applyPolicy(child, options);
      if (replaced) next.push(replaced);
    } else {
      next.push(child);
    }
  }
  parent.children = next;
}

/** The rehype plugin of the rules above; it runs after rehype-sanitize. */
export function rehypeRichTextPolicy(options: RichTextPolicyOptions) {
  return (tree: HastParent) => {
    walk(tree, options);
  };
}
