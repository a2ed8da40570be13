// The frame of every loan page: the programme's CMS entry (name, Info, rate, Advav, Adv_2, the two
// images, the consultant) around the page's own tool (a calculator, the «Как оплатить» comparison).
import type { ReactNode } from 'react';
import { LoanConsultationForm, type PhoneLink } from '@/features/leads';
import { paths } from '@/lib/paths';
import type { Loan } from '@/upstream/content';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { Chip } from '@/ui/chip';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import { RichText } from '@/ui/rich-text';
import { SectionHeading } from '@/ui/section-heading';
import type { LoanSlug } from '../data/resolve-loan';
import { loansTexts } from '../texts';
import { Consultant } from './consultant';
import styles from './loan-page.module.css';

export interface LoanPageProps {
  loan: Loan;
  slug: LoanSlug;
  consentVersion: string | null;
  /** The sales phone, offered where the form cannot load. */
  phone?: PhoneLink | null;
  /** Under the intro: which unit the page calculates for. */
  unitBanner?: ReactNode;
  /** The page's tool, with its own heading. */
  children?: ReactNode;
  /** «Как оплатить» for the unit, when there is one. */
  comparison?: ReactNode;
}

export function LoanPage({ loan, slug, consentVersion, phone, unitBanner, children, comparison }: LoanPageProps) {
  const rate = loan.percent !== null && loan.percent > 0 ? loan.percent : null;
  return (
    <article className={styles.page} aria-labelledby="loan-title">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <Breadcrumbs items={[{ label: loansTexts.home, href: paths.home() }, { label: loan.name }]} />
          <h1 id="loan-title" className={styles.title}>
            {loan.name}
          </h1>
          {rate !== null ? (
            <p>
              <Chip tone="brand">{loansTexts.rateFrom(rate)}</Chip>
            </p>
          ) : null}
          {loan.info ? <p className={styles.lead}>{loan.info}</p> : null}
          {unitBanner}
        </div>
        {loan.imageBefore ? (
          <ResponsivePhoto photo={loan.imageBefore} alt={loan.imageBefore.alt ?? ''} sizes="(min-width: 1024px) 40vw, 100vw" priority className={styles.heroImage} />
        ) : null}
      </header>

      {loan.advantages ? (
        <section className={styles.section} aria-labelledby="loan-advantages">
          <SectionHeading id="loan-advantages" title={loansTexts.advantagesTitle} />
          <RichText markdown={loan.advantages} className={styles.advantages} />
        </section>
      ) : null}

      {children}

      {comparison}

      {loan.advantages2 || loan.imageAfter ? (
        <section className={styles.steps} aria-labelledby="loan-steps">
          {/* The CMS text opens with its own heading line («Как это работает:»). */}
          <h2 id="loan-steps" className="visually-hidden">
            {loansTexts.stepsTitle[slug]}
          </h2>
          {loan.advantages2 ? <RichText markdown={loan.advantages2} className={styles.stepsText} /> : null}
          {loan.imageAfter ? <ResponsivePhoto photo={loan.imageAfter} alt={loan.imageAfter.alt ?? ''} sizes="(min-width: 1024px) 40vw, 100vw" className={styles.stepsImage} /> : null}
        </section>
      ) : null}

      <section className={styles.consultation} aria-label={loansTexts.formTitle[slug]}>
        {loan.worker ? <Consultant worker={loan.worker} /> : null}
        <div className={styles.form}>
          <LoanConsultationForm loanSlug={slug} loanName={loan.name} consentVersion={consentVersion} phone={phone} title={loansTexts.formTitle[slug]} intro={loansTexts.formIntro[slug]} />
        </div>
      </section>
    </article>
  );
}
