// The consultation request on a loan programme's page (mortgage, installment, trade-in): name,
// phone, an optional comment, sent with the programme's slug.
import { DeferredLeadForm } from './deferred-lead-form';
import type { PhoneLink } from './loaded-lead-form';
import { NeedsScript } from './needs-script';
import { LeadSection } from './lead-section';
import { loanIntro } from './loan-intro';
import { leadFormTexts as t } from './texts';

export interface LoanConsultationFormProps {
  /** The programme's CMS slug ("mortgage", "deffered", "tradein"). */
  loanSlug: string;
  /** The programme's name as the page shows it, for the heading's intro. */
  loanName?: string;
  consentVersion?: string | null;
  /** The sales phone: offered where the form cannot load (no script, a failed download). */
  phone?: PhoneLink | null;
  title?: string;
  /** Under the heading; by default a sentence naming the programme. */
  intro?: string;
}

export function LoanConsultationForm({ loanSlug, loanName, consentVersion, phone, title = t.loanTitle, intro = loanIntro(loanName) }: LoanConsultationFormProps) {
  return (
    <LeadSection title={title} intro={intro}>
      <DeferredLeadForm form="loan" consentVersion={consentVersion} phone={phone} noScript={<NeedsScript phone={phone} />} context={{ loan_slug: loanSlug }} />
    </LeadSection>
  );
}
