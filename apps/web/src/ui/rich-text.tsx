// Editor markdown (Strapi richtext) rendered on the server, raw HTML included but sanitised: a
// strict allow-list (rehype-sanitize) and the site's rules (rich-text-policy.ts) decide what
// reaches the page, so editor input cannot inject scripts, styles or foreign frames. Links may be
// http(s), mailto, tel or relative; videos only from the allowed players; images only from the CMS
// or the site. A page keeps a single <h1>: markdown "# " headings become <h2>.
import type { ReactElement } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { getConfig } from '@/lib/config';
import { rehypeRichTextPolicy, richTextSchema, richTextUrl } from './rich-text-policy';
import { rehypeTypography } from './rich-text-typography';
import styles from './rich-text.module.css';

const components: Components = {
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  // A link whose URL the rules removed (javascript:, data:) stays as its text.
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a href={href} {...props}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/**
 * The rendered elements of the texts drawn lately, by media base and text. The same CMS text is
 * drawn on every request of its page, and parsing and sanitising it again was about 8 % of such a
 * page's server time (docs/performance.md, "Render cost"); React elements are immutable, so every
 * request may share them. Oldest first out; a text longer than TEXT_LIMIT is not kept.
 */
const rendered = new Map<string, ReactElement>();
const RENDERED_LIMIT = 300;
const TEXT_LIMIT = 200_000;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The CMS's addresses besides the media base: web's own (CMS_URL) and the admin's, whose uploads
 * editors' texts may name. A CMS on this machine answers under every loopback name, and its admin
 * inserts pictures with the name it was opened by.
 */
function uploadOrigins(): string[] {
  const config = getConfig();
  const origins = [new URL(config.cms.url), new URL(config.preview.adminOrigin)].flatMap((url) =>
    LOOPBACK_HOSTS.includes(url.hostname) ? LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`) : [url.origin],
  );
  return [...new Set(origins)];
}

function renderMarkdown(markdown: string, mediaBaseUrl: string): ReactElement {
  const key = `${mediaBaseUrl}\n${markdown}`;
  const kept = rendered.get(key);
  if (kept) return kept;
  const policy = {
    mediaBaseUrl: () => mediaBaseUrl,
    uploadOrigins,
    videoTitle: 'Видео',
    videoClassName: styles.video,
    unsizedImageClassName: styles.unsizedImage,
  };
  // react-markdown's Markdown is a plain synchronous function (no hooks): its elements can be kept.
  const elements = Markdown({
    rehypePlugins: [rehypeRaw, [rehypeSanitize, richTextSchema], [rehypeRichTextPolicy, policy], rehypeTypography],
    urlTransform: richTextUrl,
    components,
    children: markdown,
  });
  if (markdown.length <= TEXT_LIMIT) {
    if (rendered.size >= RENDERED_LIMIT) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, elements);
  }
  return elements;
}

interface RichTextProps {
  markdown: string;
  className?: string;
  /** The base of `/uploads/...` images; the configured public media base by default. */
  mediaBaseUrl?: string;
}

export function RichText({ markdown, className, mediaBaseUrl }: RichTextProps) {
  return <div className={[styles.prose, className].filter(Boolean).join(' ')}>{renderMarkdown(markdown, mediaBaseUrl ?? getConfig().cms.mediaUrl)}</div>;
}
