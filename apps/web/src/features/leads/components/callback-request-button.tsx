'use client';
// «Заказать звонок» in the header of every page. The form's code (react-hook-form, zod, the
// phone mask) is not part of any page's first load: it is fetched when the visitor points at or
// focuses the button, and the dialog shows a loading line until it arrives.
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Modal } from '@/ui/modal/modal';
import styles from './lead-section.module.css';
import { leadFormTexts as t } from './texts';

let formModule: Promise<typeof import('./lead-form')> | undefined;

/** Starts loading the form's code once; a failed load may be tried again. */
export function preloadLeadForm(): Promise<typeof import('./lead-form')> {
  formModule ??= import('./lead-form').catch((error: unknown) => {
    formModule = undefined;
    throw error;
  });
  return formModule;
}

const LazyLeadForm = lazy(() => preloadLeadForm().then((module) => ({ default: module.LeadForm })));

export interface CallbackRequestButtonProps {
  /** The CMS privacyPolicyVersion the consent refers to. */
  consentVersion?: string | null;
  /** Shown with the apology when the form's code cannot be loaded. */
  phone?: { display: string; href: string } | null;
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
        <FormLoadBoundary fallback={<FormLoadFailed phone={phone} />}>
          <Suspense
            fallback={
              <p role="status" className={styles.loading}>
                {t.formLoading}
              </p>
            }
          >
            <LazyLeadForm form="callback" consentVersion={consentVersion} autoFocus onDone={() => setOpen(false)} />
          </Suspense>
        </FormLoadBoundary>
      </Modal>
    </>
  );
}

function FormLoadFailed({ phone }: { phone?: CallbackRequestButtonProps['phone'] }) {
  return (
    <p role="alert">
      {t.formLoadFailed}
      {phone ? (
        <>
          : <a href={phone.href}>{phone.display}</a>
        </>
      ) : null}
      .
    </p>
  );
}

/** A chunk that fails to load (a new deployment, a dropped connection) breaks only the dialog. */
class FormLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
