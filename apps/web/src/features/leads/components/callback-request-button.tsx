'use client';
// «Заказать звонок» in the header of every page: the callback form in a dialog whose code loads
// only when the visitor reaches for the button (lead-dialog-button.tsx).
import { LeadDialogButton } from './lead-dialog-button';
import type { PhoneLink } from './loaded-lead-form';
import { leadFormTexts as t } from './texts';

export { preloadLeadForm } from './loaded-lead-form';

export interface CallbackRequestButtonProps {
  /** The CMS privacyPolicyVersion the consent refers to. */
  consentVersion?: string | null;
  /** Shown with the apology when the form's code cannot be loaded. */
  phone?: PhoneLink | null;
  className?: string;
}

export function CallbackRequestButton({ consentVersion, phone, className }: CallbackRequestButtonProps) {
  return (
    <LeadDialogButton
      label={t.callbackButton}
      className={className}
      title={t.callbackTitle}
      intro={t.callbackIntro}
      form="callback"
      consentVersion={consentVersion}
      phone={phone}
    />
  );
}
