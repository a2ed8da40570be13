// schema.org FAQPage of /faq: every answered question with its answer as plain text.
import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqGroup } from './faq-groups';

/** Markdown -> the text a reader sees: links keep their words, emphasis and list marks go. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/^[ \t]{0,3}(#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function faqJsonLd(groups: readonly FaqGroup[]): WithContext<FAQPage> {
  const questions = groups.flatMap((group) => group.questions).filter((question) => question.answer !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((question) => ({
      '@type': 'Question',
      name: question.question,
      acceptedAnswer: { '@type': 'Answer', text: markdownToText(question.answer ?? '') },
    })),
  };
}
