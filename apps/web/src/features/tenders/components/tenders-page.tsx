// /tenders: the developer's contractor tenders from the CMS, open ones first (status, number,
// subject, dates, PDF documents, «Подать заявку»), then the closed and cancelled ones; the
// participation request at the bottom. A request about one tender carries its number in the
// page address (?tender=…), which the lead's context sends to the CRM as the page URL.
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { ButtonLink } from '@/ui/button-link';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state/empty-state';
import { Notice } from '@/ui/notice/notice';
import { PageIntro } from '@/ui/page-intro';
import { SectionHeading } from '@/ui/section-heading';
import { StatusBadge } from '@/ui/status-badge';
import { paths } from '@/lib/paths';
import { QuestionForm } from '@/features/leads';
import { loadFrame } from '@/platform/frame';
import { BreadcrumbJsonLd, pageTexts } from '@/platform/seo';
import type { Tender } from '@/upstream/content';
import { loadTenders } from '../data/load-tenders';
import { documentLinks, REQUEST_ANCHOR, requestedTender, requestHref, statusBadge } from '../data/tender-list';
import { russianCalendarDate } from '@/lib/date';
import { tenderTexts as t } from '../texts';
import { RequestArea } from './request-area';
import styles from './tenders.module.css';

export interface TendersSearchParams {
  tender?: string | string[];
}

export async function TendersPage({ searchParams }: { searchParams: Promise<TendersSearchParams> }) {
  const [texts, tenders, frame, query] = await Promise.all([pageTexts(t.path, t.fallback), loadTenders(), loadFrame(), searchParams]);
  const chosen = tenders.kind === 'ready' ? requestedTender(query.tender, tenders.open) : null;
  return (
    <div className={styles.page}>
      <PageIntro as="header" breadcrumbs={<Breadcrumbs items={[{ label: t.home, href: paths.home() }, { label: texts.title }]} />} title={texts.title} lead={texts.description} />
      <BreadcrumbJsonLd crumbs={[{ name: t.home, path: paths.home() }, { name: texts.title, path: t.path }]} />
      {tenders.kind === 'unavailable' ? (
        <Notice tone="warning" title={t.unavailableTitle}>
          {t.unavailable}
        </Notice>
      ) : (
        <>
          <section aria-labelledby="tenders-open">
            <SectionHeading id="tenders-open" title={t.openTitle} />
            {tenders.open.length > 0 ? (
              <TenderList tenders={tenders.open} />
            ) : (
              <EmptyState title={t.noOpenTitle} headingLevel={3}>
                <p>{t.noOpen}</p>
              </EmptyState>
            )}
          </section>
          <section aria-labelledby="tenders-finished">
            <SectionHeading id="tenders-finished" title={t.finishedTitle} />
            {tenders.finished.length > 0 ? <TenderList tenders={tenders.finished} /> : <p className={styles.muted}>{t.noFinished}</p>}
          </section>
        </>
      )}
      <RequestArea id={REQUEST_ANCHOR} tender={chosen?.number ?? null} className={styles.request}>
        <QuestionForm title={chosen ? t.formTitleFor(chosen.number) : t.formTitle} intro={t.formIntro} commentLabel={t.formComment} submitLabel={t.formSubmit} consentVersion={frame.privacyPolicyVersion} phone={frame.phones[0]} />
      </RequestArea>
    </div>
  );
}

function TenderList({ tenders }: { tenders: readonly Tender[] }) {
  return (
    <ul className={styles.list}>
      {tenders.map((tender) => (
        <li key={tender.id}>
          <TenderCard tender={tender} />
        </li>
      ))}
    </ul>
  );
}

function TenderCard({ tender }: { tender: Tender }) {
  const badge = statusBadge(tender.status);
  const start = russianCalendarDate(tender.startDate);
  const end = russianCalendarDate(tender.endDate);
  const documents = documentLinks(tender.documents);
  const headingId = `tender-${tender.id}`;
  return (
    <Card as="article" className={styles.card}>
      <div className={styles.cardHead}>
        <StatusBadge status={badge.status} label={badge.label} />
        <span className={styles.number}>{t.number(tender.number)}</span>
      </div>
      <h3 id={headingId} className={styles.subject}>
        {tender.subject ?? t.number(tender.number)}
      </h3>
      {start || end ? (
        <p className={styles.period}>
          <span className={styles.label}>{t.period}</span>{' '}
          {start ? (
            <>
              {t.from} <time dateTime={start.iso}>{start.text}</time>
            </>
          ) : null}
          {start && end ? ' ' : null}
          {end ? (
            <>
              {t.until} <time dateTime={end.iso}>{end.text}</time>
            </>
          ) : null}
        </p>
      ) : null}
      {documents.length > 0 ? (
        <div className={styles.documents}>
          <p className={styles.label}>{t.documents}</p>
          <ul className={styles.documentList}>
            {documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} className={styles.document} type="application/pdf">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.documentIcon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
                    <path d="M14 3v5h5M12 12v6M9.5 15.5 12 18l2.5-2.5" />
                  </svg>
                  <span>
                    {document.title}
                    {document.facts ? (
                      <>
                        {' '}
                        <span className={styles.documentFacts}>({document.facts})</span>
                      </>
                    ) : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {tender.status === 'open' ? (
        <ButtonLink href={requestHref(tender.number)} size="sm" className={styles.apply} aria-label={t.applyFor(tender.number)}>
          {t.apply}
        </ButtonLink>
      ) : null}
    </Card>
  );
}
