// Mortgage, installment and trade-in: name, rate and the CMS text, with a button that opens the
// programme's consultation form, and «Подробнее» to the programme's page when it has one (/loan/<slug>).
import { IntentLink } from '@/ui/intent-link';
import { LoanConsultationButton } from '@/features/leads';
import { buttonClassName } from '@/ui/button';
import { SectionHeading } from '@/ui/section-heading';
import type { LoanTeaser } from '../data/home-content';
import { homeTexts } from '../texts';
import styles from './home.module.css';

interface LoanTeasersProps {
  loans: LoanTeaser[];
  consentVersion: string | null;
  phone: { display: string; href: string } | null;
}

export function LoanTeasers({ loans, consentVersion, phone }: LoanTeasersProps) {
  if (loans.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-loans">
      <SectionHeading id="home-loans" title={homeTexts.loansTitle} lead={homeTexts.loansLead} />
      <ul className={styles.loanGrid}>
        {loans.map((loan) => (
          <li key={loan.slug} className={styles.loan}>
            <h3 className={styles.cardTitle}>{loan.name}</h3>
            {loan.rate ? <p className={styles.loanRate}>{loan.rate}</p> : null}
            {loan.info ? <p className={styles.loanInfo}>{loan.info}</p> : null}
            <div className={styles.loanActions}>
              <LoanConsultationButton
                loanSlug={loan.slug}
                loanName={loan.name}
                consentVersion={consentVersion}
                phone={phone}
                className={buttonClassName({ variant: 'primary', size: 'sm' })}
              />
              {loan.href ? (
                <IntentLink href={loan.href} className={styles.loanMore} aria-label={`${homeTexts.loanMore}: ${loan.name}`}>
                  {homeTexts.loanMore}
                </IntentLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
