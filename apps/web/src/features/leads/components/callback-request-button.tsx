'use client';
// «Заказать звонок» in the header of every page. The form's code (react-hook-form, zod, the
// phone mask) is not part of any page's first load: it is fetched when the visitor points at or
// focuses the button, and the dialog shows a loading line until it arrives.
import { useState } from 'react';
import { Modal } from '@/ui/modal/modal';
import { LoadedLeadForm, preloadLeadForm, type PhoneLink } from './deferred-lead-form';
import styles from './lead-section.module.css';
import { leadFormTexts as t } from './texts';

export { preloadLeadForm } from './deferred-lead-form';

export interface CallbackRequestButtonProps {
  /** The CMS privacyPolicyVersion the consent refers to. */
  consentVersion?: string | null;
  /** Shown with the apology when the form's code cannot be loaded. */
  phone?: PhoneLink | null;
  className?: string;
}

export function CallbackRequestButton({ consentVersion, phone, className }: CallbackRequestButtonProps) {
  const [open, setOpen] = useState(false);
  const preload = () => void preloadLeadForm().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          setOpen(true);
        }}
      >
        {t.callbackButton}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.callbackTitle}>
        <p className={styles.intro}>{t.callbackIntro}</p>
        <LoadedLeadForm form="callback" consentVersion={consentVersion} focusFirstField onDone={() => setOpen(false)} phone={phone} />
      </Modal>
    </>
  );
}
