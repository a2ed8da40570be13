'use client';
// The lead form's code (react-hook-form, zod, the phone mask: about 70 KB gzip) stays out of a
// page's first load. A form inside a page starts loading when it comes within half a screen of the
// viewport or the visitor points at or focuses its place; the header's form loads when the
// visitor reaches for the button. Until the code has arrived a line says the form is loading, in a
// box of the form's height so nothing below it jumps (neither when loading starts nor when it ends).
import { Component, useRef, useState, type ReactNode } from 'react';
import { onDemand } from '@/ui/on-demand/on-demand';
import { useNearViewport } from '@/ui/on-demand/use-near-viewport';
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

/** A form inside a page: loads as it nears the viewport (or at once where that cannot be observed). */
export function DeferredLeadForm(props: LeadFormProps & { phone?: PhoneLink | null }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, '50% 0px');
  const [reached, setReached] = useState(false);
  const wanted = near || reached;
  const want = () => setReached(true);
  return (
    <div ref={place} onPointerEnter={want} onFocusCapture={want}>
      {wanted ? <LoadedLeadForm {...props} reserve /> : <FormLoading reserve={props.form} />}
    </div>
  );
}

/**
 * The line shown while a form's code is on its way (also the send-to-e-mail form's); `reserve`:
 * the kind of form whose height it keeps.
 */
export function FormLoading({ reserve }: { reserve?: LeadFormProps['form'] }) {
  return (
    <p role="status" className={reserve ? `${styles.loading} ${styles.reserved}` : styles.loading} data-form={reserve}>
      {t.formLoading}
    </p>
  );
}

export function FormLoadFailed({ phone }: { phone?: PhoneLink | null }) {
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
