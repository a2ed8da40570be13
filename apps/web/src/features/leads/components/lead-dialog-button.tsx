'use client';
// A button that opens a form in a dialog (the header's call request, a loan programme's
// consultation, the send-to-e-mail form). The form's code (react-hook-form, zod, the phone mask)
// is in no page's first load: it is fetched when the visitor points at or focuses the button, and
// the dialog shows a loading line until it arrives. A form may turn the dialog into its result
// (retitle): one dialog, never a second one over the emptied form.
import { useState, type ReactNode } from 'react';
import { Modal } from '@/ui/modal/modal';
import { LoadedLeadForm, preloadLeadForm, type PhoneLink } from './loaded-lead-form';
import type { LeadFormProps } from './lead-form';
import styles from './lead-section.module.css';

interface DialogButtonLook {
  /** The button's words. */
  label: ReactNode;
  /** The button's accessible name when the words alone do not say enough. */
  ariaLabel?: string;
  className?: string;
  /** The dialog's title and the line under it. */
  title: string;
  intro?: ReactNode;
}

export interface FormDialogButtonProps extends DialogButtonLook {
  /** Starts fetching the form's code; called as the visitor reaches for the button. */
  preload: () => Promise<unknown>;
  /** Called as the dialog opens. */
  onOpen?: () => void;
  /** The dialog's form, given what closes the dialog and what renames it for the form's result. */
  children: (close: () => void, retitle: (title: string) => void) => ReactNode;
}

export function FormDialogButton({ label, ariaLabel, className, title, intro, preload, onOpen, children }: FormDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [resultTitle, setResultTitle] = useState<string | null>(null);
  const fetchCode = () => void preload().catch(() => undefined);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onPointerEnter={fetchCode}
        onFocus={fetchCode}
        onClick={() => {
          fetchCode();
          onOpen?.();
          setResultTitle(null);
          setOpen(true);
        }}
      >
        {label}
      </button>
      <Modal open={open} onClose={close} title={resultTitle ?? title}>
        {intro && !resultTitle ? <p className={styles.intro}>{intro}</p> : null}
        {children(close, setResultTitle)}
      </Modal>
    </>
  );
}

export interface LeadDialogButtonProps extends DialogButtonLook {
  form: LeadFormProps['form'];
  context?: LeadFormProps['context'];
  consentVersion?: string | null;
  /** Shown with the apology when the form's code cannot be loaded. */
  phone?: PhoneLink | null;
}

export function LeadDialogButton({ form, context, consentVersion, phone, ...look }: LeadDialogButtonProps) {
  return (
    <FormDialogButton {...look} preload={preloadLeadForm}>
      {(close, retitle) => (
        <LoadedLeadForm form={form} context={context} consentVersion={consentVersion} focusFirstField onThanks={retitle} onDone={close} phone={phone} />
      )}
    </FormDialogButton>
  );
}
