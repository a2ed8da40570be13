// Editor markdown (Strapi richtext) rendered on the server. Raw HTML in the text is dropped and
// link URLs go through react-markdown's default URL filter (no javascript: links), so editor
// input cannot inject scripts. A page keeps a single <h1>: markdown "# " headings become <h2>.
import Markdown, { type Components } from 'react-markdown';
import styles from './rich-text.module.css';

const components: Components = {
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  // A link whose URL the filter removed (javascript:, data:) stays as its text.
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a href={href} {...props}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

interface RichTextProps {
  markdown: string;
  className?: string;
}

export function RichText({ markdown, className }: RichTextProps) {
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
