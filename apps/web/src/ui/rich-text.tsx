// Editor markdown (Strapi richtext) rendered on the server, raw HTML included but sanitised: a
// strict allow-list (rehype-sanitize) and the site's rules (rich-text-policy.ts) decide what
// reaches the page, so editor input cannot inject scripts, styles or foreign frames. Links may be
// http(s), mailto, tel or relative; videos only from the allowed players; images only from the CMS
// or the site. A page keeps a single <h1>: markdown "# " headings become <h2>.
import Markdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { getConfig } from '@/lib/config';
import { rehypeRichTextPolicy, richTextSchema, richTextUrl } from './rich-text-policy';
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

/** The CMS address images resolve against: read only when a text has an image. */
const cmsMediaBaseUrl = () => getConfig().cms.mediaUrl;

interface RichTextProps {
  markdown: string;
  className?: string;
  /** The base of `/uploads/...` images; the configured public media base by default. */
  mediaBaseUrl?: string;
}

export function RichText({ markdown, className, mediaBaseUrl }: RichTextProps) {
  const policy = {
    mediaBaseUrl: mediaBaseUrl === undefined ? cmsMediaBaseUrl : () => mediaBaseUrl,
    videoTitle: 'Видео',
    videoClassName: styles.video,
    unsizedImageClassName: styles.unsizedImage,
  };
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      <Markdown
        rehypePlugins={[rehypeRaw, [rehypeSanitize, richTextSchema], [rehypeRichTextPolicy, policy]]}
        urlTransform={richTextUrl}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
