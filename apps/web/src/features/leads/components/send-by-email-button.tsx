'use client';
// «Отправить на e-mail»: a button that opens the send-to-e-mail form in a dialog, for a unit, a
// favourites list or a complex. Only this shell is in a page's first load (every page that uses
// the leads entry carries it); the form and its texts are fetched when the visitor points at,
// focuses or presses the button. What was typed survives closing the dialog until it is sent.
import { useRef, useState, type ReactNode } from 'react';
import { buttonClassName } from '@/ui/button';
import { onDemand } from '@/ui/on-demand/on-demand';
import type { SendValues } from '../schema';
import { FormLoadBoundary, FormLoadFailed, FormLoading, type PhoneLink } from './loaded-lead-form';
import { FormDialogButton } from './lead-dialog-button';
import type { SendTarget } from './use-send-submission';

const sendForm = onDemand(() => import('./send-by-email-form').then((module) => module.SendByEmailForm));

/** Starts loading the form's code once; a failed load may be tried again. */
export const preloadSendByEmailForm = sendForm.load;

export type SendByEmailButtonProps = SendTarget & {
  /** The CMS privacyPolicyVersion the consent refers to. */
  consentVersion?: string | null;
  /** The button's words («Отправить на e-mail»). */
  label: ReactNode;
  /** The button's accessible name when the words alone do not say enough (an icon button). */
  ariaLabel?: string;
  /** The dialog's title («Отправить квартиру на e-mail»). */
  title: string;
  /** The line under the title; by default what the letter holds (it arrives with the form). */
  intro?: ReactNode;
  /** The button's look; a secondary button by default. */
  className?: string;
  /** Shown with the apology when the form's code cannot be loaded. */
  phone?: PhoneLink | null;
};

export function SendByEmailButton({ consentVersion, label, ariaLabel, title, intro, className, phone, ...target }: SendByEmailButtonProps) {
  // What was typed, kept while the dialog is closed; handed to the form each time it opens.
  const draft = useRef<SendValues | undefined>(undefined);
  const [initialValues, setInitialValues] = useState<SendValues | undefined>(undefined);
  return (
    <FormDialogButton
      label={label}
      ariaLabel={ariaLabel}
      className={className ?? buttonClassName({ variant: 'secondary' })}
      title={title}
      preload={preloadSendByEmailForm}
      onOpen={() => setInitialValues(draft.current)}
    >
      {(close) => (
        <FormLoadBoundary fallback={<FormLoadFailed phone={phone} />}>
          <sendForm.Component
            {...target}
            intro={intro}
            consentVersion={consentVersion}
            initialValues={initialValues}
            onValuesChange={(values) => {
              draft.current = values;
            }}
            focusFirstField
            onDone={close}
            fallback={<FormLoading />}
          />
        </FormLoadBoundary>
      )}
    </FormDialogButton>
  );
}
