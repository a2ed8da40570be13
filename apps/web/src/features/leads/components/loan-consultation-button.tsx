'use client';
// «Получить консультацию» on a loan programme's teaser (the home page): a button that opens the
// loan consultation form in a dialog, sent with the programme's slug. Like the header's callback
// button, the form's code is fetched only when the visitor reaches for the button.
import type { PhoneLink } from './loaded-lead-form';
import { LeadDialogButton } from './lead-dialog-button';
import { loanIntro } from './loan-intro';
import { leadFormTexts as t } from './texts';

export interface LoanConsultationButtonProps {
  /** The programme's CMS slug ("mortgage", "deffered", "tradein"). */
  loanSlug: string;
  /** The programme's name: the dialog's title and intro name it. */
  loanName: string;
  consentVersion?: string | null;
  /** Shown with the apology when the form's code cannot be loaded. */
  phone?: PhoneLink | null;
  /** The button's words; by default «Получить консультацию». */
  label?: string;
  className?: string;
}

export function LoanConsultationButton({ loanSlug, loanName, consentVersion, phone, label = t.loanButton, className }: LoanConsultationButtonProps) {
  return (
    <LeadDialogButton
      label={label}
      // The visible words first, then which programme (several such buttons stand side by side).
      ariaLabel={`${label}: ${loanName}`}
      className={className}
      title={t.loanDialogTitle(loanName)}
      intro={loanIntro(loanName)}
      form="loan"
      context={{ loan_slug: loanSlug }}
      consentVersion={consentVersion}
      phone={phone}
    />
  );
}
