'use client';
// A button that opens a lead form in a dialog (the header's call request, a loan programme's
// consultation). The form's code (react-hook-form, zod, the phone mask) is in no page's first
// load: it is fetched when the visitor points at or focuses the button, and the dialog shows a
// loading line until it arrives.
import { useState, type ReactNode } from 'react';
import { Modal } from '@/ui/modal/modal';
import { LoadedLeadForm, preloadLeadForm, type PhoneLink } from './deferred-lead-form';
import type { LeadFormProps } from './lead-form';
import styles from './lead-section.module.css';

export interface LeadDialogButtonProps {
  /** The button's words. */
  label: ReactNode;
  /** The button's accessible name when the words alone do not say enough. */
  ariaLabel?: string;
  className?: string;
  /** The dialog's title and the line under it. */
  title: string;
  intro: ReactNode;
  form: LeadFormProps['form'];
  context?: LeadFormProps['context'];
  consentVersion?: string | null;
  /** Shown with the apology when the form's code cannot be loaded. */
  phone?: PhoneLink | null;
}

export function LeadDialogButton({ label, ariaLabel, className, title, intro, form, context, consentVersion, phone }: LeadDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const preload = () => void preloadLeadForm().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          setOpen(true);
        }}
      >
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <p className={styles.intro}>{intro}</p>
        <LoadedLeadForm form={form} context={context} consentVersion={consentVersion} focusFirstField onDone={() => setOpen(false)} phone={phone} />
      </Modal>
    </>
  );
}
