// /faq: the editors' questions grouped by topic (in the order of their Sort), each answer in a
// native <details> (works without script) with a stable anchor, so /faq#<anchor> opens it; a link
// to each answer; the question form for what is not there. JSON-LD FAQPage and BreadcrumbList.
import { Accordion } from '@/ui/accordion/accordion';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { EmptyState } from '@/ui/empty-state/empty-state';
import { Notice } from '@/ui/notice/notice';
import { PageIntro } from '@/ui/page-intro';
import { RichText } from '@/ui/rich-text';
import { ShareButton } from '@/ui/share-button/share-button';
import { paths } from '@/lib/paths';
import { QuestionForm } from '@/features/leads';
import { loadFrame } from '@/platform/frame';
import { BreadcrumbJsonLd, JsonLd, pageTexts } from '@/platform/seo';
import { faqJsonLd } from '../data/faq-json-ld';
import type { FaqGroup } from '../data/faq-groups';
import { loadFaq } from '../data/load-faq';
import { faqTexts as t } from '../texts';
import { OpenAnswerFromHash } from './open-answer-from-hash';
import styles from './faq.module.css';

export async function FaqPage() {
  const [texts, faq, frame] = await Promise.all([pageTexts(t.path, t.fallback), loadFaq(), loadFrame()]);
  const groups = faq.kind === 'ready' ? faq.groups : [];
  return (
    <div className={styles.page}>
      <PageIntro as="header" breadcrumbs={<Breadcrumbs items={[{ label: t.home, href: paths.home() }, { label: texts.title }]} />} title={texts.title} lead={texts.description} />
      <BreadcrumbJsonLd crumbs={[{ name: t.home, path: paths.home() }, { name: texts.title, path: t.path }]} />
      {faq.kind === 'unavailable' ? (
        <Notice tone="warning" title={t.unavailableTitle}>
          {t.unavailable}
        </Notice>
      ) : groups.length === 0 ? (
        <EmptyState title={t.emptyTitle}>
          <p>{t.empty}</p>
        </EmptyState>
      ) : (
        <>
          <JsonLd data={faqJsonLd(groups)} />
          {groups.length > 1 ? <TopicLinks groups={groups} /> : null}
          <div className={styles.groups}>
            {groups.map((group) => (
              <FaqSection key={group.anchor} group={group} />
            ))}
          </div>
          <OpenAnswerFromHash />
        </>
      )}
      <QuestionForm title={t.formTitle} consentVersion={frame.privacyPolicyVersion} phone={frame.phones[0]} />
    </div>
  );
}

/** The topics as links to their sections: plain anchors, so the browser scrolls and the hash changes. */
function TopicLinks({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <nav aria-label={t.categoriesLabel}>
      <ul className={styles.topics}>
        {groups.map((group) => (
          <li key={group.anchor}>
            <a href={`#${group.anchor}`} className={styles.topic}>
              {group.category ?? t.otherCategory}
              <span className={styles.topicCount}>{group.questions.length}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FaqSection({ group }: { group: FaqGroup }) {
  return (
    <section className={styles.group} aria-labelledby={group.anchor}>
      <h2 id={group.anchor} className={styles.groupTitle}>
        {group.category ?? t.otherCategory}
      </h2>
      <Accordion
        headingLevel={3}
        items={group.questions.map((question) => ({
          id: question.anchor,
          title: question.question,
          content: (
            <div className={styles.answer}>
              {question.answer ? <RichText markdown={question.answer} /> : <p className={styles.noAnswer}>{t.noAnswer}</p>}
              <ShareButton
                label={t.copyLink}
                title={question.question}
                url={`${t.path}#${question.anchor}`}
                copiedText={t.copied}
                manualCopyLabel={t.manualCopy}
                variant="ghost"
                size="sm"
                className={styles.copyLink}
              />
            </div>
          ),
        }))}
      />
    </section>
  );
}
