'use client';
// The consultation request on a loan programme's page (mortgage, installment, trade-in): name,
// phone, an optional comment, sent with the programme's slug.
import { DeferredLeadForm } from './deferred-lead-form';
import type { LeadSubmittedEvent } from './lead-form';
import { LeadSection } from './lead-section';
import { leadFormTexts as t } from './texts';

export interface LoanConsultationFormProps {
  /** The programme's CMS slug ("mortgage", "deffered", "tradein"). */
  loanSlug: string;
  /** The programme's name as the page shows it, for the heading's intro. */
  loanName?: string;
  consentVersion?: string | null;
  title?: string;
  /** Under the heading; by default a sentence naming the programme. */
  intro?: string;
  onSubmitted?: (event: LeadSubmittedEvent) => void;
}

export function loanIntro(loanName: string | undefined): string {
  return loanName
    ? `Расскажем об условиях программы «${loanName}» и поможем рассчитать платёж.`
    : 'Расскажем об условиях программы и поможем рассчитать платёж.';
}

export function LoanConsultationForm({ loanSlug, loanName, consentVersion, title = t.loanTitle, intro = loanIntro(loanName), onSubmitted }: LoanConsultationFormProps) {
  return (
    <LeadSection title={title} intro={intro}>
      <DeferredLeadForm form="loan" consentVersion={consentVersion} context={{ loan_slug: loanSlug }} onSubmitted={onSubmitted} />
    </LeadSection>
  );
}
