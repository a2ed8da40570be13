'use client';
// The lead form's code (react-hook-form, zod, the phone mask: about 70 KB gzip) stays out of a
// page's first load: it arrives when a form is wanted (DeferredLeadForm in a page, a dialog's
// button in the header). Until then a line says the form is loading, in a box of the form's
// height where the form stands in the page, so nothing below it jumps; if the code cannot load,
// an apology with the phone to call.
import { Component, type ReactNode } from 'react';
import { onDemand } from '@/ui/on-demand/on-demand';
import type { LeadFormProps } from './lead-form';
import styles from './lead-section.module.css';
import { leadFormTexts as t } from './texts';

const leadForm = onDemand(() => import('./lead-form').then((module) => module.LeadForm));

/** Starts loading the form's code once; a failed load may be tried again. */
export const preloadLeadForm = leadForm.load;

export interface PhoneLink {
  display: string;
  href: string;
}

interface LoadedLeadFormProps extends LeadFormProps {
  phone?: PhoneLink | null;
  /** The loading line keeps the form's height (a form in the page's flow, not in a dialog). */
  reserve?: boolean;
}

/** The form once its code is here, the loading line until then, an apology if it cannot load. */
export function LoadedLeadForm({ phone, reserve = false, ...props }: LoadedLeadFormProps) {
  return (
    <FormLoadBoundary fallback={<FormLoadFailed phone={phone} />}>
      <leadForm.Component {...props} fallback={<FormLoading reserve={reserve ? props.form : undefined} />} />
    </FormLoadBoundary>
  );
}

/** A sentence that ends with the phone to call, when there is one. */
export function CallInstead({ text, phone }: { text: string; phone?: PhoneLink | null }) {
  return (
    <>
      {text}
      {phone ? (
        <>
          : <a href={phone.href}>{phone.display}</a>
        </>
      ) : null}
      .
    </>
  );
}

/**
 * The line shown while a form's code is on its way (also the send-to-e-mail form's); `reserve`:
 * the kind of form whose height it keeps; `children`: what a browser without script reads there.
 */
export function FormLoading({ reserve, children }: { reserve?: LeadFormProps['form']; children?: ReactNode }) {
  return (
    <p role="status" className={reserve ? `${styles.loading} ${styles.reserved}` : styles.loading} data-form={reserve}>
      <span className={styles.loadingLine}>{t.formLoading}</span>
      {children}
    </p>
  );
}

export function FormLoadFailed({ phone }: { phone?: PhoneLink | null }) {
  return (
    <p role="alert">
      <CallInstead text={t.formLoadFailed} phone={phone} />
    </p>
  );
}

/** A chunk that fails to load (a new deployment, a dropped connection) breaks only the form's place. */
export class FormLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
